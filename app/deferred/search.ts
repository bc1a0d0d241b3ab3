import { excerptParts, resultPath, shownResults, type SearchHit } from "~/lib/blog-search"
import { blogTopicsId, resultsAttribute, topicsLinkClassName } from "~/lib/search-parts"
import type { searchWords } from "~/content/interface/search"
import type { Translation } from "~/content/interface/translation"

/** The words the search speaks, in the page's language (app/content/interface/search.ts). */
export type SearchWords = Translation<typeof searchWords>

/** What the search uses of Pagefind's browser API (`/pagefind/pagefind.js`). */
export interface Pagefind {
  options(options: { baseUrl?: string; excerptLength?: number }): Promise<unknown>
  search(query: string): Promise<{ results: { data(): Promise<SearchHit> }[] } | null>
}

/** How long typing must pause before the words typed are searched. */
export const typingPauseMs = 200

/**
 * Runs the blog's search form (components/blog/blog-search.tsx): what is typed is searched once
 * typing pauses, and at once when the form is sent; the results replace the list under the form,
 * each a link with its title and excerpt, and the status says how many were found (a polite live
 * region: a screen reader hears it when the visitor stops). Escape clears the field and the
 * results. Focus stays where the visitor put it: a list about to be replaced while focus is in it
 * gives it back to the field first. Pagefind loads with the first search (`load`); if it cannot,
 * the status says so and points to the topics, and the next search tries again. Returns false,
 * changing nothing, when the form lacks a part it needs.
 */
export function runSearch(form: HTMLFormElement, words: SearchWords, load: () => Promise<Pagefind>): boolean {
  const input = form.querySelector<HTMLInputElement>('input[type="search"]')
  const status = form.querySelector<HTMLElement>('[role="status"]')
  const list = form.querySelector<HTMLElement>(`[${resultsAttribute}]`)
  if (!input || !status || !list) return false

  let engine: Promise<Pagefind> | null = null
  const pagefind = () =>
    (engine ??= load().then(async (loaded) => {
      // Results carry their paths from the site's root (pipeline/search-index.ts).
      await loaded.options({ baseUrl: "/", excerptLength: 24 })
      return loaded
    }))

  const topicsLink = () => {
    const link = document.createElement("a")
    link.href = `#${blogTopicsId}`
    link.className = topicsLinkClassName
    link.textContent = words.topicsLink
    return link
  }
  const say = (text: string, withTopics = false) =>
    status.replaceChildren(...(withTopics ? [`${text} `, topicsLink()] : text ? [text] : []))
  const show = (hits: SearchHit[]) => {
    if (list.contains(document.activeElement)) input.focus()
    list.replaceChildren(...hits.flatMap((hit) => resultItem(hit)))
    list.hidden = hits.length === 0
  }

  let latest = 0
  let timer: ReturnType<typeof setTimeout> | undefined
  const search = async (asked: number, query: string) => {
    try {
      const found = await (await pagefind()).search(query)
      if (asked !== latest || !found) return
      const hits = await Promise.all(found.results.slice(0, shownResults).map((result) => result.data()))
      if (asked !== latest) return
      show(hits)
      if (hits.length > 0) say(words.found(found.results.length, query))
      else say(words.none(query), true)
    } catch {
      if (asked !== latest) return
      engine = null
      show([])
      say(words.failed, true)
    }
  }
  const searchNow = (wait: number) => {
    const asked = ++latest
    clearTimeout(timer)
    const query = input.value.trim()
    if (!query) {
      show([])
      say("")
      return
    }
    if (wait === 0) void search(asked, query)
    else timer = setTimeout(() => void search(asked, query), wait)
  }

  form.addEventListener("submit", (event) => {
    event.preventDefault()
    searchNow(0)
  })
  input.addEventListener("input", () => searchNow(typingPauseMs))
  input.addEventListener("keydown", (event) => {
    if (event.key !== "Escape" || !input.value) return
    event.preventDefault()
    input.value = ""
    searchNow(0)
  })
  // Typed (or sent) before this code ran.
  if (input.value.trim()) searchNow(0)
  return true
}

/** A result: its title as a link to it, and its excerpt as text with the words found marked. */
function resultItem(hit: SearchHit): HTMLElement[] {
  const path = resultPath(hit.url)
  if (!path) return []
  const item = document.createElement("li")
  const link = document.createElement("a")
  link.href = path
  link.className = "font-semibold text-primary underline"
  link.textContent = hit.meta.title || path
  const excerpt = document.createElement("p")
  excerpt.className = "mt-1 text-sm text-muted-foreground"
  excerpt.append(
    ...excerptParts(hit.excerpt).map(({ text, marked }) => {
      if (!marked) return text
      const mark = document.createElement("mark")
      mark.className = "bg-primary-soft text-foreground"
      mark.textContent = text
      return mark
    }),
  )
  item.append(link, excerpt)
  return [item]
}
