import { readFile } from "node:fs/promises"
import { defineCollection } from "astro:content"
import { glob, type Loader } from "astro/loaders"
import {
  blogPostSchema,
  caseStudySchema,
  faqSchema,
  faqsFileSchema,
  listFileParser,
  testimonialSchema,
  testimonialsFileSchema,
} from "./content/schemas"

const testimonialsFile = "app/content/testimonials.json"
const faqsFile = "app/content/faqs.json"

/**
 * A JSON file holding one list, checked as a whole before each entry is stored. (Astro's own
 * `file()` loader only logs a file it cannot read, and the build would go on without it.)
 */
function listFile(path: string, parse: (text: string) => Record<string, unknown>[]): Loader {
  return {
    name: "list-file",
    load: async ({ store, parseData, watcher }) => {
      watcher?.add(path)
      const entries = parse(await readFile(path, "utf8"))
      store.clear()
      for (const entry of entries) {
        const id = String(entry.id)
        store.set({ id, data: await parseData({ id, data: entry, filePath: path }) })
      }
    },
  }
}

/**
 * The content collections, checked against the schemas in content/schemas.ts when the site is
 * built: Markdown files with front matter (an entry's id is its file name without `.md`), and
 * JSON files holding one list (an entry's id is its `id`).
 */
export const collections = {
  blog: defineCollection({
    loader: glob({ pattern: "*.md", base: "./app/content/blog" }),
    schema: blogPostSchema,
  }),
  testimonials: defineCollection({
    loader: listFile(testimonialsFile, listFileParser(testimonialsFile, "testimonials", testimonialsFileSchema)),
    schema: testimonialSchema,
  }),
  faqs: defineCollection({
    loader: listFile(faqsFile, listFileParser(faqsFile, "faqs", faqsFileSchema)),
    schema: faqSchema,
  }),
  caseStudies: defineCollection({
    loader: glob({ pattern: "*.md", base: "./app/content/case-studies" }),
    schema: caseStudySchema,
  }),
}
