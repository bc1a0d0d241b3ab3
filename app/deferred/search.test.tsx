// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from "@testing-library/dom"
import userEvent from "@testing-library/user-event"
import { renderToStaticMarkup } from "react-dom/server"
import { afterEach, describe, expect, it, vi } from "vitest"
import { BlogSearch } from "~/components/blog/blog-search"
import type { SearchHit } from "~/lib/blog-search"
import { searchWords } from "virtual:content/searchWords"
import { runSearch, typingPauseMs, type Pagefind } from "./search"

/*
 * The search as a visitor meets it: the form as the build writes it (rendered to static HTML),
 * run by runSearch over a Pagefind that answers from a list of pages.
 */

const words = searchWords["en"]

const pages: SearchHit[] = [
  {
    url: "/blog/voice-agents",
    meta: { title: "Voice agents that answer" },
    excerpt: "Every <mark>call</mark> answered.",
  },
  {
    url: "/blog/missed-calls",
    meta: { title: "What missed calls cost" },
    excerpt: "A missed <mark>call</mark> &amp; its cost.",
  },
  { url: "/services", meta: { title: "Services" }, excerpt: "We take your <mark>calls</mark>." },
]

/**
 * A Pagefind over `pages`: a page is found when its title or excerpt holds the word. A query with
 * a gate is answered once its gate resolves; `answered` lists the queries answered so far.
 */
function fakePagefind(
  gates: Record<string, Promise<void>> = {},
): Pagefind & { searches: string[]; answered: string[] } {
  const searches: string[] = []
  const answered: string[] = []
  return {
    searches,
    answered,
    options: async () => undefined,
    search: async (query) => {
      searches.push(query)
      await gates[query]
      answered.push(query)
      const word = query.toLowerCase().replace(/s$/, "")
      return {
        results: pages
          .filter((page) => `${page.meta.title} ${page.excerpt}`.toLowerCase().includes(word))
          .map((page) => ({ data: async () => page })),
      }
    },
  }
}

function buildPage(load: () => Promise<Pagefind>) {
  document.body.innerHTML = renderToStaticMarkup(<BlogSearch locale="en" />)
  const form = document.querySelector("form") as HTMLFormElement
  expect(runSearch(form, words, load)).toBe(true)
  return {
    field: screen.getByRole("searchbox", { name: words.label }),
    status: screen.getByRole("status"),
    results: () => screen.queryByRole("list", { name: words.resultsLabel }),
  }
}

afterEach(() => {
  vi.useRealTimers()
  document.body.innerHTML = ""
})

describe("runSearch", () => {
  it("lists what the words find as links with their excerpts, and says how many", async () => {
    const user = userEvent.setup()
    const { field, status, results } = buildPage(async () => fakePagefind())
    expect(screen.getByRole("search", { name: words.label })).toBeTruthy()
    expect(results()).toBeNull()
    await user.type(field, "call{Enter}")
    await waitFor(() => expect(status.textContent).toBe(words.found(3, "call")))
    const list = results() as HTMLElement
    const links = within(list).getAllByRole("link")
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual(
      pages.map((page) => [page.meta.title, page.url]),
    )
    expect(within(list).getByText("its cost.", { exact: false }).textContent).toBe("A missed call & its cost.")
    expect([...list.querySelectorAll("mark")].map((mark) => mark.textContent)).toEqual(["call", "call", "calls"])
    expect(document.activeElement).toBe(field)
  })

  it("searches once typing pauses, and only the last words typed", async () => {
    const pagefind = fakePagefind()
    const { field, status } = buildPage(async () => pagefind)
    vi.useFakeTimers()
    fireEvent.input(field, { target: { value: "vo" } })
    fireEvent.input(field, { target: { value: "voice" } })
    await vi.advanceTimersByTimeAsync(typingPauseMs)
    vi.useRealTimers()
    await waitFor(() => expect(status.textContent).toBe(words.found(1, "voice")))
    expect(pagefind.searches).toEqual(["voice"])
  })

  it("never shows an earlier search's results over a later one's", async () => {
    let answerCall = () => {}
    const pagefind = fakePagefind({ call: new Promise<void>((resolve) => (answerCall = resolve)) })
    const { field, status, results } = buildPage(async () => pagefind)
    fireEvent.input(field, { target: { value: "call" } })
    fireEvent.submit(field.closest("form") as HTMLFormElement)
    fireEvent.input(field, { target: { value: "voice" } })
    fireEvent.submit(field.closest("form") as HTMLFormElement)
    await waitFor(() => expect(status.textContent).toBe(words.found(1, "voice")))
    // The earlier search is answered only now; what its answer sets off runs before the next task.
    answerCall()
    await waitFor(() => expect(pagefind.answered).toEqual(["voice", "call"]))
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(status.textContent).toBe(words.found(1, "voice"))
    expect(within(results() as HTMLElement).getAllByRole("link")).toHaveLength(1)
  })

  it("says when nothing is found, pointing to the topics", async () => {
    const user = userEvent.setup()
    const { field, status, results } = buildPage(async () => fakePagefind())
    await user.type(field, "zebra{Enter}")
    await waitFor(() => expect(status.textContent).toBe(`${words.none("zebra")} ${words.topicsLink}`))
    expect(within(status).getByRole("link", { name: words.topicsLink }).getAttribute("href")).toBe("#topics")
    expect(results()).toBeNull()
  })

  it("clears the field, the results and the count on Escape, keeping focus in the field", async () => {
    const user = userEvent.setup()
    const { field, status, results } = buildPage(async () => fakePagefind())
    await user.type(field, "call{Enter}")
    await waitFor(() => expect(results()).not.toBeNull())
    await user.keyboard("{Escape}")
    expect((field as HTMLInputElement).value).toBe("")
    expect(results()).toBeNull()
    expect(status.textContent).toBe("")
    expect(document.activeElement).toBe(field)
  })

  it("gives focus back to the field when the list it is in is replaced", async () => {
    const user = userEvent.setup()
    const { field, results } = buildPage(async () => fakePagefind())
    await user.type(field, "call{Enter}")
    await waitFor(() => expect(results()).not.toBeNull())
    within(results() as HTMLElement)
      .getAllByRole("link")[0]
      ?.focus()
    fireEvent.input(field, { target: { value: "voice" } })
    fireEvent.submit(field.closest("form") as HTMLFormElement)
    await waitFor(() => expect(within(results() as HTMLElement).getAllByRole("link")).toHaveLength(1))
    expect(document.activeElement).toBe(field)
  })

  it("says when Pagefind cannot load, points to the topics, and tries again on the next search", async () => {
    const user = userEvent.setup()
    let attempts = 0
    const { field, status } = buildPage(async () => {
      attempts += 1
      if (attempts === 1) throw new Error("offline")
      return fakePagefind()
    })
    await user.type(field, "call{Enter}")
    await waitFor(() => expect(status.textContent).toBe(`${words.failed} ${words.topicsLink}`))
    await user.keyboard("{Enter}")
    await waitFor(() => expect(status.textContent).toBe(words.found(3, "call")))
    expect(attempts).toBe(2)
  })

  it("searches at once what was typed before it ran", async () => {
    document.body.innerHTML = renderToStaticMarkup(<BlogSearch locale="en" />)
    const field = screen.getByRole("searchbox", { name: words.label }) as HTMLInputElement
    field.value = "voice"
    runSearch(document.querySelector("form") as HTMLFormElement, words, async () => fakePagefind())
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe(words.found(1, "voice")))
  })

  it("loads nothing until the visitor searches, and never for an empty field", async () => {
    const load = vi.fn(async () => fakePagefind())
    const { field } = buildPage(load)
    vi.useFakeTimers()
    field.focus()
    fireEvent.submit(field.closest("form") as HTMLFormElement)
    fireEvent.input(field, { target: { value: "   " } })
    // Past the pause after typing, when a search would have started.
    await vi.advanceTimersByTimeAsync(typingPauseMs * 2)
    expect(load).not.toHaveBeenCalled()
  })
})
