import { getCollection, type CollectionEntry } from "astro:content"
import { newestFirst, readingMinutes } from "~/lib/blog"
import type { CaseStudy } from "~/content/schemas"

/**
 * The content collections as pages use them (the files and their schemas: app/content.config.ts).
 * Only .astro pages import this module: `astro:content` exists at build time, never in the browser.
 */

/** The client stories, in the order their `order` fields give. */
export async function getCaseStudies(): Promise<CaseStudy[]> {
  const entries = await getCollection("caseStudies")
  return entries.map((entry) => ({ id: entry.id, ...entry.data })).sort((a, b) => a.order - b.order)
}

export type CaseStudyEntry = CollectionEntry<"caseStudies">

/** The story's entry, for rendering its Markdown body. */
export async function getCaseStudyEntries(): Promise<CaseStudyEntry[]> {
  return (await getCollection("caseStudies")).sort((a, b) => a.data.order - b.data.order)
}

/** A blog post as listings show it. */
export interface PostSummary {
  id: string
  path: string
  title: string
  description: string
  publishedAt: Date
  updatedAt?: Date
  author: { name: string; role: string }
  tags: readonly string[]
  readingMinutes: number
}

export type BlogPostEntry = CollectionEntry<"blog">

/**
 * The posts a visitor can read, newest first. Drafts show while editing (`npm run dev`, `npm run
 * cms`) and are left out of the built site.
 */
export async function getPublishedPosts(): Promise<{ entry: BlogPostEntry; summary: PostSummary }[]> {
  const entries = await getCollection("blog", (entry) => import.meta.env.DEV || !entry.data.draft)
  return entries
    .map((entry) => ({ entry, summary: postSummary(entry) }))
    .sort((a, b) => newestFirst(a.summary, b.summary))
}

function postSummary(entry: BlogPostEntry): PostSummary {
  const { title, description, publishedAt, updatedAt, author, tags } = entry.data
  return {
    id: entry.id,
    path: blogPostPath(entry.id),
    title,
    description,
    publishedAt,
    updatedAt,
    author,
    tags,
    readingMinutes: readingMinutes(entry.body ?? ""),
  }
}

const blogPostPath = (id: string) => `/blog/${id}`
