import { readFile } from "node:fs/promises"
import { defineCollection } from "astro:content"
import { glob, type Loader } from "astro/loaders"
import type { z } from "astro/zod"
import { listFiles, pageFile, type ListName } from "./content/files"
import { blogPostSchema, caseStudySchema, legalPageSchema, pageSchemas, readJsonFile } from "./content/schemas"

/**
 * A JSON file of content/files.ts holding one list, checked as a whole before each entry is
 * stored. Astro's own `file()` loader only logs a file it cannot read,
 * and the build would go on without it.
 */
function listCollection<Schema extends z.ZodType>(
  name: ListName,
  { file, fileSchema, itemSchema }: { file: string; fileSchema: z.ZodType; itemSchema: Schema },
) {
  const loader: Loader = {
    name: "list-file",
    load: async ({ store, parseData, watcher }) => {
      watcher?.add(file)
      const { written } = readJsonFile(file, fileSchema, await readFile(file, "utf8"))
      store.clear()
      // The store keeps entries by id in alphabetical order, not in the file's: an entry's id is
      // its position in the file, then its own id ("002-design-build"), which lib/collections.ts
      // sorts by to give the list in the order the agency wrote it.
      const entries = written[name] as Record<string, unknown>[]
      for (const [position, entry] of entries.entries()) {
        const id = `${String(position).padStart(3, "0")}-${String(entry.id)}`
        store.set({ id, data: await parseData({ id, data: entry, filePath: file }), filePath: file })
      }
    },
  }
  return defineCollection({ loader, schema: itemSchema })
}

/** The pages' copy, one JSON file a page, each checked against its own schema (an entry's id is the page). */
const pageFiles: Loader = {
  name: "page-files",
  load: async ({ store, watcher }) => {
    store.clear()
    for (const [page, schema] of Object.entries(pageSchemas)) {
      const file = pageFile(page)
      watcher?.add(file)
      const { checked } = readJsonFile(file, schema, await readFile(file, "utf8"))
      store.set({ id: page, data: checked as Record<string, unknown>, filePath: file })
    }
  },
}

/**
 * The content collections, checked against the schemas in content/schemas.ts when the site is
 * built: Markdown files with front matter (an entry's id is its file name without `.md`), the
 * JSON lists of content/files.ts, and each page's copy (content/pages/<page>.json).
 */
export const collections = {
  services: listCollection("services", listFiles.services),
  plans: listCollection("plans", listFiles.plans),
  processSteps: listCollection("processSteps", listFiles.processSteps),
  benefits: listCollection("benefits", listFiles.benefits),
  audiences: listCollection("audiences", listFiles.audiences),
  claims: listCollection("claims", listFiles.claims),
  industries: listCollection("industries", listFiles.industries),
  guarantees: listCollection("guarantees", listFiles.guarantees),
  testimonials: listCollection("testimonials", listFiles.testimonials),
  faqs: listCollection("faqs", listFiles.faqs),
  quickAnswers: listCollection("quickAnswers", listFiles.quickAnswers),
  contactMethods: listCollection("contactMethods", listFiles.contactMethods),
  pages: defineCollection({ loader: pageFiles }),
  blog: defineCollection({
    loader: glob({ pattern: "*.md", base: "./app/content/blog" }),
    schema: blogPostSchema,
  }),
  caseStudies: defineCollection({
    loader: glob({ pattern: "*.md", base: "./app/content/case-studies" }),
    schema: caseStudySchema,
  }),
  legal: defineCollection({
    loader: glob({ pattern: "*.md", base: "./app/content/legal" }),
    schema: legalPageSchema,
  }),
}
