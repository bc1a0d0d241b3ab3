import { spawnSync } from "node:child_process"
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import type { Field } from "@sveltia/cms"
import { build } from "vite"
import { afterAll, describe, expect, it } from "vitest"
import { cmsConfig, withLocaleFolder } from "~/cms/config"
import { sampleFlag } from "~/cms/fields"
import { readSiteSettings } from "~/config/settings"
import { contentModules } from "~/content/read"
import { contentRegistry } from "~/content/registry"
import { caseStudySchema, legalPageSchema, readJsonFile } from "~/content/schemas"
import { parseEntry, splitFrontMatter } from "~/test/content-files"
import { specRoot } from "~/test/spec-content"
import {
  buildPurposeOf,
  editorFileCollections,
  editorFolders,
  editorLegalPages,
  launchChecklistMarkdown,
  launchList,
  refusalText,
  settingsPlace,
} from "./launch-check"

const root = path.resolve(import.meta.dirname, "..")
const realSite = "https://www.real-agency.example"

describe("what a build is for", () => {
  it.each([
    ["nothing set", {}, "example"],
    [
      "the example's canonical URL, with a trailing slash",
      { VITE_SITE_URL: "https://www.kineticai.agency/" },
      "example",
    ],
    ["a canonical URL of its own", { VITE_SITE_URL: realSite }, "public"],
    ["SITE_ENV=production", { SITE_ENV: "production" }, "public"],
    ["Netlify's production deploy", { CONTEXT: "production" }, "public"],
    ["a Netlify deploy preview", { CONTEXT: "deploy-preview" }, "example"],
    ["Vercel's production deployment", { VERCEL_ENV: "production" }, "public"],
    ["a Vercel preview deployment", { VERCEL_ENV: "preview" }, "example"],
    ["Cloudflare Pages on the branch the editor saves to", { CF_PAGES: "1", CF_PAGES_BRANCH: "main" }, "public"],
    ["Cloudflare Pages on another branch", { CF_PAGES: "1", CF_PAGES_BRANCH: "redesign" }, "example"],
    [
      "Cloudflare Pages on a production branch of another name",
      { CF_PAGES: "1", CF_PAGES_BRANCH: "live", VITE_CMS_BRANCH: "live" },
      "public",
    ],
    [
      "a public build with ALLOW_SAMPLE_CONTENT=true",
      { VITE_SITE_URL: realSite, ALLOW_SAMPLE_CONTENT: "true" },
      "preview",
    ],
    ["SITE_ENV=preview, whatever the host says", { SITE_ENV: "preview", VERCEL_ENV: "production" }, "preview"],
    [
      "SITE_ENV=development, whatever the host and the URL say",
      { SITE_ENV: "development", CONTEXT: "production", VITE_SITE_URL: realSite },
      "example",
    ],
  ])("%s (%j): %s", (_, env, kind) => {
    expect(buildPurposeOf(env).kind).toBe(kind)
  })

  it("refuses a value it cannot read, naming the variable", () => {
    expect(() => buildPurposeOf({ SITE_ENV: "prod" })).toThrow(
      'SITE_ENV must be one of production, preview, development, got "prod"',
    )
    expect(() => buildPurposeOf({ VITE_SITE_URL: realSite, ALLOW_SAMPLE_CONTENT: "yes" })).toThrow(
      'ALLOW_SAMPLE_CONTENT must be one of true, false, got "yes"',
    )
  })
})

/*
 * The launch list of the site as it ships, with the template's sample content
 * (tests/fixtures/spec-content): the live content may be the agency's own by now, and README's
 * checklist is the template's.
 */
describe("the launch list of the site as shipped", () => {
  const items = launchList({}, specRoot)
  const fieldsAt = (place: string) => items.filter((item) => item.place === place).map((item) => item.field)
  const written = (file: string) =>
    JSON.parse(readFileSync(path.join(specRoot, file), "utf8")) as Record<string, unknown>

  it("names each setting still at the example agency's default", () => {
    expect(fieldsAt(settingsPlace)).toEqual([
      "VITE_SITE_NAME",
      "VITE_SITE_URL",
      "VITE_BOOKING_URL",
      "VITE_DEMO_VIDEO_URL",
      "VITE_CONTACT_EMAIL",
      "VITE_CONTACT_PHONE",
      "VITE_AI_PROVIDERS",
      "VITE_LEAD_RETENTION_DAYS",
      "VITE_SECURITY_CONTACT",
      "VITE_CMS_REPOSITORY",
    ])
    expect(items).toContainEqual({
      place: settingsPlace,
      field: "VITE_BOOKING_URL",
      what: "still the example's https://calendly.com/kineticai/strategy-session; set your own booking calendar, where every lead lands",
    })
  })

  it.each(["testimonials", "faqs", "claims", "industries"] as const)(
    "names each sample entry of the %s list by its field, where /admin edits it",
    (name) => {
      const { file, label } = contentRegistry[name]
      const entries = written(file)[name] as { sample?: boolean }[]
      const samples = entries.flatMap((entry, index) => (entry.sample ? [`${name}.${index}.sample`] : []))
      expect(samples.length).toBeGreaterThan(0)
      expect(fieldsAt(`/admin › Site content › ${label}`)).toEqual(samples)
      expect(items.find((item) => item.field === samples[0])?.file).toBe(file)
    },
  )

  it("names each testimonial by its author and company", () => {
    const [first] = written(contentRegistry.testimonials.file).testimonials as { author: string; company: string }[]
    expect(items).toContainEqual({
      place: "/admin › Site content › Testimonials",
      file: contentRegistry.testimonials.file,
      field: "testimonials.0.sample",
      what: `${first?.author}, ${first?.company}`,
    })
  })

  it.each([
    ["app/content/case-studies", "/admin › Client stories"],
    ["app/content/blog", "/admin › Insights"],
  ])("names each sample file of %s", (folder, place) => {
    const files = readdirSync(path.join(specRoot, folder)).filter((file) => file.endsWith(".md"))
    expect(fieldsAt(place)).toEqual(files.sort().map((file) => `${file}: sample`))
  })

  it("names the home page's example chat, and each legal page's text and placeholders", () => {
    expect(fieldsAt("/admin › Pages › Home page")).toEqual(["heroConversation.sample"])
    for (const [page, label] of Object.entries(editorLegalPages.pages)) {
      const file = `app/content/legal/${page}.md`
      const { placeholders } = parseEntry(file, frontMatterOf(file), legalPageSchema)
      expect(placeholders.length, file).toBeGreaterThanOrEqual(3)
      expect(items.filter((item) => item.place === `/admin › Legal pages › ${label}`)).toEqual([
        { place: `/admin › Legal pages › ${label}`, file, field: "sample", what: "the whole text is the template's" },
        ...placeholders.map((what, index) => ({
          place: expect.any(String),
          file,
          field: `placeholders.${index}`,
          what,
        })),
      ])
    }
  })

  it("is the checklist of docs/before-you-launch.md, written from it", async () => {
    const guide = readFileSync(path.join(root, checklistFile), "utf8")
    const start = guide.indexOf(checklistStart)
    const end = guide.indexOf(checklistEnd)
    expect(start, `${checklistFile} has no ${checklistStart} ... ${checklistEnd}`).toBeGreaterThan(-1)
    const checklist = `\n\n${launchChecklistMarkdown(items)}\n`
    if (expect.getState().snapshotState.snapshotUpdateState === "all") {
      writeFileSync(
        path.join(root, checklistFile),
        `${guide.slice(0, start + checklistStart.length)}${checklist}${guide.slice(end)}`,
      )
      return
    }
    expect(
      guide.slice(start + checklistStart.length, end),
      `${checklistFile}'s launch checklist differs from the list: rewrite it with \`npx vitest run pipeline/launch-check.test.ts -u\``,
    ).toBe(checklist)
  })
})

/** The guide that holds the checklist, which README.md links to. */
const checklistFile = "docs/before-you-launch.md"
const checklistStart =
  "<!-- launch-checklist: written by `npx vitest run pipeline/launch-check.test.ts -u` from pipeline/launch-check.ts -->"
const checklistEnd = "<!-- launch-checklist end -->"

function frontMatterOf(file: string): Record<string, unknown> {
  return splitFrontMatter(readFileSync(path.join(specRoot, file), "utf8")).data as Record<string, unknown>
}

describe("a public build", () => {
  const env = { VITE_SITE_URL: realSite }

  it("with the template's examples is refused with the whole list, grouped by where each is changed", () => {
    const items = launchList(env, specRoot)
    const text = refusalText(buildPurposeOf(env), items)
    expect(text).toMatch(
      /^This build is for the public web \(VITE_SITE_URL is https:\/\/www\.real-agency\.example, not the example's\), and \d+ things in it are still the template's examples/,
    )
    // Its canonical URL is the agency's own: every other example setting is listed.
    expect(items.map((item) => item.field)).not.toContain("VITE_SITE_URL")
    expect(text).toContain(
      `${settingsPlace}:\n  - VITE_SITE_NAME: still the example's Kinetic AI; set your agency's name\n  - VITE_BOOKING_URL:`,
    )
    expect(text).toContain(
      "\n\n/admin › Site content › Testimonials (app/content/testimonials.json):\n  - testimonials.0.sample: ",
    )
    for (const item of items) expect(text).toContain(`\n  - ${item.field}: ${item.what}\n`)
    expect(text).toMatch(/set ALLOW_SAMPLE_CONTENT=true\.$/)
  })

  it("stops `astro build` before anything is compiled, printing the list", { timeout: buildTimeout }, () => {
    const result = spawnSync(process.execPath, [astroBin, "build"], {
      cwd: root,
      env: {
        ...process.env,
        ASTRO_TELEMETRY_DISABLED: "1",
        BUILD_DIRECTORY: refusedBuild,
        BUILD_CONTENT_EDITOR: "false",
        VITE_SITE_URL: realSite,
      },
      encoding: "utf8",
      timeout: buildTimeout,
    })
    expect(result.status).toBe(1)
    expect(result.stderr).toContain(
      `This build is for the public web (VITE_SITE_URL is ${realSite}, not the example's)`,
    )
    expect(result.stderr).toContain(refusalText(buildPurposeOf(env), launchList(env)))
    expect(result.stdout).not.toMatch(/building client|generating static routes/i)
  })

  it("passes once the examples are replaced: real settings, and content with its clients' permissions", () => {
    const settings = {
      VITE_SITE_URL: realSite,
      VITE_SITE_NAME: "Real Agency",
      VITE_BOOKING_URL: "https://cal.com/real-agency/consultation",
      VITE_DEMO_VIDEO_URL: `${realSite}/demo`,
      VITE_CONTACT_EMAIL: "hello@real-agency.example",
      VITE_CONTACT_PHONE: "+1 646 201 0199",
      VITE_CMS_REPOSITORY: "real-agency/website",
      VITE_AI_PROVIDERS: "openai,anthropic",
      VITE_LEAD_RETENTION_DAYS: "90",
      VITE_SECURITY_CONTACT: "security@real-agency.example",
    }
    expect(() => readSiteSettings(settings)).not.toThrow()
    const fixture = replacedContent()
    // What the agency wrote fits the schemas: a real testimonial and story carry their permission.
    const testimonials = path.join(fixture, contentRegistry.testimonials.file)
    expect(() =>
      readJsonFile(testimonials, contentRegistry.testimonials.schema, readFileSync(testimonials, "utf8")),
    ).not.toThrow()
    const stories = path.join(fixture, "app/content/case-studies")
    for (const file of readdirSync(stories)) {
      const data = splitFrontMatter(readFileSync(path.join(stories, file), "utf8")).data
      expect(() => parseEntry(file, data, caseStudySchema)).not.toThrow()
    }
    expect(buildPurposeOf(settings).kind).toBe("public")
    expect(launchList(settings, fixture)).toEqual([])
  })

  afterAll(() => {
    rmSync(path.join(root, refusedBuild), { recursive: true, force: true })
  })
})

/** Astro's start-up alone is about 5 s on a busy two-core machine; the check stops it right after. */
const buildTimeout = 60_000
const refusedBuild = "build-launch-check"

const astroBin = (() => {
  const packageFile = path.join(root, "node_modules/astro/package.json")
  const { bin } = JSON.parse(readFileSync(packageFile, "utf8")) as { bin: { astro: string } }
  return path.join(path.dirname(packageFile), bin.astro)
})()

/** Folders the tests write, removed once they have run. */
const fixtures: string[] = []
afterAll(() => {
  for (const folder of fixtures) rmSync(folder, { recursive: true, force: true })
})

/**
 * A copy of the content as the agency leaves it before launch: every sample entry turned into the
 * agency's own (here, the same words), each testimonial and client story with the permission its
 * client gave, and the legal pages settled.
 */
function replacedContent(): string {
  const fixture = mkdtempSync(path.join(tmpdir(), "launch-ready-"))
  fixtures.push(fixture)
  const content = path.join(fixture, "app/content")
  cpSync(path.join(root, "app/content"), content, { recursive: true })
  const permission = { givenBy: "Dana Whitfield, Managing Partner", date: "2026-10-02" }
  for (const file of readdirSync(content, { recursive: true, encoding: "utf8" })) {
    const filePath = path.join(content, file)
    if (file.endsWith(".json")) {
      const isTestimonials = path.join("app/content", file) === contentRegistry.testimonials.file
      const replaced = JSON.parse(readFileSync(filePath, "utf8"), (_, value: unknown) =>
        isSampleEntry(value) ? { ...value, sample: false, ...(isTestimonials ? { permission } : {}) } : value,
      )
      writeFileSync(filePath, JSON.stringify(replaced, null, 2))
    }
    if (file.endsWith(".md")) {
      const recorded = file.startsWith("case-studies")
        ? `\npermission:\n  givenBy: "${permission.givenBy}"\n  date: ${permission.date}`
        : ""
      const replaced = readFileSync(filePath, "utf8")
        .replace(/^sample: true$/m, `sample: false${recorded}`)
        .replace(/^placeholders:\n(?: {2}- .*\n)+/m, "")
      writeFileSync(filePath, replaced)
    }
  }
  return fixture
}

function isSampleEntry(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && (value as { sample?: unknown }).sample === true
}

describe("the content editor", () => {
  const config = cmsConfig({ url: realSite, cms: { repository: "real-agency/website", branch: "main" } })
  // The collections, without the list's dividers (Sveltia's CollectionDivider).
  const collections = (config.collections ?? []).flatMap((entry) => ("divider" in entry ? [] : [entry]))
  const collection = (name: string) => collections.find((entry) => entry.name === name)
  const folderCollection = (name: string) => {
    const found = collection(name)
    if (!found || !("folder" in found)) throw new Error(`No folder collection ${name}`)
    return found
  }
  // The editor's paths hold each language's folder: app/content/{{locale}}/plans.json.
  const editorFile = (file: string) =>
    collections
      .flatMap((entry) => ("files" in entry ? entry.files : []))
      .find((entry) => entry.file === withLocaleFolder(file))
  const field = (fields: readonly Field[] | undefined, name: string) => fields?.find((entry) => entry.name === name)

  it("has the places the list names", () => {
    for (const [folder, label] of Object.entries(editorFolders))
      expect(
        collections.find((entry) => "folder" in entry && entry.folder === withLocaleFolder(folder))?.label,
        folder,
      ).toBe(label)
    expect(collection("lists")?.label).toBe(editorFileCollections.lists)
    expect(collection("pages")?.label).toBe(editorFileCollections.pages)
    expect(collection("legal")?.label).toBe(editorLegalPages.label)
    for (const [page, label] of Object.entries(editorLegalPages.pages))
      expect(editorFile(`${editorLegalPages.folder}/${page}.md`)?.label).toBe(label)
  })

  it("flags sample entries in its lists, and can show only them", () => {
    for (const name of ["blog", "caseStudies"]) {
      const entries = folderCollection(name)
      expect(entries.summary, name).toContain(sampleFlag)
      expect(entries.view_filters, name).toEqual([
        { label: "Sample content to replace", field: "sample", pattern: true },
      ])
    }
    for (const name of ["testimonials", "faqs", "claims", "industries"] as const) {
      const list = field(editorFile(contentRegistry[name].file)?.fields, name)
      expect(list && "summary" in list ? list.summary : undefined, name).toMatch(
        /^\{\{fields\.\w+\}\}\{\{fields\.sample \| ternary\('/,
      )
    }
  })

  it("says in the form what to do with sample content, and asks for the client's permission once it is real", () => {
    const testimonial = field(editorFile(contentRegistry.testimonials.file)?.fields, "testimonials")
    const fields = testimonial && "fields" in testimonial ? testimonial.fields : []
    expect(field(fields, "sample")).toMatchObject({
      widget: "boolean",
      default: false,
      hint: expect.stringMatching(/public build refuses to publish it[\s\S]*turn this off and save/),
    })
    expect(field(fields, "permission")).toMatchObject({
      widget: "object",
      required: false,
      hint: expect.stringMatching(/^Required once Sample content is off/),
    })
    expect(field(folderCollection("caseStudies").fields, "permission")).toMatchObject({
      widget: "object",
      required: false,
    })
  })
})

describe("the clients' permission records", () => {
  it("stay out of the code browsers receive: the carousel's copy of testimonials.json has none", async () => {
    const file = contentRegistry.testimonials.file
    const folder = mkdtempSync(path.join(tmpdir(), "private-fields-"))
    fixtures.push(folder)
    writeFileSync(
      path.join(folder, "carousel.js"),
      `import { testimonials } from "virtual:content/testimonials"; export default testimonials`,
    )
    // The file as the agency leaves it: a real testimonial, with the permission its client gave.
    const recorded = (source: string) => {
      const written = JSON.parse(source) as { testimonials: Record<string, unknown>[] }
      written.testimonials[0] = {
        ...written.testimonials[0],
        sample: false,
        permission: { givenBy: "Ana Ruiz, Owner", date: "2026-10-02" },
      }
      return JSON.stringify(written)
    }
    const read = (name: string) => (name === file ? recorded(readFileSync(name, "utf8")) : readFileSync(name, "utf8"))
    await build({
      configFile: false,
      logLevel: "silent",
      root: folder,
      build: {
        outDir: "out",
        minify: false,
        lib: { entry: "carousel.js", formats: ["es"], fileName: () => "carousel.js" },
      },
      plugins: [contentModules(read)],
    })
    const code = readFileSync(path.join(folder, "out/carousel.js"), "utf8")
    const [first] = JSON.parse(readFileSync(path.join(root, file), "utf8")).testimonials as { quote: string }[]
    expect(code).toContain(first?.quote)
    expect(code).not.toMatch(/permission|givenBy|Ana Ruiz/)
  })
})
