#!/usr/bin/env node
/**
 * `npm run build:fixture:language`: the site with a third language, built into
 * build-fixture-language/, to prove that a language is the locale list and a content folder and
 * nothing else (tests/deploy/third-language.spec.ts serves it with `npm start` and nginx).
 *
 * In a copy of the working tree, it does only what docs/editing-content.md tells an agency adding a language to
 * do: one entry in the list (app/config/locales.ts), and the language's folders of content and
 * interface words, here copies of the Spanish ones (the fixture proves the wiring, not the words),
 * but for the words a visitor meets outside the page's text, written in the fixture's language
 * (`fixtureWords`), so a test can tell they come from its folder.
 * Then it builds the copy, without the content editor, and moves the build here.
 */
import { spawnSync } from "node:child_process"
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { fixtureLocale, fixtureWords } from "./lib/language-fixture.ts"
import { copyWorkingTree, moveFolder } from "./lib/working-tree.ts"

/** The language whose folders the fixture copies. */
const sourceLocale = "es"
const output = "build-fixture-language"

const root = path.resolve(import.meta.dirname, "..")

function main() {
  const copy = mkdtempSync(path.join(tmpdir(), "language-fixture-"))
  try {
    copyWorkingTree(root, copy)
    addToLocaleList(path.join(copy, "app/config/locales.ts"))
    for (const folder of ["app/content", "app/content/interface"])
      cpSync(path.join(copy, folder, sourceLocale), path.join(copy, folder, fixtureLocale.id), { recursive: true })
    writeOwnWords(path.join(copy, "app/content/interface", fixtureLocale.id))
    const build = spawnSync("npx", ["astro", "build"], {
      cwd: copy,
      stdio: "inherit",
      env: {
        ...process.env,
        ASTRO_TELEMETRY_DISABLED: "1",
        BUILD_DIRECTORY: output,
        BUILD_CONTENT_EDITOR: "false",
        BUILD_COMPRESSION: "fast",
        // The host the trust page names: each fixture build names another (package.json's build:fixture:*).
        VITE_SITE_HOST: "cloudfront",
      },
    })
    if (build.status !== 0) throw new Error(`The build with a third language failed (exit ${build.status})`)
    moveFolder(path.join(copy, output), path.join(root, output))
  } finally {
    rmSync(copy, { recursive: true, force: true })
  }
}

/** The fixture's own words, in place of the Spanish ones, in the modules that hold them. */
function writeOwnWords(folder) {
  const modules = { "share-card.ts": fixtureWords.shareCard, "testimonial-carousel.ts": fixtureWords.carousel }
  for (const [module, words] of Object.entries(modules)) {
    const file = path.join(folder, module)
    let source = readFileSync(file, "utf8")
    for (const [key, value] of Object.entries(words)) {
      const entry = new RegExp(`(\\b${key}: )"[^"]*"`)
      if (!entry.test(source)) throw new Error(`${module} has no ${key} where this fixture expects it`)
      source = source.replace(entry, (_, start) => `${start}${JSON.stringify(value)}`)
    }
    writeFileSync(file, source)
  }
}

/** The one change to code a new language needs: its entry in the locale list. */
function addToLocaleList(file) {
  const source = readFileSync(file, "utf8")
  const list = /export const locales = \[([^\]]*)\] as const/
  const info = /(export const localeInfo: Record<Locale, LocaleInfo> = \{\n)/
  if (!list.test(source) || !info.test(source))
    throw new Error(`${path.relative(root, file)}: the locale list is not where this fixture expects it`)
  const { id, ...rest } = fixtureLocale
  writeFileSync(
    file,
    source
      .replace(list, (_, items) => `export const locales = [${items}, ${JSON.stringify(id)}] as const`)
      .replace(info, (_, start) => `${start}  ${id}: ${JSON.stringify(rest)},\n`),
  )
}

main()
