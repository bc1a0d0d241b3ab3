import type { APIRoute } from "astro"
import { sitePages } from "~/config/pages"
import { isPreviewBuild } from "~/config/preview"
import { site } from "~/config/site"
import { llmsWords } from "virtual:content/llmsWords"
import { plans } from "virtual:content/plans"
import { services } from "virtual:content/services"
import { getCaseStudies, getPageMeta, getPublishedPosts } from "~/lib/collections"
import { llmsDocument, type LlmsScope } from "~/lib/llms-text"
import { getIndustryPages, storyViewMeta, storyViews as allStoryViews } from "~/lib/buyer-pages"
import { buyerPageWords } from "virtual:content/buyerPageWords"
import { pageLocale } from "~/lib/page-locale"

/**
 * The route of /llms.txt ("latest") or /llms-full.txt ("full") in each language, made from the
 * same content as the pages. A preview's lists nothing: its content is still the template's examples.
 */
export function llmsRoute(scope: LlmsScope): APIRoute {
  return (context) => {
    const locale = pageLocale(context)
    const { preview } = llmsWords[locale]
    if (isPreviewBuild) return plainText([`# ${preview.title(site.name)}`, "", `> ${preview.note}`, ""].join("\n"))
    const summaries = getPublishedPosts(locale).map(({ summary }) => summary)
    const stories = getCaseStudies(locale)
    const pages = sitePages.map((page) => ({ ...page, meta: getPageMeta(page.copy, locale) }))
    const industries = getIndustryPages(locale).map(({ path, entry }) => ({
      path,
      meta: { title: entry.data.title, description: entry.data.description },
    }))
    const storyViews = allStoryViews(locale).map((view) => ({
      path: view.path,
      meta: storyViewMeta(view, buyerPageWords[locale].filters),
    }))
    const content = {
      posts: summaries,
      stories,
      services: services[locale],
      plans: plans[locale],
      pages,
      industries,
      storyViews,
    }
    return plainText(llmsDocument(content, locale, scope))
  }
}

const plainText = (text: string) => new Response(text, { headers: { "Content-Type": "text/plain; charset=utf-8" } })
