import { chromium } from "playwright-core"
const [,, url, out, width = "1280"] = process.argv
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] })
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } })
await page.goto(url)
await page.screenshot({ path: out, fullPage: true })
await browser.close()
