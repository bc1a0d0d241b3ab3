import { localizePath, type Locale } from "~/config/locales"
import type { SitePage } from "~/config/pages"
import { paths, siteUrls } from "~/config/paths"
import { site } from "~/config/site"
import type { JsonContent } from "~/content/registry"
import type { CaseStudy } from "~/content/schemas"
import type { PageMeta } from "~/content/types"
import { latestPosts } from "~/lib/blog"
import type { PostSummary } from "~/lib/collections"
import { formatMoney, formatNumber } from "~/lib/format"
import { llmsWords } from "virtual:content/llmsWords"
import { priceWords } from "virtual:content/priceWords"
import { phoneHoursIn } from "~/lib/site-phone-hours"
import { formatMonthly, formatServicePrice } from "~/lib/price-text"

/**
 * What a language's text for AI assistants lists (https://llmstxt.org): /llms.txt, the latest
 * posts and the first client stories, as many as the feed carries (`VITE_FEED_POSTS`), so it stays
 * small however big the blog grows; /llms-full.txt beside it, every one
 * (docs/decisions/031-feeds-at-size.md).
 */
export type LlmsScope = "latest" | "full"

/** A language's content, as its /llms.txt and /llms-full.txt describe it. */
export interface LlmsContent {
  /** The language's published posts, in any order. */
  posts: readonly PostSummary[]
  /** The language's client stories, in the agency's order. */
  stories: readonly CaseStudy[]
  services: JsonContent<"services">
  plans: JsonContent<"plans">
  /** The main pages (config/pages.ts), with the title and description their copy gives in the language. */
  pages: readonly (SitePage & { meta: PageMeta })[]
  /** Each industry's own page, in the language. */
  industries: readonly { path: string; meta: PageMeta }[]
  /** The client stories of each industry and each service (/case-studies/industry/legal): the full list's. */
  storyViews: readonly { path: string; meta: PageMeta }[]
}

/** The posts and client stories a scope lists: the latest posts and first stories, or every one. */
export function llmsListing({ posts, stories }: Pick<LlmsContent, "posts" | "stories">, scope: LlmsScope) {
  const count = scope === "full" ? Infinity : site.feedPosts
  return { posts: latestPosts(posts, count), stories: stories.slice(0, count) }
}

/** The text of /llms.txt ("latest") or /llms-full.txt ("full") in `locale`. */
export function llmsDocument(content: LlmsContent, locale: Locale, scope: LlmsScope): string {
  const to = (path: string) => localizePath(path, locale)
  const urls = siteUrls(site.url)
  const link = (title: string, path: string, about: string) => `- [${title}](${urls.markdown(path)}): ${about}`
  const { services, plans, pages, industries } = content
  const { posts, stories } = llmsListing(content, scope)
  const fullList = urls.url(to(paths.llmsFull))
  /** Where a list stops short of everything: how many it shows of how many, and where the rest are. */
  const rest = (shown: number, total: number) =>
    shown < total ? ["", llmsWords[locale].more(formatNumber(shown), formatNumber(total), fullList)] : []
  const mainPages = pages.filter((page) => page.priority >= 0.5)
  const otherPages = pages.filter((page) => page.priority < 0.5)
  const { headings } = llmsWords[locale]

  return [
    `# ${site.name}`,
    "",
    `> ${pages[0]?.meta.description ?? ""}`,
    "",
    llmsWords[locale].about(site.name),
    "",
    llmsWords[locale].howToStart,
    "",
    llmsWords[locale].guarantees,
    "",
    llmsWords[locale].contact(site.email, site.phone.display, phoneHoursIn(locale)),
    "",
    `## ${headings.services}`,
    "",
    ...services.map((service) =>
      link(
        service.title,
        to(paths.service(service.id)),
        `${service.summary} ${formatServicePrice(service.pricing, locale)}.`,
      ),
    ),
    "",
    `## ${headings.industries}`,
    "",
    ...industries.map((industry) => link(industry.meta.title, industry.path, industry.meta.description)),
    "",
    `## ${headings.plans}`,
    "",
    ...plans.flatMap((plan) => {
      const name = plan.popular ? llmsWords[locale].popular(plan.name) : plan.name
      const price =
        plan.price.kind === "fixed"
          ? llmsWords[locale].planPrice(
              formatMonthly(plan.price.monthlyFee, locale),
              `${formatMoney(plan.price.setupFee)} ${priceWords[locale].setupFee}`,
            )
          : priceWords[locale].custom
      // One feature a line: each is written to stand alone ("Integración básica de chatbot").
      return [`- ${name}: ${price}.`, ...plan.features.map((feature) => `  - ${feature}`)]
    }),
    "",
    llmsWords[locale].plansNote,
    "",
    `## ${headings.pages}`,
    "",
    ...mainPages.map((page) => link(page.meta.title, to(page.path), page.meta.description)),
    "",
    `## ${headings.insights}`,
    "",
    ...posts.map((post) => link(post.title, post.path, post.description)),
    ...rest(posts.length, content.posts.length),
    "",
    `## ${headings.stories}`,
    "",
    ...stories.map((story) =>
      link(
        story.company,
        to(paths.caseStudy(story.id)),
        `${story.industryName}. ${story.results.map((result) => `${result.metric} ${result.description}`).join("; ")}.`,
      ),
    ),
    ...rest(stories.length, content.stories.length),
    // The full list also links the stories of each industry and each service.
    ...(scope === "full"
      ? content.storyViews.map((view) => link(view.meta.title, view.path, view.meta.description))
      : []),
    "",
    `## ${headings.optional}`,
    "",
    ...otherPages.map((page) => link(page.meta.title, to(page.path), page.meta.description)),
    `- [${llmsWords[locale].feed}](${urls.url(to(paths.rss))})`,
    ...(scope === "full" ? [] : [`- [${llmsWords[locale].fullList}](${fullList})`]),
    "",
    // The build appends the text of the pages here (pipeline/llms-full.ts): the latest posts, as many as the feed's.
    ...(scope === "full"
      ? [
          `## ${llmsWords[locale].fullText.heading}`,
          "",
          llmsWords[locale].fullText.intro(formatNumber(Math.min(site.feedPosts, content.posts.length))),
          "",
        ]
      : []),
  ].join("\n")
}
