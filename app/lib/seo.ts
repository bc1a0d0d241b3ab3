import type { MetaDescriptor } from "react-router"
import { site } from "~/config/site"
import type { PageMeta } from "~/content/types"

/** The absolute canonical URL of a path on this site: no trailing slash except the home page. */
export function canonicalUrl(path: string): string {
  const clean = path === "/" ? "/" : path.replace(/\/+$/, "")
  return `${site.url}${clean}`
}

/** The page's title followed by the agency name: "Services | Kinetic AI". */
export function documentTitle(meta: PageMeta): string {
  return `${meta.title} | ${site.name}`
}

/** Title, description, canonical link and social tags of one page. */
export function pageMeta(meta: PageMeta, path: string): MetaDescriptor[] {
  const title = documentTitle(meta)
  const url = canonicalUrl(path)
  return [
    { title },
    { name: "description", content: meta.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site.name },
    { property: "og:title", content: title },
    { property: "og:description", content: meta.description },
    { property: "og:url", content: url },
    { property: "og:locale", content: "en_US" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: meta.description },
  ]
}

/** Meta for a screen that must not be indexed, such as the 404 page. */
export function unindexedPageMeta(meta: PageMeta): MetaDescriptor[] {
  return [
    { title: documentTitle(meta) },
    { name: "description", content: meta.description },
    { name: "robots", content: "noindex" },
  ]
}
