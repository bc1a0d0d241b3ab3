import type { MetaDescriptor } from "react-router"
import { site } from "~/config/site"
import type { PageMeta } from "~/content/types"
import { organizationData } from "./structured-data"

/** The absolute canonical URL of a path on this site: no trailing slash except the home page. */
export function canonicalUrl(path: string): string {
  const clean = path === "/" ? "/" : path.replace(/\/+$/, "")
  return `${site.url}${clean}`
}

/** The page's title followed by the agency name: "Services | Kinetic AI". */
export function documentTitle(meta: PageMeta): string {
  return `${meta.title} | ${site.name}`
}

/** A page's Open Graph image, made at build time (scripts/build/images.ts): `/og/<page>.png`. */
export function ogImagePath(path: string): string {
  return `/og/${path === "/" ? "home" : path.replace(/^\/|\/$/g, "")}.png`
}

/**
 * Title, description, canonical link, social tags and the organization's structured data for one
 * page. Structured data about a section's content (FAQ, services, plans) is written by the section
 * itself (components/json-ld.tsx), so it travels with that section's code.
 */
export function pageMeta(meta: PageMeta, path: string): MetaDescriptor[] {
  const title = documentTitle(meta)
  const url = canonicalUrl(path)
  const image = `${site.url}${ogImagePath(path)}`
  return [
    { title },
    { name: "description", content: meta.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site.name },
    { property: "og:title", content: title },
    { property: "og:description", content: meta.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { property: "og:image:alt", content: title },
    { property: "og:locale", content: "en_US" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: meta.description },
    { name: "twitter:image", content: image },
    { "script:ld+json": organizationData() },
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
