import { writeFile } from "node:fs/promises"
import path from "node:path"
import { shareCardWords } from "virtual:content/shareCardWords"
import { unlocalizedPath } from "../app/config/locales"
import { sitePages } from "../app/config/pages"
import type { SiteSettings } from "../app/config/settings"
import { BuildCache, folderMaker, type CacheKind } from "./build-cache"
import { notFoundFiles, type BuiltPage } from "./built-pages"
import { OgImages, type CardText } from "./images"
import { MarkdownPages } from "./markdown-pages"
import { writeTwins, type BrotliLevels } from "./precompress"
import { StylePruner } from "./prune-styles"
import type { InlineHashes } from "./security-headers"
import { pageScripts, SiteScripts, type SiteScriptsData } from "./trusted-scripts"
import { styleHashes, toastStyles, withStylePolicy } from "./write-headers"

/** What finishing any page of a build needs, as data a worker thread receives. */
export interface FinishContext {
  clientDir: string
  site: SiteSettings
  scripts: SiteScriptsData
  toastStyles: string[]
  stylesheet: string
  /** Null for no cache. */
  cacheDir: string | null
  brotliLevels: BrotliLevels
  /** Changes with the code that draws Open Graph images, for their cache keys. */
  codeVersion: string
}

export interface FinishedPage {
  path: string
  file: string
  inline: InlineHashes
  /** Code the site did not write: the build stops, naming each. */
  problems: string[]
}

/**
 * Everything the build does to one page once Astro has written it, in a worker thread (pipeline/README.md lists the
 * steps). The result, image and twins come from the cache while what they are made from is unchanged: after an edit
 * to one post, only that post, the lists that show it and their twins are worked on again.
 */
export class PageFinisher {
  readonly cache: BuildCache
  private readonly scripts: SiteScripts
  private readonly pruner: StylePruner
  private readonly markdown: MarkdownPages
  private readonly folder = folderMaker()
  /** What every page's result depends on besides the page. */
  private readonly contextKey: string

  private constructor(
    private readonly context: FinishContext,
    private readonly og: OgImages,
  ) {
    this.cache = new BuildCache(context.cacheDir)
    this.scripts = SiteScripts.from(context.scripts)
    this.pruner = new StylePruner(context.clientDir, context.stylesheet)
    this.markdown = new MarkdownPages(context.site)
    this.contextKey = BuildCache.key(
      context.codeVersion,
      JSON.stringify(context.site),
      JSON.stringify(context.scripts),
      JSON.stringify(context.toastStyles),
      context.stylesheet,
    )
  }

  static create(context: FinishContext): PageFinisher {
    return new PageFinisher(context, new OgImages(context.site, shareCardWords))
  }

  /** What the cache was asked for, by kind: the entries the cache keeps after the build. */
  get usedKeys(): Record<CacheKind, Set<string>> {
    return this.cache.used
  }

  async finish(page: BuiltPage): Promise<FinishedPage> {
    const { clientDir } = this.context
    const key = BuildCache.key(this.contextKey, page.path, page.file, page.html)
    const cached = await this.cache.get("page", key)
    const result = cached ? (JSON.parse(cached.toString()) as PageResult) : await this.result(page)
    const finished = { path: page.path, file: page.file, inline: result.inline, problems: result.problems }
    if (result.problems.length > 0) return finished
    if (!cached) await this.cache.put("page", key, Buffer.from(JSON.stringify(result)))

    const write = async (file: string, content: string, level: number | null) => {
      const full = path.join(clientDir, file)
      const bytes = Buffer.from(content)
      await this.folder(path.dirname(full))
      await writeFile(full, bytes)
      await writeTwins(full, bytes, level, this.cache, { onThisThread: true })
    }
    const levels = this.context.brotliLevels
    await write(page.file, result.html, isFixedPage(page) ? levels.visitor : levels.perContent)
    // The Markdown version's readers (AI assistants, tools) ask for gzip: a Brotli twin would count one file more a
    // page against Cloudflare Pages' 20,000, which a thousand posts a language, topics included, passed.
    if (result.markdown) await write(result.markdown.file, result.markdown.text, null)
    const image = result.image
    if (image) {
      const full = path.join(clientDir, image.file)
      await this.folder(path.dirname(full))
      const imageKey = BuildCache.key(this.context.codeVersion, ...this.og.cardInputs(image))
      await this.cache.produce("og", imageKey, full, () => this.og.draw(image))
    }
    return finished
  }

  /** From the page as Astro wrote it and the context alone, so the cache keys on both (`contextKey`). */
  private async result(page: BuiltPage): Promise<PageResult> {
    const { site, toastStyles: toastStyleHashes } = this.context
    const checked = pageScripts(page, this.scripts)
    if (checked.problems.length > 0)
      return { inline: { scripts: checked.hashes, styles: [] }, problems: checked.problems, html: page.html }
    const pruned = { ...page, html: await this.pruner.prune(page) }
    const styles = [...styleHashes(pruned.html), ...toastStyles(pruned.html, site, toastStyleHashes)]
    const markdown = this.markdown.of(page)
    const image = this.og.imageOf(page)
    return {
      inline: { scripts: checked.hashes, styles },
      problems: [],
      html: withStylePolicy(pruned, styles, site),
      ...(markdown ? { markdown: { file: relative(markdown.file), text: markdown.markdown } } : {}),
      ...(image ? { image: { ...image, file: relative(image.file) } } : {}),
    }
  }
}

interface PageResult {
  inline: InlineHashes
  problems: string[]
  html: string
  markdown?: { file: string; text: string }
  image?: CardText
}

/** Pages whose number does not grow with the content; the others are compressed at `brotliLevels.perContent`. */
export function isFixedPage(page: Pick<BuiltPage, "path" | "file">): boolean {
  if (notFoundFiles.includes(page.file)) return true
  const path = unlocalizedPath(page.path)
  return sitePages.some((listed) => listed.path === path)
}

const relative = (file: string) => file.replace(/^\//, "")
