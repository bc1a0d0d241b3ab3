import { readdir, readFile, writeFile } from "node:fs/promises"
import path from "node:path"
import { localeInfo, locales, localizePath } from "../app/config/locales"
import { budgetsByRoute, notFoundPage, sitePages } from "../app/config/pages"

export interface BuiltPage {
  /** "/", "/services", "/blog/page/2", and "/404.html" for the 404 page. */
  path: string
  /** Relative to the client folder: "index.html", "services.html", "es.html", "404.html". */
  file: string
  html: string
}

/** The content editor's page, not one of the site's: all it loads is under /assets/. */
export const adminFile = "admin.html"

const notFoundFile = "404.html"

/** "404.html", "es/404.html": servers send the one of the address's language. */
export const notFoundFiles = locales.map((locale) =>
  `${localeInfo[locale].prefix.slice(1)}/404.html`.replace(/^\//, ""),
)

/** Astro writes each page as a file named after its address (`build.format: "file"`), so every host serves it without a trailing slash. */
export function pathOfFile(file: string): string {
  if (notFoundFiles.includes(file)) return `/${file}`
  return file === "index.html" ? "/" : `/${file.replace(/\.html$/, "")}`
}

/** In the order of their files' names; not the editor. */
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

export interface ListedPage {
  /** "/404" for the 404 page. */
  path: string
  file: string
  /** For the main pages and the 404 page: "home", "privacy", "not-found". */
  name?: string
  main?: true
  status?: 404
}

/** Beside the client folder, so it is not served. */
export const pageListFile = "pages.json"

/** The main pages in their order, then the others by path, then the 404 pages; a main page not built stops the build. */
export function pageList(pages: readonly Pick<BuiltPage, "path" | "file">[]): ListedPage[] {
  const main = sitePages.map((listed) => {
    const page = pages.find((built) => built.path === listed.path)
    if (!page) throw new Error(`app/config/pages.ts lists ${listed.path}, which no page of the build answers`)
    return { path: page.path, file: page.file, name: listed.name, main: true as const }
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
      name: file === notFoundFile ? notFoundPage.name : `${notFoundPage.name}-${file.split("/")[0]}`,
      status: 404 as const,
    }))
  return [...main, ...others, ...notFound]
}

/** For the scripts that cannot import the app's modules: the budgets, the screenshots, the Lighthouse benchmark. */
export async function writePageList(clientDir: string, pages: readonly BuiltPage[]): Promise<void> {
  const list = {
    $comment:
      "Written by the build (pipeline/built-pages.ts): every page it made, the main pages of app/config/pages.ts first, and the page list's budgets by the route each covers. Read by npm run test:budgets, npm run screenshots and npm run bench:lighthouse.",
    pages: pageList(pages),
    budgets: budgetsByRoute(localizePath),
  }
  await writeFile(path.join(path.dirname(clientDir), pageListFile), `${JSON.stringify(list, null, 2)}\n`)
}

/** Entities decoded. */
export function metaContent(html: string, key: string): string | undefined {
  const match = new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)
  return match ? decodeEntities(match[1] ?? "") : undefined
}

/** Pages that must not be indexed have none. */
export function canonicalUrlOf(html: string): string | undefined {
  return /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1]
}

/** The `hreflang` alternates, x-default included. */
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
