import { Scripts } from "react-router"
import { bootPage, pageReadyEvent } from "~/lib/boot"
import stylesheet from "~/styles/app.css?url"

const holderId = "app-scripts"

/**
 * The router's scripts, started after the page has loaded (see `lib/boot.ts`). React renders
 * the same elements in the browser as at build time: the `<noscript>` (whose content React
 * leaves alone) and the start-up script, whose text only matters in the prerendered HTML.
 */
export function DocumentScripts() {
  return (
    <>
      <noscript id={holderId}>
        <Scripts />
      </noscript>
      <script
        suppressHydrationWarning
        dangerouslySetInnerHTML={{
          // Only the prerender build carries the script's text; the browser bundle never needs it.
          __html: import.meta.env.SSR
            ? `(${bootPage.toString()})(${[holderId, pageReadyEvent, stylesheet].map((value) => JSON.stringify(value)).join(",")})`
            : "",
        }}
      />
    </>
  )
}
