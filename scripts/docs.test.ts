import { execFileSync } from "node:child_process"
import { existsSync, readdirSync, readFileSync } from "node:fs"
import path from "node:path"
import { describe, expect, it } from "vitest"

/*
 * The README is the project's front door and the guides in docs/ hold the rest: every link in them
 * leads somewhere that exists (a file or folder of the repository, and a heading where it names
 * one), the README stays short, and its table of commands names every npm script there is and no
 * other. A source file named in a comment or a guide exists: a name that went stale sends the
 * next reader looking for code that is gone.
 */

const root = path.resolve(import.meta.dirname, "..")
const readmeMostLines = 250

/** The README, the guides (docs/*.md) and the decision records' index. */
const documents = [
  "README.md",
  ...readdirSync(path.join(root, "docs"))
    .filter((file) => file.endsWith(".md"))
    .map((file) => `docs/${file}`),
  "docs/decisions/README.md",
]

const read = (file: string) => readFileSync(path.join(root, file), "utf8")

/** The text outside code: fenced blocks and inline code are examples, not links. */
function prose(markdown: string): string {
  return markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, "").replace(/`[^`\n]*`/g, "")
}

/** Every link target of a Markdown file: `[text](target)`, `[name]: target`, and HTML `src` and `href`. */
function linksOf(markdown: string): string[] {
  const text = prose(markdown)
  const patterns = [
    /\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g,
    /^\s*\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/gm,
    /\s(?:src|href)="([^"]+)"/g,
  ]
  return patterns.flatMap((pattern) => [...text.matchAll(pattern)].map((match) => match[1] ?? ""))
}

/** A heading's anchor as GitHub makes it: lower case, punctuation dropped, spaces as hyphens. */
function slugOf(heading: string): string {
  return heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/[`*_]/g, "")
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, "")
    .replace(/\s/g, "-")
}

/** The anchors of a Markdown file's headings; a repeated heading gets `-1`, `-2`... */
function anchorsOf(markdown: string): Set<string> {
  const seen = new Map<string, number>()
  const anchors = new Set<string>()
  const withoutFences = markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, "")
  for (const [, heading] of withoutFences.matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const slug = slugOf(heading ?? "")
    const count = seen.get(slug) ?? 0
    anchors.add(count === 0 ? slug : `${slug}-${count}`)
    seen.set(slug, count + 1)
  }
  return anchors
}

/** Why a link from `file` leads nowhere, or undefined when it leads somewhere. */
function brokenLink(file: string, target: string): string | undefined {
  if (/^[a-z][a-z\d+.-]*:/i.test(target) || target.startsWith("//")) return undefined
  const [pathPart = "", anchor] = target.split("#", 2)
  const linked =
    pathPart === "" ? path.join(root, file) : path.resolve(path.dirname(path.join(root, file)), decodeURI(pathPart))
  const relative = path.relative(root, linked)
  if (relative.startsWith("..") || path.isAbsolute(relative)) return `${target} leaves the repository`
  if (!existsSync(linked)) return `${target}: no ${relative}`
  if (anchor && linked.endsWith(".md") && !anchorsOf(readFileSync(linked, "utf8")).has(anchor))
    return `${target}: ${relative} has no heading #${anchor}`
  return undefined
}

describe("the README and the guides", () => {
  it.each(documents)("%s: every relative link leads to a file, folder or heading that exists", (file) => {
    const links = linksOf(read(file))
    expect(links.length, `${file} links to nothing`).toBeGreaterThan(0)
    expect(links.flatMap((target) => brokenLink(file, target) ?? [])).toEqual([])
  })

  it(`README.md is a front door: at most ${readmeMostLines} lines`, () => {
    expect(read("README.md").trimEnd().split("\n").length).toBeLessThanOrEqual(readmeMostLines)
  })

  it("README.md gives a fresh machine's two commands", () => {
    const readme = read("README.md")
    expect(readme).toContain("npm ci && npm start")
    expect(readme).toContain("npm ci && npm test")
  })

  it("README.md's table of commands names every npm script, and only those", () => {
    const { scripts } = JSON.parse(read("package.json")) as { scripts: Record<string, string> }
    const named = [...read("README.md").matchAll(/^\|\s*`npm (?:run )?([\w:-]+)`/gm)].map((match) => match[1])
    expect(named.toSorted()).toEqual(Object.keys(scripts).toSorted())
  })
})

/** The repository's files: those git tracks, and new ones it does not ignore. */
const tracked = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], {
  cwd: root,
  encoding: "utf8",
})
  .split("\n")
  .filter(Boolean)

/**
 * The files read for file names: the guides and every folder's README, and the comments of the
 * code. The decision records are left out: each tells of the code as it was when it was taken.
 */
const namingFiles = tracked.filter(
  (file) =>
    /\.(ts|tsx|astro|mjs|js|md|css|sh)$/.test(file) &&
    !/^docs\/decisions\/\d/.test(file) &&
    !file.startsWith("tests/fixtures/"),
)

/**
 * A source file's name, with or without its folders: `pipeline/finish-page.ts`, `start/theme.ts`,
 * `[...locale]/index.astro`, or relative to the file. A name right after a slash or a dot is part of an
 * address (`/services.md`), not a file of the repository.
 */
const sourceName =
  /(?<![\w./~@[-])((?:\.\.?\/)*(?:(?:\[(?:\.\.\.)?\w+\]|[\w.-]+)\/)*(?:\[(?:\.\.\.)?\w+\]|\w[\w.-]*)\.(?:tsx?|astro|mjs|cjs|md|css|sh))(?![\w/])/g

/**
 * The text of `file` that may name files: a guide whole; of code, its comments, without what they
 * quote as a value (`"./entry.ts?inline-script"` is an example of an import, not a file).
 */
function namingText(file: string, text: string): string {
  if (file.endsWith(".md")) return text
  const comments = [...text.matchAll(/\/\*[\s\S]*?\*\/|(?<![:"'`\\])\/\/[^\n]*|<!--[\s\S]*?-->/g)].map(
    (match) => match[0],
  )
  if (file.endsWith(".sh")) comments.push(...[...text.matchAll(/^\s*#[^\n]*/gm)].map((match) => match[0]))
  return comments.join("\n").replace(/"[^"\n]*"/g, "")
}

/**
 * Whether `name`, written in `file`, is a file of the repository: relative to `file` when it starts
 * with a dot, else any tracked file it ends (`start/theme.ts` is app/start/theme.ts). What the build
 * writes (`build/…`) is not tracked and not checked.
 */
function namesTrackedFile(file: string, name: string): boolean {
  if (name.startsWith(".")) return tracked.includes(path.normalize(path.join(path.dirname(file), name)))
  if (/^build(-[\w-]+)?\//.test(name)) return true
  return tracked.some((other) => other === name || other.endsWith(`/${name}`))
}

describe("file names in comments and guides", () => {
  it("every source file a comment or guide names exists", () => {
    const stale = namingFiles.flatMap((file) =>
      [...namingText(file, read(file)).matchAll(sourceName)]
        .map((match) => match[1] ?? "")
        .filter((name) => !namesTrackedFile(file, name))
        .map((name) => `${file} names ${name}`),
    )
    expect(stale).toEqual([])
  })

  it("reads names in comments and guides, not addresses or quoted examples", () => {
    const code = '// See start/theme.ts and app/none.ts, /services.md and "./entry.ts?x".\nconst a = "b.ts"\n'
    const names = [...namingText("app/x.ts", code).matchAll(sourceName)].map((match) => match[1])
    expect(names).toEqual(["start/theme.ts", "app/none.ts"])
    expect(namesTrackedFile("app/x.ts", "start/theme.ts")).toBe(true)
    expect(namesTrackedFile("app/x.ts", "app/none.ts")).toBe(false)
    expect(namesTrackedFile("app/lib/x.ts", "../config/paths.ts")).toBe(true)
    expect(namesTrackedFile("app/lib/x.ts", "../paths.ts")).toBe(false)
  })
})

describe("the link check itself", () => {
  it("finds links outside code only, and checks headings", () => {
    const markdown =
      "# Start here\n\nSee [a](docs/none.md) and `[b](ignored.md)`.\n\n```sh\n[c](also-ignored.md)\n```\n"
    expect(linksOf(markdown)).toEqual(["docs/none.md"])
    expect(brokenLink("README.md", "docs/none.md")).toBe("docs/none.md: no docs/none.md")
    expect(brokenLink("README.md", "package.json")).toBeUndefined()
    expect(brokenLink("README.md", "https://example.com/nowhere")).toBeUndefined()
    expect(brokenLink("README.md", "../outside.md")).toBe("../outside.md leaves the repository")
    expect([...anchorsOf("## The Spanish site (`/es`)\n## Tests\n## Tests\n")]).toEqual([
      "the-spanish-site-es",
      "tests",
      "tests-1",
    ])
  })
})
