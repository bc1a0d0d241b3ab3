import type { APIRoute } from "astro"
import { sitePages } from "~/config/pages"
import { isPreviewBuild } from "~/config/preview"
import { localizePath } from "~/config/locales"
import { paths, siteUrls } from "~/config/paths"
import { site } from "~/config/site"
import { textFor } from "~/lib/interface-text"
import { getCaseStudies, getList, getPageMeta, getPublishedPosts } from "~/lib/collections"
import { formatMoney } from "~/lib/format"
import { formatMonthly, formatServicePrice } from "~/lib/price-text"
import { inEachLanguage, pageLocale } from "~/lib/page-locale"
import { phoneHoursIn } from "~/lib/interface-text"

/** One a language: /llms.txt and /es/llms.txt, each naming the pages in its language. */
export const getStaticPaths = inEachLanguage

/**
 * /llms.txt (https://llmstxt.org): what the agency does, its services and prices, and a link to
 * the Markdown version of every page, post and client story, made from the same content. A
 * preview's lists nothing: its content is still the template's examples.
 */
export const GET: APIRoute = async (context) => {
  const locale = pageLocale(context)
  const { llmsText, priceLabels } = textFor(locale)
  const to = (path: string) => localizePath(path, locale)
  if (isPreviewBuild) return plainText([`# ${llmsText.preview.title(site.name)}`, "", `> ${llmsText.preview.note}`, ""])
  const urls = siteUrls(site.url)
  const link = (title: string, path: string, about: string) => `- [${title}](${urls.markdown(path)}): ${about}`
  const [posts, stories, services, plans, pages] = await Promise.all([
    getPublishedPosts(locale),
    getCaseStudies(locale),
    getList("services", locale),
    getList("plans", locale),
    Promise.all(
      sitePages.map(async (page) => ({ ...page, path: to(page.path), meta: await getPageMeta(page.copy, locale) })),
    ),
  ])
  const mainPages = pages.filter((page) => page.priority >= 0.5)
  const otherPages = pages.filter((page) => page.priority < 0.5)
  const { headings } = llmsText

  const lines = [
    `# ${site.name}`,
    "",
    `> ${pages[0]?.meta.description ?? ""}`,
    "",
    llmsText.about(site.name),
    "",
    llmsText.howToStart,
    "",
    llmsText.guarantees,
    "",
    llmsText.contact(site.email, site.phone.display, phoneHoursIn(locale)),
    "",
    `## ${headings.services}`,
    "",
    ...services.map((service) =>
      link(service.title, to(paths.services), `${service.summary} ${formatServicePrice(service.pricing, locale)}.`),
    ),
    "",
    `## ${headings.plans}`,
    "",
    ...plans.flatMap((plan) => {
      const name = plan.popular ? llmsText.popular(plan.name) : plan.name
      const price =
        plan.price.kind === "fixed"
          ? llmsText.planPrice(
              formatMonthly(plan.price.monthlyFee, locale),
              `${formatMoney(plan.price.setupFee)} ${priceLabels.setupFee}`,
            )
          : priceLabels.custom
      // One feature a line: each is written to stand alone ("Integración básica de chatbot").
      return [`- ${name}: ${price}.`, ...plan.features.map((feature) => `  - ${feature}`)]
    }),
    "",
    llmsText.plansNote,
    "",
    `## ${headings.pages}`,
    "",
    ...mainPages.map((page) => link(page.meta.title, page.path, page.meta.description)),
    "",
    `## ${headings.insights}`,
    "",
    ...posts.map(({ summary }) => link(summary.title, summary.path, summary.description)),
    "",
    `## ${headings.stories}`,
    "",
    ...stories.map((story) =>
      link(
        story.company,
        to(paths.caseStudy(story.id)),
        `${story.industry}. ${story.results.map((result) => `${result.metric} ${result.description}`).join("; ")}.`,
      ),
    ),
    "",
    `## ${headings.optional}`,
    "",
    ...otherPages.map((page) => link(page.meta.title, page.path, page.meta.description)),
    `- [${llmsText.feed}](${urls.url(to(paths.rss))})`,
    "",
  ]
  return plainText(lines)
}

const plainText = (lines: readonly string[]) =>
  new Response(lines.join("\n"), { headers: { "Content-Type": "text/plain; charset=utf-8" } })
