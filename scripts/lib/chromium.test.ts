import { readFileSync } from "node:fs"
import { createRequire } from "node:module"
import path from "node:path"
import { describe, expect, it } from "vitest"
import chromium from "./chromium.json" with { type: "json" }

/**
 * The browser tests' --disable-features replaces Playwright's own (Chromium keeps the last), so it
 * must hold every feature Playwright turns off: HTTPS upgrades and paint holding among them, which
 * tests rely on. Playwright keeps its list in its bundle; an upgrade that moves it fails here.
 */
describe("the features the browser tests turn off", () => {
  it("include every feature Playwright turns off", () => {
    const packageFile = createRequire(import.meta.url).resolve("playwright-core/package.json")
    const bundle = readFileSync(path.join(path.dirname(packageFile), "lib/coreBundle.js"), "utf8")
    const list = /disabledFeatures = \[([\s\S]*?)\]/.exec(bundle)?.[1]
    expect(list, "Playwright's list of disabled features in its bundle").toBeDefined()
    const playwrights = [...(list ?? "").matchAll(/^\s*"(\w+)"/gm)].map((match) => match[1])
    expect(playwrights.length).toBeGreaterThan(5)
    expect(playwrights.filter((feature) => !chromium.disabledFeatures.includes(feature ?? ""))).toEqual([])
  })
})
