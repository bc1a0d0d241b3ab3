import { at, lists, pageCopy } from "./support/content"
import { expect, test, waitForPageReady } from "./support/fixtures"
import { pages } from "./support/routes"

test("icons are drawn inline, hidden from assistive technology, and cost no request", async ({ page }) => {
  const imageRequests: string[] = []
  page.on("request", (request) => {
    if (request.resourceType() === "image") imageRequests.push(new URL(request.url()).pathname)
  })
  for (const { path } of pages) {
    await page.goto(path)
    await waitForPageReady(page)
    const icons = page.locator(".icon")
    expect(await icons.count(), path).toBeGreaterThan(0)
    const problems = await icons.evaluateAll((elements) =>
      elements
        .filter(
          (element) =>
            element.tagName.toLowerCase() !== "svg" ||
            element.getAttribute("aria-hidden") !== "true" ||
            element.querySelector("path, circle, rect, line, polyline, polygon") === null,
        )
        .map((element) => element.outerHTML.slice(0, 120)),
    )
    expect(problems, path).toEqual([])
  }
  // Only the favicon and the services' illustrations are images the site loads.
  expect(imageRequests.filter((path) => !/^\/(favicon\.|assets\/[\w-]+\.[\w-]+\.svg$)/.test(path))).toEqual([])
})

test("an icon takes the colour of the text beside it and the size its classes give", async ({ page }) => {
  await page.goto("/services")
  const feature = page
    .getByRole("article", { name: at(lists.services, 0).title })
    .getByRole("listitem")
    .first()
  const check = feature.locator(".icon")
  await expect(check).toBeVisible()
  const box = await check.boundingBox()
  expect(box?.width).toBeGreaterThanOrEqual(16)
  expect(await check.evaluate((svg) => getComputedStyle(svg).stroke)).toBe(
    await check.evaluate((svg) => getComputedStyle(svg).color),
  )
})

test("a line icon is stroked and never filled, and a rating's stars are filled in their colour", async ({ page }) => {
  await page.goto("/process")
  const check = page
    .getByRole("region", { name: pageCopy.process.steps.title })
    .getByRole("listitem")
    .first()
    .locator(".icon")
    .first()
  await expect(check).toBeVisible()
  expect(await check.evaluate((svg) => getComputedStyle(svg).fill)).toBe("none")
  expect(await check.evaluate((svg) => getComputedStyle(svg).strokeWidth)).toBe("2px")
  const star = page.getByRole("img", { name: "5 out of 5 stars" }).first().locator(".icon").first()
  await expect(star).toBeVisible()
  expect(await star.evaluate((svg) => getComputedStyle(svg).fill)).toBe(
    await star.evaluate((svg) => getComputedStyle(svg).color),
  )
})
