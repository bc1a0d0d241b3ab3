import { Tooltip } from "radix-ui"
import { useEffect } from "react"
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router"
import type { Route } from "./+types/root"
import { SiteShell } from "~/components/layout/site-shell"
import { Toaster } from "~/components/toaster"
import { preloadVoiceWhenIdle } from "~/lib/voice"
import { errorCopy } from "~/content/pages/errors"
import stylesheet from "~/styles/app.css?url"

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "stylesheet", href: stylesheet },
]

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en-US">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  )
}

/** Tooltip timing from the specification: open after 700 ms, skip the delay within 300 ms. */
const tooltipDelay = { delayDuration: 700, skipDelayDuration: 300 } as const

export default function App() {
  useHydratedMarker()
  return (
    <Tooltip.Provider {...tooltipDelay}>
      <SiteShell>
        <Outlet />
      </SiteShell>
      <Toaster />
    </Tooltip.Provider>
  )
}

/** Marks the document once React has hydrated it: `<html data-hydrated="true">`. */
function useHydratedMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true"
    preloadVoiceWhenIdle()
  }, [])
}

/** The router's fallback for unexpected errors: the message, and the stack only in development. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  useHydratedMarker()
  let message: string = errorCopy.unexpected.fallbackMessage
  let stack: string | undefined
  if (isRouteErrorResponse(error)) {
    message = `${error.status} ${error.statusText || ""}`.trim()
  } else if (error instanceof Error) {
    message = error.message
    if (import.meta.env.DEV) stack = error.stack
  }
  return (
    <SiteShell>
      <section className="container-page py-24">
        <h1 className="text-heading font-bold tracking-tight">{errorCopy.unexpected.title}</h1>
        <p className="mt-4 text-lg text-muted-foreground">{message}</p>
        {stack ? (
          <pre className="mt-6 overflow-x-auto rounded-card bg-muted p-4 text-sm">
            <code>{stack}</code>
          </pre>
        ) : null}
      </section>
    </SiteShell>
  )
}
