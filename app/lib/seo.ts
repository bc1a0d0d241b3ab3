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

/** What a page's `<head>` says about it (rendered by layouts/page-layout.astro). */
export interface PageHead {
  title: string
  description: string
  /** Absent for pages that must not be indexed, such as the 404 page. */
  canonical?: string
  /** `<meta name>` and `<meta property>` tags beyond the description. */
  metaTags: readonly ({ name: string; content: string } | { property: string; content: string })[]
  /** JSON-LD blocks about the whole page. */
  structuredData: readonly object[]
}

/**
 * Title, description, canonical link, social tags and the organization's structured data for one
 * page. Structured data about a section's content (FAQ, services, plans) is written by the page
 * beside that section (components/json-ld.tsx).
 */
export function pageHead(meta: PageMeta, path: string): PageHead {
  const title = documentTitle(meta)
  const url = canonicalUrl(path)
  const image = `${site.url}${ogImagePath(path)}`
  return {
    title,
    description: meta.description,
    canonical: url,
    metaTags: [
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
    ],
    structuredData: [organizationData()],
  }
}

/** The head of a screen that must not be indexed, such as the 404 page. */
export function unindexedPageHead(meta: PageMeta): PageHead {
  return {
    title: documentTitle(meta),
    description: meta.description,
    metaTags: [{ name: "robots", content: "noindex" }],
    structuredData: [],
  }
}
