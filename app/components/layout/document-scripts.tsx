import { Scripts } from "react-router"
import { bootPage, pageReadyEvent } from "~/lib/boot"
import stylesheet from "~/styles/app.css?url"
import { InlineScript } from "./inline-script"

const scriptsId = "app-scripts"
const linksId = "after-paint-links"

/** The icons: linked from every page's head (browsers fetch them once the page has loaded). */
export const iconLinks = [
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
]

/**
 * The head's links that the first paint must not wait for: the whole stylesheet, and the web
 * manifest, which browsers fetch as soon as the page has loaded. In production they are
 * prerendered in a `<noscript>`: without JavaScript they apply from there; with it, `lib/boot.ts`
 * adds them after the first paint. The development server links them straight away.
 */
export const afterPaintLinks = [
  { rel: "stylesheet", href: stylesheet },
  { rel: "manifest", href: "/site.webmanifest" },
]

export function AfterPaintLinks() {
  return (
    <noscript id={linksId}>
      {afterPaintLinks.map((link) => (
        <link key={link.href} {...link} />
      ))}
    </noscript>
  )
}

/**
 * The router's scripts, started after the page has loaded (see `lib/boot.ts`). React renders
 * the same elements in the browser as at build time: the `<noscript>` (whose content React
 * leaves alone) and the start-up script, whose text only matters in the prerendered HTML.
 */
export function DocumentScripts() {
  return (
    <>
      <noscript id={scriptsId}>
        <Scripts />
      </noscript>
      <InlineScript run={bootPage} args={[scriptsId, linksId, pageReadyEvent]} />
    </>
  )
}
