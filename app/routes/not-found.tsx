import { useEffect } from "react"
import { Link, useLocation } from "react-router"
import type { Route } from "./+types/not-found"
import { buttonClassName } from "~/components/ui/button"
import { errorCopy } from "~/content/pages/errors"
import { unindexedPageMeta } from "~/lib/seo"

export const meta: Route.MetaFunction = () => unindexedPageMeta(errorCopy.notFound.meta)

/** Any path the site does not have. Prerendered as 404.html, which servers answer with status 404. */
export default function NotFoundRoute() {
  const { pathname } = useLocation()
  const copy = errorCopy.notFound

  useEffect(() => {
    console.error(copy.consoleMessage, pathname)
  }, [copy.consoleMessage, pathname])

  return (
    <section
      aria-labelledby="page-title"
      className="container-page flex min-h-[60vh] flex-col items-center justify-center py-24 text-center"
    >
      <p className="text-7xl font-extrabold tracking-tight text-primary">{copy.code}</p>
      <h1 id="page-title" className="mt-4 text-heading font-bold tracking-tight">
        {copy.title}
      </h1>
      <p className="mt-4 text-lg text-muted-foreground">{copy.lede}</p>
      <Link to="/" className={buttonClassName({ size: "lg", className: "mt-8" })}>
        {copy.homeLink}
      </Link>
    </section>
  )
}
