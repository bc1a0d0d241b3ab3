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
import { brotliLevels, writeTwins } from "./precompress"
import { StylePruner } from "./prune-styles"
import type { InlineHashes } from "./security-headers"
import { pageScripts, SiteScripts, type SiteScriptsData } from "./trusted-scripts"
import { styleHashes, toastStyles, withStylePolicy } from "./write-headers"

/** What finishing any page of a build needs, as data a worker thread receives. */
export interface FinishContext {
  clientDir: string
  site: SiteSettings
  scripts: SiteScriptsData
  /** The hashes of the toast's styles (write-headers.ts, `toastStyleHashes`). */
  toastStyles: string[]
  /** The stylesheet every page inlines. */
  stylesheet: string
  /** The cache's folder (build-cache.ts), or null for none. */
  cacheDir: string | null
  /** Changes with the code that draws Open Graph images, for their cache keys. */
  codeVersion: string
}

/** A page once finished: what its policy allows, the files written for it, or what stops the build. */
export interface FinishedPage {
  path: string
  file: string
  inline: InlineHashes
  /** Code the site did not write (trusted-scripts.ts): the build stops, naming each. */
  problems: string[]
}

/**
 * Everything the build does to one page once Astro has written it
 * (pipeline/finish-build.ts runs it for every page, in worker threads):
 * - its code is checked and hashed for its Content-Security-Policy (write-headers.ts,
 *   trusted-scripts.ts); a page with code the site did not write is left as it is;
 * - it keeps only the rules of the stylesheet that can apply to it (prune-styles.ts), gets its
 *   style policy in its head, and is written with its compressed twins (precompress.ts);
 * - its Markdown version (markdown-pages.ts) and Open Graph image (images.ts) are written, the
 *   first with its gzip twin.
 * What the page becomes (`result`), its image and its twins come from the cache (build-cache.ts)
 * when what they are made from has not changed: after an edit to one post, only that post, the
 * lists that show it and their twins are worked on again.
 */
export class PageFinisher {
  readonly cache: BuildCache
  private readonly scripts: SiteScripts
  private readonly pruner: StylePruner
  private readonly markdown: MarkdownPages
  private readonly folder = folderMaker()
  /** What every page's result depends on besides the page: the code, the settings, the trusted scripts, the stylesheet. */
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

  static async create(context: FinishContext): Promise<PageFinisher> {
    return new PageFinisher(context, await OgImages.create(context.site, shareCardWords))
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
    await write(page.file, result.html, isFixedPage(page) ? brotliLevels.visitor : brotliLevels.perContent)
    // The Markdown version is read by AI assistants and other tools, which ask for gzip: a Brotli
    // twin of each would count one file more a page against Cloudflare Pages' 20,000
    // (host-limits.ts), which a thousand posts a language, their topics' pages included, passed.
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

  /**
   * What the page becomes, from the page as Astro wrote it and the context alone: kept in the
   * cache by both (`contextKey`), so a page Astro writes again unchanged is not worked on again.
   */
  private async result(page: BuiltPage): Promise<PageResult> {
    const { site, toastStyles: toastStyleHashes } = this.context
    const checked = pageScripts(page, this.scripts)
    if (checked.problems.length > 0)
      return { inline: { scripts: checked.hashes, styles: [] }, problems: checked.problems, html: page.html }
    const pruned = { ...page, html: await this.pruner.prune(page) }
    // The styles allowed are the pruned stylesheet's (and the toast's, where one can show).
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

/** A finished page, as the cache keeps it. */
interface PageResult {
  inline: InlineHashes
  problems: string[]
  /** Its HTML, its stylesheet pruned and its style policy written. */
  html: string
  markdown?: { file: string; text: string }
  image?: CardText
}

/**
 * Whether the page is one of those whose number does not grow with the content: a page of the
 * page list (app/config/pages.ts) in any language, or a 404 page. The others (one per post,
 * client story, topic, page of posts) are compressed at `brotliLevels.perContent`.
 */
export function isFixedPage(page: Pick<BuiltPage, "path" | "file">): boolean {
  if (notFoundFiles.includes(page.file)) return true
  const path = unlocalizedPath(page.path)
  return sitePages.some((listed) => listed.path === path)
}

/** A path of config/paths.ts ("/og/blog/x.png") as a file of the client folder. */
const relative = (file: string) => file.replace(/^\//, "")
