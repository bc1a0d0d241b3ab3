import { useEffect, useState } from "react"
import { isRouteErrorResponse, Links, Meta, Outlet, useLocation, useMatches } from "react-router"
import type { Route } from "./+types/root"
import { markLeftFirstPage } from "~/components/deferred-section"
import { AfterPaintLinks, afterPaintLinks, DocumentScripts, iconLinks } from "~/components/layout/document-scripts"
import { ScrollRestoration } from "~/components/layout/scroll-restoration"
import { SiteShell } from "~/components/layout/site-shell"
import { Toaster } from "~/components/toaster"
import { TooltipProvider } from "~/components/ui/tooltip-provider"
import { preloadVoiceWhenIdle } from "~/lib/voice"
import { errorCopy } from "~/content/pages/errors"
import { pageReadyEvent } from "~/lib/boot"

/**
 * Styles reach the first paint without a request: critical.css (the design system and what can be
 * on screen before scrolling) is inlined into every page at build time, and the whole stylesheet
 * is added once the page has loaded (lib/boot.ts), or straight away when JavaScript is off. The
 * browser bundle never carries the inlined text (that import exists only in the prerender build).
 * The development server links the whole stylesheet in the head instead, for hot reloading.
 * See docs/decisions/005-fast-first-paint.md.
 */
const criticalStylesByPage: Record<string, string> =
  import.meta.env.SSR && import.meta.env.PROD ? await loadCriticalStyles() : {}

/** styles/critical/<page>.css, compiled and read as text, by page name ("home", "services", ...). */
async function loadCriticalStyles(): Promise<Record<string, string>> {
  const files = import.meta.glob<string>("./styles/critical/*.css", { query: "?inline", import: "default" })
  const entries = await Promise.all(
    Object.entries(files).map(
      async ([path, load]) => [path.replace(/^.*\/|\.css$/g, ""), withoutPropertyFallbacks(await load())] as const,
    ),
  )
  return Object.fromEntries(entries)
}

/**
 * Tailwind adds initial values of its custom properties for browsers without `@property` (Safari
 * before 16.4, Firefox before 128). Inlined into every page they cost more than they do there:
 * the whole stylesheet, which keeps them, arrives a moment later anyway.
 */
function withoutPropertyFallbacks(css: string): string {
  return css.replace(/@layer properties\{@supports[^{]*\{[^{}]*\{[^{}]*\}\}\}/, "")
}

/** The page a route module draws ("routes/case-studies.tsx" is "case-studies"). */
function usePageName(): string {
  const leaf = useMatches().at(-1)?.id ?? ""
  return leaf.startsWith("routes/") ? leaf.slice("routes/".length) : "not-found"
}

export const links: Route.LinksFunction = () => [...iconLinks, ...(import.meta.env.DEV ? afterPaintLinks : [])]

export function Layout({ children }: { children: React.ReactNode }) {
  const pageName = usePageName()
  const criticalStyles = criticalStylesByPage[pageName] ?? criticalStylesByPage["not-found"] ?? ""
  return (
    <html lang="en-US">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#4f46e5" />
        <Meta />
        <Links />
        <style suppressHydrationWarning dangerouslySetInnerHTML={{ __html: criticalStyles }} />
        {import.meta.env.PROD ? <AfterPaintLinks /> : null}
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <DocumentScripts />
      </body>
    </html>
  )
}

/** Tooltip timing from the specification: open after 700 ms, skip the delay within 300 ms. */
const tooltipDelay = { delayDuration: 700, skipDelayDuration: 300 } as const

export default function App() {
  useHydratedMarker()
  useNavigationMarker()
  return (
    <TooltipProvider {...tooltipDelay}>
      <SiteShell>
        <Outlet />
      </SiteShell>
      <Toaster />
    </TooltipProvider>
  )
}

/** Marks the document once React has hydrated it: `<html data-hydrated="true">`. */
function useHydratedMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true"
    document.dispatchEvent(new Event(pageReadyEvent))
    preloadVoiceWhenIdle()
  }, [])
}

/** Tells deferred sections once the visitor has moved to another page inside the site. */
function useNavigationMarker() {
  const { pathname } = useLocation()
  const [firstPathname] = useState(pathname)
  useEffect(() => {
    if (pathname !== firstPathname) markLeftFirstPage()
  }, [pathname, firstPathname])
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
