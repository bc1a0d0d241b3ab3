import type { APIRoute } from "astro"
import { sitePages } from "~/config/pages"
import { isPreviewBuild } from "~/config/preview"
import { site } from "~/config/site"
import { getCaseStudies, getList, getPageMeta, getPublishedPosts } from "~/lib/collections"
import { textFor } from "~/lib/interface-text"
import { llmsDocument, type LlmsScope } from "~/lib/llms-text"
import { pageLocale } from "~/lib/page-locale"

/**
 * The route of /llms.txt ("latest") or /llms-full.txt ("full") in each language, made from the
 * same content as the pages. A preview's lists nothing: its content is still the template's examples.
 */
export function llmsRoute(scope: LlmsScope): APIRoute {
  return async (context) => {
    const locale = pageLocale(context)
    const { llmsWords } = textFor(locale)
    if (isPreviewBuild)
      return plainText([`# ${llmsWords.preview.title(site.name)}`, "", `> ${llmsWords.preview.note}`, ""].join("\n"))
    const [posts, stories, services, plans, pages] = await Promise.all([
      getPublishedPosts(locale),
      getCaseStudies(locale),
      getList("services", locale),
      getList("plans", locale),
      Promise.all(sitePages.map(async (page) => ({ ...page, meta: await getPageMeta(page.copy, locale) }))),
    ])
    const content = { posts: posts.map(({ summary }) => summary), stories, services, plans, pages }
    return plainText(llmsDocument(content, locale, scope))
  }
}

const plainText = (text: string) => new Response(text, { headers: { "Content-Type": "text/plain; charset=utf-8" } })
