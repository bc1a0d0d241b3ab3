#!/usr/bin/env node
/**
 * `npm run screenshots`: full-page screenshots of the main pages and the 404 screen, as the build
 * lists them (build/pages.json, from app/config/pages.ts), at a phone's width and a laptop's,
 * in the light and the dark theme (a system set to each; `-dark` in the name), from the build served the way `npm start` serves it, in Debian's Chromium. WebP at quality 60
 * keeps each picture small enough to live in the repository (docs/screenshots/).
 *
 *   node scripts/screenshots.mjs [--dir build] [--port 4190] [--out docs/screenshots]
 */
/* global document, window, getComputedStyle -- the functions passed to page.evaluate run in the page. */
import { mkdirSync, statSync, writeFileSync } from "node:fs"
import path from "node:path"
import { parseArgs } from "node:util"
import { chromium } from "@playwright/test"
import { ensureBuild } from "./lib/ensure-build.mjs"
import { readPageList } from "./lib/page-list.mjs"
import { chromiumFlags, chromiumPath, startSiteServer } from "./lib/site-server.mjs"

const root = path.resolve(import.meta.dirname, "..")
const { values: options } = parseArgs({
  options: {
    dir: { type: "string", default: "build" },
    port: { type: "string", default: "4190" },
    out: { type: "string", default: "docs/screenshots" },
  },
})

const widths = [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1280, height: 800 },
]

ensureBuild(root, path.resolve(root, options.dir))
// The 404 screen as visitors meet it: at an address the site does not have.
const pages = readPageList(path.resolve(root, options.dir))
  .filter((page) => page.name)
  .map(({ name, path: pagePath, status }) => ({
    name,
    path: status === 404 ? "/this-page-does-not-exist" : pagePath,
  }))
const outDir = path.resolve(root, options.out)
mkdirSync(outDir, { recursive: true })

const server = await startSiteServer({ dir: options.dir, port: options.port })
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags })
try {
  for (const [{ name: widthName, width, height }, theme] of widths.flatMap((size) =>
    ["light", "dark"].map((theme) => [size, theme]),
  )) {
    // Reduced motion: every section is drawn at rest, and the carousel holds its first testimonial.
    const context = await browser.newContext({
      viewport: { width, height },
      reducedMotion: "reduce",
      colorScheme: theme,
    })
    const page = await context.newPage()
    for (const { name, path: pagePath } of pages) {
      await page.goto(`${server.origin}${pagePath}`, { waitUntil: "load" })
      await page.waitForFunction(() => document.documentElement.hasAttribute("data-actions-ready"))
      // Sections below the fold load their code as they come into view: bring each one in.
      await page.evaluate(async () => {
        for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
          window.scrollTo(0, y)
          await new Promise((resolve) => setTimeout(resolve, 50))
        }
        window.scrollTo(0, 0)
      })
      // Sections off screen skip rendering (content-visibility: auto), which a capture beyond the
      // viewport does not undo: draw them all. (Set from script, so the page's policy allows it.)
      await page.evaluate(() => {
        for (const element of document.querySelectorAll("*")) {
          if (getComputedStyle(element).contentVisibility === "auto") element.style.contentVisibility = "visible"
        }
      })
      await page.evaluate(() => document.fonts.ready)
      const session = await context.newCDPSession(page)
      const { data } = await session.send("Page.captureScreenshot", {
        format: "webp",
        quality: 60,
        captureBeyondViewport: true,
        clip: {
          x: 0,
          y: 0,
          width,
          height: await page.evaluate(() => document.documentElement.scrollHeight),
          scale: 1,
        },
      })
      await session.detach()
      const file = path.join(outDir, `${name}-${widthName}${theme === "dark" ? "-dark" : ""}.webp`)
      writeFileSync(file, Buffer.from(data, "base64"))
      console.log(`${path.relative(root, file)}  ${(statSync(file).size / 1000).toFixed(0)} kB`)
    }
    await context.close()
  }
} finally {
  await browser.close()
  server.stop()
}
