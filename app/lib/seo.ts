import { previewRobots } from "~/config/build-kind"
import { ogImageSize } from "~/config/pages"
import { localeInfo, localeOfPath, locales } from "~/config/locales"
import { siteUrls } from "~/config/paths"
import { isPreviewBuild } from "~/config/preview"
import { site } from "~/config/site"
import type { PageMeta } from "~/content/types"
import { isoDate } from "./format"
import { organizationData } from "./structured-data"

const urls = siteUrls(site.url)

/** Search results show about 70 characters of a title. */
const titleLength = 70

/** "Services | Kinetic AI", or the title alone when both would not fit in a search result. */
export function documentTitle(meta: PageMeta): string {
  const withName = `${meta.title} | ${site.name}`
  return withName.length <= titleLength ? withName : meta.title
}

export interface PageHead {
  title: string
  description: string
  /** Absent for pages that must not be indexed, such as the 404 page. */
  canonical?: string
  metaTags: readonly ({ name: string; content: string } | { property: string; content: string })[]
  /** About the whole page; a section's data is written beside the section. */
  structuredData: readonly object[]
}

export interface ArticleMeta {
  publishedAt: Date
  updatedAt?: Date
  tags: readonly string[]
}

/**
 * `og:title` is the page's own title (networks show `og:site_name` beside it). The build draws the
 * Open Graph image from these tags and dates the sitemap by `article:modified_time`.
 */
export function pageHead(meta: PageMeta, path: string, article?: ArticleMeta): PageHead {
  const title = documentTitle(meta)
  const url = urls.canonical(path)
  const image = urls.ogImage(path)
  const articleTags = article
    ? [
        { property: "article:published_time", content: isoDate(article.publishedAt) },
        { property: "article:modified_time", content: isoDate(article.updatedAt ?? article.publishedAt) },
        ...article.tags.map((tag) => ({ property: "article:tag", content: tag })),
      ]
    : []
  return {
    title,
    description: meta.description,
    canonical: url,
    metaTags: [
      ...(isPreviewBuild ? [{ name: "robots", content: previewRobots }] : []),
      { property: "og:type", content: article ? "article" : "website" },
      { property: "og:site_name", content: site.name },
      { property: "og:title", content: meta.title },
      { property: "og:description", content: meta.description },
      { property: "og:url", content: url },
      { property: "og:image", content: image },
      { property: "og:image:width", content: String(ogImageSize.width) },
      { property: "og:image:height", content: String(ogImageSize.height) },
      { property: "og:image:alt", content: title },
      { property: "og:locale", content: localeInfo[localeOfPath(path)].openGraph },
      ...locales
        .filter((locale) => locale !== localeOfPath(path))
        .map((locale) => ({ property: "og:locale:alternate", content: localeInfo[locale].openGraph })),
      { name: "twitter:card", content: "summary_large_image" },
      { name: "twitter:title", content: meta.title },
      { name: "twitter:description", content: meta.description },
      { name: "twitter:image", content: image },
      ...articleTags,
    ],
    structuredData: [organizationData(localeOfPath(path))],
  }
}

/** Such as the 404 page. */
export function unindexedPageHead(meta: PageMeta): PageHead {
  return {
    title: documentTitle(meta),
    description: meta.description,
    metaTags: [{ name: "robots", content: isPreviewBuild ? previewRobots : "noindex" }],
    structuredData: [],
  }
}
