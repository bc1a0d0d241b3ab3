import TurndownService from "turndown"
import { llmsWords } from "virtual:content/llmsWords"
import { localeOfPath } from "../app/config/locales"
import { paths, siteUrls } from "../app/config/paths"
import type { SiteSettings } from "../app/config/settings"
import { canonicalUrlOf, type BuiltPage } from "./built-pages"

/**
 * A Markdown version of every indexable page, for AI assistants and tools that read text
 * (listed in /llms-full.txt, the main ones and the latest posts in /llms.txt): the page's main content as the build wrote it, with absolute links.
 * Decoration (icons, separators hidden from screen readers) and the contact form are left out;
 * every testimonial of the carousel and every FAQ answer is kept.
 */
export class MarkdownPages {
  private readonly turndown = new TurndownService({
    headingStyle: "atx",
    bulletListMarker: "-",
    codeBlockStyle: "fenced",
  })
  private readonly urls: ReturnType<typeof siteUrls>

  constructor(site: Pick<SiteSettings, "url">) {
    const leftOut = new Set(["SCRIPT", "STYLE", "SVG", "svg", "NOSCRIPT", "TEMPLATE", "FORM"])
    this.turndown.remove((node) => leftOut.has(node.nodeName))
    this.turndown.addRule("decoration", {
      filter: (node) => node.getAttribute("aria-hidden") === "true" && !node.hasAttribute("data-carousel-slide"),
      replacement: () => "",
    })
    this.urls = siteUrls(site.url)
  }

  /** The page's Markdown version and its file (`/services` -> `/services.md`), or null for a page without one. */
  of(page: Pick<BuiltPage, "path" | "html">): { file: string; markdown: string } | null {
    const canonical = canonicalUrlOf(page.html)
    const main = /<main[^>]*>([\s\S]*)<\/main>/.exec(page.html)?.[1]
    if (!canonical || !main) return null
    const html = main.replace(
      /(href|src)="(\/[^"]*)"/g,
      (_, attribute: string, target: string) => `${attribute}="${this.urls.url(target)}"`,
    )
    const text = this.turndown
      .turndown(html)
      .replace(/[ \t]+$/gm, "")
      .replace(/\n{3,}/g, "\n\n")
      .trim()
    return {
      file: paths.markdown(page.path),
      markdown: `${text}\n\n---\n\n${llmsWords[localeOfPath(page.path)].markdownSource}: ${canonical}\n`,
    }
  }
}
