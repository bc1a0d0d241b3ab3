import { writeFile } from "node:fs/promises"
import path from "node:path"
import TurndownService from "turndown"
import { localeOfPath, type Locale } from "../../app/config/locales"
import { paths, siteUrls } from "../../app/config/paths"
import { llmsText as spanish } from "../../app/content/interface/es/llms"
import { llmsText as english } from "../../app/content/interface/llms"
import type { SiteSettings } from "../../app/config/settings"
import { canonicalUrlOf, type BuiltPage } from "./built-pages"

/** "Source", "Fuente": the word before each page's address, in its language. */
const sourceWord: Record<Locale, string> = { en: english.markdownSource, es: spanish.markdownSource }

/**
 * A Markdown version of every indexable page, for AI assistants and tools that read text
 * (listed in /llms.txt): the page's main content as the build wrote it, with absolute links.
 * Decoration (icons, separators hidden from screen readers) and the contact form are left out;
 * every testimonial of the carousel and every FAQ answer is kept.
 */
export async function writeMarkdownPages(outDir: string, site: SiteSettings, pages: readonly BuiltPage[]): Promise<void> {
  const turndown = new TurndownService({ headingStyle: "atx", bulletListMarker: "-", codeBlockStyle: "fenced" })
  const leftOut = new Set(["SCRIPT", "STYLE", "SVG", "svg", "NOSCRIPT", "TEMPLATE", "FORM"])
  turndown.remove((node) => leftOut.has(node.nodeName))
  const urls = siteUrls(site.url)
  turndown.addRule("decoration", {
    filter: (node) => node.getAttribute("aria-hidden") === "true" && !node.hasAttribute("data-carousel-slide"),
    replacement: () => "",
  })
  await Promise.all(
    pages.map(async (page) => {
      const canonical = canonicalUrlOf(page.html)
      const main = /<main[^>]*>([\s\S]*)<\/main>/.exec(page.html)?.[1]
      if (!canonical || !main) return
      const html = main.replace(/(href|src)="(\/[^"]*)"/g, (_, attribute: string, target: string) =>
        `${attribute}="${urls.url(target)}"`,
      )
      const text = turndown
        .turndown(html)
        .replace(/[ \t]+$/gm, "")
        .replace(/\n{3,}/g, "\n\n")
        .trim()
      const markdown = `${text}\n\n---\n\n${sourceWord[localeOfPath(page.path)]}: ${canonical}\n`
      await writeFile(path.join(outDir, paths.markdown(page.path)), markdown)
    }),
  )
}
