import { localeInfo, localizePath, locales } from "../../app/config/locales"
import { expect, test, waitForPageReady } from "./support/fixtures"
import { searchWords } from "virtual:content/searchWords"
import { postsIn, searchFor, watchSearchRequests, wordOf, workerCompiles } from "./support/search"
import { slowDown } from "./support/slow-device"

/*
 * The blog's search in every language, in a real browser: a word from a post's title finds the
 * post, in the page's language only; the count is said in a live region; the keyboard reaches the
 * results and Escape clears them; nothing of Pagefind loads before the visitor starts; no
 * Content-Security-Policy violation, in the page (support/fixtures.ts) or in Pagefind's worker.
 * Titles and words come from the content files and the interface's words, never from this file.
 */

for (const locale of locales) {
  const blog = localizePath("/blog", locale)
  test.describe(`search on ${blog}`, () => {
    test("finds a post by a word of its title, in the page's language only, and says how many", async ({ page }) => {
      const [post] = postsIn(locale)
      test.skip(!post, `no post written in ${locale} yet`)
      if (!post) return
      const requests = watchSearchRequests(page)
      const workers: string[] = []
      page.on("worker", (worker) => workers.push(new URL(worker.url()).pathname))
      await page.goto(blog)
      await waitForPageReady(page)
      await page.waitForLoadState("load")
      expect(
        requests.map((request) => request.url()),
        "nothing of the search before the visitor starts",
      ).toEqual([])

      await searchFor(page, locale, post)
      // Its index is the page's language's, and its worker ran under the index's policy.
      const indexFolder = `${localeInfo[locale].prefix}/pagefind/`
      expect(
        requests.filter((request) => new URL(request.url()).pathname.includes("/pagefind/")).length,
      ).toBeGreaterThan(0)
      for (const request of requests.filter((request) => request.url().includes("/pagefind/")))
        expect(new URL(request.url()).pathname.startsWith(indexFolder), request.url()).toBe(true)
      expect(workers).toEqual([`${indexFolder}pagefind-worker.js`])
      const compiles = await workerCompiles(page)
      expect(compiles).toBe("compiled")
    })

    test("is used with the keyboard alone: results in the tab order, Escape clears, focus stays", async ({ page }) => {
      const words = searchWords[locale]
      const [post] = postsIn(locale)
      test.skip(!post, `no post written in ${locale} yet`)
      if (!post) return
      await page.goto(blog)
      await waitForPageReady(page)
      const search = page.getByRole("search", { name: words.label })
      const field = search.getByRole("searchbox", { name: words.label })
      // From the page's top, Tab reaches the field (through the header's links).
      for (let step = 0; step < 40 && !(await field.evaluate((element) => element === document.activeElement)); step++)
        await page.keyboard.press("Tab")
      await expect(field).toBeFocused()
      await page.keyboard.type(wordOf(post.title))
      const results = search.getByRole("list", { name: words.resultsLabel })
      // Typing searches by itself once the visitor pauses.
      await expect(results.getByRole("link", { name: post.title, exact: true })).toBeVisible()
      await page.keyboard.press("Tab")
      await expect(search.getByRole("button", { name: words.submit })).toBeFocused()
      await page.keyboard.press("Tab")
      await expect(results.getByRole("link").first()).toBeFocused()
      await page.keyboard.press("Shift+Tab")
      await page.keyboard.press("Shift+Tab")
      await expect(field).toBeFocused()
      await page.keyboard.press("Escape")
      await expect(field).toHaveValue("")
      await expect(results).toBeHidden()
      await expect(search.getByRole("status")).toHaveText("")
      await expect(field).toBeFocused()

      await page.keyboard.type("zzqxv")
      await page.keyboard.press("Enter")
      await expect(search.getByRole("status")).toHaveText(`${words.none("zzqxv")} ${words.topicsLink}`)
      await page.keyboard.press("Tab")
      await page.keyboard.press("Tab")
      await expect(search.getByRole("status").getByRole("link", { name: words.topicsLink })).toBeFocused()
      await page.keyboard.press("Enter")
      await expect(page).toHaveURL(new RegExp(`${blog}#topics$`))
    })

    test("without JavaScript, the search says why and leads to the topics, offering no dead control", async ({
      browser,
    }) => {
      const words = searchWords[locale]
      const context = await browser.newContext({ javaScriptEnabled: false })
      const page = await context.newPage()
      await page.goto(blog)
      const search = page.getByRole("search", { name: words.label })
      // Playwright's text matching skips <noscript> content, which this browser shows: read what it renders.
      expect((await search.evaluate((form) => (form as HTMLElement).innerText)).trim()).toBe(
        `${words.noScript} ${words.topicsLink}`,
      )
      // No field or button that could do nothing.
      await expect(search.getByRole("searchbox")).toBeHidden()
      await expect(search.getByRole("button")).toBeHidden()
      await search.locator(`a[href="#topics"]`).click()
      await expect(page).toHaveURL(new RegExp(`${blog}#topics$`))
      await expect(page.locator("#topics")).toBeInViewport()
      await context.close()
    })

    test("a search typed before its code has loaded is not lost, on a slow phone @timing", async ({ page }) => {
      const words = searchWords[locale]
      const [post] = postsIn(locale)
      test.skip(!post, `no post written in ${locale} yet`)
      if (!post) return
      await slowDown(page, { network: false })
      await page.goto(blog)
      const search = page.getByRole("search", { name: words.label })
      const field = search.getByRole("searchbox", { name: words.label })
      await field.click()
      await page.keyboard.type(wordOf(post.title))
      await page.keyboard.press("Enter")
      await expect(
        search.getByRole("list", { name: words.resultsLabel }).getByRole("link", { name: post.title, exact: true }),
      ).toBeVisible()
      await expect(field).toBeFocused()
      expect(page.url()).toBe(new URL(blog, page.url()).href)
    })
  })
}
