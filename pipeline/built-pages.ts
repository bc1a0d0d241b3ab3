import { readdir, readFile, writeFile } from "node:fs/promises"
import path from "node:path"
import { localeInfo, locales } from "../app/config/locales"
import { notFoundPage, pageName, sitePages } from "../app/config/pages"

/** A page of the build, as the server will send it. */
export interface BuiltPage {
  /** The path it answers: "/", "/services", "/blog/page/2", and "/404.html" for the 404 page. */
  path: string
  /** Relative to build/client: "index.html", "services.html", "es.html", "404.html". */
  file: string
  html: string
}

/**
 * The content editor's page, /admin: not one of the site's pages (app/cms/editor-page.astro).
 * Everything the editor loads is under /assets/, so its file is all it adds to the build.
 */
export const adminFile = "admin.html"

/** The 404 page's file, which servers send for any address the site does not have. */
const notFoundFile = "404.html"

/**
 * The 404 page's file in each language: "404.html", "es/404.html", which servers send for an
 * address under /es/ the site does not have.
 */
export const notFoundFiles = locales.map((locale) =>
  `${localeInfo[locale].prefix.slice(1)}/404.html`.replace(/^\//, ""),
)

/**
 * The address a page's file answers. Astro writes each page as a file named after its address
 * (`build.format: "file"`, astro.config.ts): services.html answers /services, es.html /es, and
 * index.html the home page. Every host then serves the address as written, with no trailing slash
 * (docs/decisions/022-one-policy-and-address-on-every-host.md).
 */
export function pathOfFile(file: string): string {
  if (notFoundFiles.includes(file)) return `/${file}`
  return file === "index.html" ? "/" : `/${file.replace(/\.html$/, "")}`
}

/** Every HTML page of the site in the build, in the order of their files' names; not the editor. */
export async function readBuiltPages(clientDir: string): Promise<BuiltPage[]> {
  const files = (await readdir(clientDir, { recursive: true }))
    .filter((file) => file.endsWith(".html") && file !== adminFile)
    .sort()
  return Promise.all(
    files.map(async (file) => ({
      path: pathOfFile(file),
      file,
      html: await readFile(path.join(clientDir, file), "utf8"),
    })),
  )
}

/** A page as the build's list of its pages (build/pages.json) gives it. */
export interface ListedPage {
  /** The route: "/", "/services", "/blog/page/2", and "/404" for the 404 page. */
  path: string
  /** Relative to build/client: "index.html", "services.html", "404.html". */
  file: string
  /** For the page list's pages and the 404 page, their short name: "home", "privacy", "not-found". */
  name?: string
  /** One of the site's main pages (app/config/pages.ts). */
  main?: true
  /** The 404 page, which servers send for any address the site does not have. */
  status?: 404
}

/** Where the list goes: beside client/, so it is not served. */
export const pageListFile = "pages.json"

/**
 * Every page of the build: the page list's first, in its order (app/config/pages.ts), then the
 * others by path, then the 404 page. A listed page the build did not make stops it: its route's
 * file and the list disagree.
 */
export function pageList(pages: readonly Pick<BuiltPage, "path" | "file">[]): ListedPage[] {
  const main = sitePages.map((listed) => {
    const page = pages.find((built) => built.path === listed.path)
    if (!page) throw new Error(`app/config/pages.ts lists ${listed.path}, which no page of the build answers`)
    return { path: page.path, file: page.file, name: pageName(listed), main: true as const }
  })
  const others = pages
    .filter((page) => !notFoundFiles.includes(page.file) && !sitePages.some((listed) => listed.path === page.path))
    .map((page) => ({ path: page.path, file: page.file }))
    .sort((a, b) => a.path.localeCompare(b.path))
  const notFound = notFoundFiles
    .filter((file) => pages.some((page) => page.file === file))
    .map((file) => ({
      path: file === notFoundFile ? notFoundPage.path : `/${file.replace(/\.html$/, "")}`,
      file,
      name: file === notFoundFile ? pageName(notFoundPage) : `${pageName(notFoundPage)}-${file.split("/")[0]}`,
      status: 404 as const,
    }))
  return [...main, ...others, ...notFound]
}

/**
 * build/pages.json, the pages this build made, for the scripts that cannot import the app's
 * modules: the budgets (scripts/check-budgets.mjs), the screenshots and the Lighthouse benchmark.
 */
export async function writePageList(clientDir: string, pages: readonly BuiltPage[]): Promise<void> {
  const list = {
    $comment:
      "Written by the build (pipeline/built-pages.ts): every page it made, the main pages of app/config/pages.ts first. Read by npm run test:budgets, npm run screenshots and npm run bench:lighthouse.",
    pages: pageList(pages),
  }
  await writeFile(path.join(path.dirname(clientDir), pageListFile), `${JSON.stringify(list, null, 2)}\n`)
}

/** The text of a `<meta property>` or `<meta name>` in the page's head, entities decoded. */
export function metaContent(html: string, key: string): string | undefined {
  const match = new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)
  return match ? decodeEntities(match[1] ?? "") : undefined
}

/** The page's canonical URL; pages that must not be indexed have none. */
export function canonicalUrlOf(html: string): string | undefined {
  return /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1]
}

/** The page's language versions (`hreflang` alternates, x-default included): { lang, href }. */
export function alternatesOf(html: string): { lang: string; href: string }[] {
  return [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map((match) => ({
    lang: match[1] ?? "",
    href: match[2] ?? "",
  }))
}

/** Text of HTML attributes is written with entities: `[&amp;&gt;svg]:size-4`, `Calloway &amp; Pierce`. */
export function decodeEntities(html: string): string {
  const named: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" }
  return html.replace(/&(#x[\da-f]+|#\d+|\w+);/gi, (entity, name: string) =>
    name.startsWith("#")
      ? String.fromCodePoint(Number.parseInt(name.slice(name[1] === "x" ? 2 : 1), name[1] === "x" ? 16 : 10))
      : (named[name] ?? entity),
  )
}
