import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs"
import path from "node:path"
import { chromium } from "@playwright/test"
import { chromiumFlags, chromiumPath } from "../../../scripts/lib/site-server.mjs"

/**
 * Pictures of the visitor's emails as the live test captured them: each HTML part in `folder`
 * rendered in Debian's Chromium at a phone's width, with nothing fetched from anywhere, to WebP
 * beside it. The guides show them (docs/screenshots/lead-email-*.webp, copied from here).
 */
export async function pictureEmails(folder, { log = console.log } = {}) {
  const pages = readdirSync(folder).filter((file) => file.endsWith(".html"))
  if (pages.length === 0) return
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags })
  try {
    const context = await browser.newContext({ viewport: { width: 480, height: 800 }, javaScriptEnabled: false })
    // An email client loads nothing it was not sent: neither does this.
    await context.route(/^(?!about:|data:)/, (route) => route.abort())
    const page = await context.newPage()
    for (const file of pages) {
      await page.setContent(readFileSync(path.join(folder, file), "utf8"), { waitUntil: "load" })
      const target = path.join(folder, file.replace(/\.html$/, ".webp"))
      writeFileSync(target, await webp(page))
      log(`${path.relative(process.cwd(), target)}  ${(statSync(target).size / 1000).toFixed(0)} kB`)
    }
  } finally {
    await browser.close()
  }
}

/** The page as WebP (Playwright writes PNG and JPEG only; Chromium itself writes WebP). */
async function webp(page) {
  const session = await page.context().newCDPSession(page)
  const height = await page.evaluate("document.documentElement.scrollHeight")
  const { data } = await session.send("Page.captureScreenshot", {
    format: "webp",
    quality: 70,
    captureBeyondViewport: true,
    clip: { x: 0, y: 0, width: 480, height, scale: 1 },
  })
  await session.detach()
  return Buffer.from(data, "base64")
}
