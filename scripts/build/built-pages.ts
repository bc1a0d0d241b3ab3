import { readdir, readFile } from "node:fs/promises"
import path from "node:path"

/** A page of the build, as the server will send it. */
export interface BuiltPage {
  /** The path it answers: "/", "/services", "/blog/page/2", and "/404.html" for the 404 page. */
  path: string
  /** Relative to build/client: "index.html", "services/index.html", "404.html". */
  file: string
  html: string
}

/** The content editor's folder: its page is not one of the site's (app/cms/editor-page.astro). */
export const adminFolder = "admin"

/** Every HTML page of the site in the build, in the order of their files' names; not the editor. */
export async function readBuiltPages(clientDir: string): Promise<BuiltPage[]> {
  const files = (await readdir(clientDir, { recursive: true }))
    .filter((file) => file.endsWith(".html") && !file.startsWith(`${adminFolder}/`))
    .sort()
  return Promise.all(
    files.map(async (file) => ({
      path: file === "404.html" ? "/404.html" : `/${file.replace(/(^|\/)index\.html$/, "")}`,
      file,
      html: await readFile(path.join(clientDir, file), "utf8"),
    })),
  )
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

/** Text of HTML attributes is written with entities: `[&amp;&gt;svg]:size-4`, `Calloway &amp; Pierce`. */
export function decodeEntities(html: string): string {
  const named: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" }
  return html.replace(/&(#x[\da-f]+|#\d+|\w+);/gi, (entity, name: string) =>
    name.startsWith("#")
      ? String.fromCodePoint(Number.parseInt(name.slice(name[1] === "x" ? 2 : 1), name[1] === "x" ? 16 : 10))
      : (named[name] ?? entity),
  )
}
