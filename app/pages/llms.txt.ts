import type { APIRoute } from "astro"
import { sitePages } from "~/config/pages"
import { isPreviewBuild } from "~/config/preview"
import { paths, siteUrls } from "~/config/paths"
import { site } from "~/config/site"
import { llmsText } from "~/content/interface/llms"
import { priceLabels } from "~/content/interface/price-labels"
import { getCaseStudies, getList, getPageMeta, getPublishedPosts } from "~/lib/collections"
import { formatMoney, formatMonthly, formatServicePrice } from "~/lib/format"

/**
 * /llms.txt (https://llmstxt.org): what the agency does, its services and prices, and a link to
 * the Markdown version of every page, post and client story, made from the same content. A
 * preview's lists nothing: its content is still the template's examples.
 */
export const GET: APIRoute = async () => {
  if (isPreviewBuild) return plainText([`# ${llmsText.preview.title(site.name)}`, "", `> ${llmsText.preview.note}`, ""])
  const urls = siteUrls(site.url)
  const link = (title: string, path: string, about: string) => `- [${title}](${urls.markdown(path)}): ${about}`
  const [posts, stories, services, plans, pages] = await Promise.all([
    getPublishedPosts(),
    getCaseStudies(),
    getList("services"),
    getList("plans"),
    Promise.all(sitePages.map(async (page) => ({ ...page, meta: await getPageMeta(page.copy) }))),
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
    llmsText.contact(site.email, site.phone.display, site.phoneHours),
    "",
    `## ${headings.services}`,
    "",
    ...services.map((service) =>
      link(service.title, paths.services, `${service.summary} ${formatServicePrice(service.pricing)}.`),
    ),
    "",
    `## ${headings.plans}`,
    "",
    ...plans.map((plan) => {
      const name = plan.popular ? llmsText.popular(plan.name) : plan.name
      const price =
        plan.price.kind === "fixed"
          ? llmsText.planPrice(
              formatMonthly(plan.price.monthlyFee),
              `${formatMoney(plan.price.setupFee)} ${priceLabels.setupFee}`,
            )
          : priceLabels.custom
      return `- ${name}: ${price}. ${plan.features.join(", ")}.`
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
        paths.caseStudy(story.id),
        `${story.industry}. ${story.results.map((result) => `${result.metric} ${result.description}`).join("; ")}.`,
      ),
    ),
    "",
    `## ${headings.optional}`,
    "",
    ...otherPages.map((page) => link(page.meta.title, page.path, page.meta.description)),
    `- [${llmsText.feed}](${urls.url(paths.rss)})`,
    "",
  ]
  return plainText(lines)
}

const plainText = (lines: readonly string[]) =>
  new Response(lines.join("\n"), { headers: { "Content-Type": "text/plain; charset=utf-8" } })
