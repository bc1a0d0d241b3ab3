import { expect, test, waitForPageReady } from "./support/fixtures"
import { everyPage, notFound, pages } from "./support/routes"
import { expectUploadsRefusedOnCheckPages } from "./support/uploaded-script"

test.describe("every page", () => {
  for (const page of everyPage) {
    test(`${page.path} answers 200 with one h1, its own title and description`, async ({ page: tab }) => {
      const response = await tab.goto(page.path)
      expect(response?.status()).toBe(200)
      expect(response?.headers()["content-type"]).toContain("text/html")
      await expect(tab.getByRole("heading", { level: 1 })).toHaveCount(1)
      await expect(tab.getByRole("heading", { level: 1 })).toHaveText(page.h1)
      await expect(tab).toHaveTitle(new RegExp(`^${escapeRegExp(page.title)}`))
      const description = await tab.locator('meta[name="description"]').getAttribute("content")
      expect(description?.length ?? 0).toBeGreaterThan(50)
      await waitForPageReady(tab)
    })

    test(`${page.path} holds its heading in the HTML before any script runs`, async ({ request }) => {
      const response = await request.get(page.path)
      expect(response.status()).toBe(200)
      const html = await response.text()
      expect(html).toContain(escapeHtml(page.h1))
      expect(html.match(/<h1[\s>]/g)).toHaveLength(1)
      // Every part is written in place, not streamed to the end and swapped in by a script.
      expect(html).not.toMatch(/<template id="B:|\$RC\(|<!--\$\?-->/)
      const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"))
      expect(main.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ").length).toBeGreaterThan(800)
    })
  }

  test("every page has a different title", async ({ page: tab }) => {
    const titles = new Set<string>()
    for (const page of everyPage) {
      await tab.goto(page.path)
      titles.add(await tab.title())
    }
    expect(titles.size).toBe(everyPage.length)
  })
})

test("a script uploaded to /uploads/ never runs, in either language, as npm start serves the site", async ({
  page,
  problems,
}) => {
  await expectUploadsRefusedOnCheckPages(page, problems, {
    clientDir: `${process.env.BUILD_DIRECTORY ?? "build"}/client`,
    name: "npm-start-check",
  })
})

test.describe("an unknown address", () => {
  // Its words are app/content/pages/not-found.json's (support/routes.ts); the specification's are
  // checked against the content the site shipped with (app/test/specification.test.tsx).
  test("answers 404 with the 404 screen and logs the missing path", async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors()
    const logged: string[] = []
    page.on("console", (message) => {
      if (message.type() === "error") logged.push(message.text())
    })
    const response = await page.goto("/no-such-page/here?x=1")
    expect(response?.status()).toBe(404)
    await expect(page.getByText(notFound.code, { exact: true })).toBeVisible()
    await expect(page.getByRole("heading", { level: 1, name: notFound.h1 })).toBeVisible()
    await waitForPageReady(page)
    await expect.poll(() => logged.join("\n")).toContain("/no-such-page/here")

    await page.getByRole("link", { name: notFound.homeLink }).click()
    await expect(page).toHaveURL("/")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(pages[0].h1)
  })

  test("answers 404 for the 404 page's own addresses too", async ({ request }) => {
    for (const path of ["/404", "/404.html"]) {
      const response = await request.get(path, { maxRedirects: 0 })
      expect(response.status(), path).toBe(404)
    }
  })
})

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/'/g, "&#x27;")
}
