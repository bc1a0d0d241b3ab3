import { existsSync, readFileSync } from "node:fs"
import path from "node:path"

/**
 * The pages of a build as the build listed them (`<build>/pages.json`, written by
 * pipeline/built-pages.ts from app/config/pages.ts and the pages it made): the main pages
 * first, each `{ path, file, name?, main?, status? }`. Scripts take the site's pages from here
 * rather than a list of their own, which would fall behind the site's.
 */
export function readPageList(buildDir) {
  return readListFile(buildDir).pages
}

/**
 * The page list's budgets by the route each covers ("/", "/blog/*", and a language's own, "/es"), as the
 * build wrote them from app/config/pages.ts.
 */
export function readBudgets(buildDir) {
  const { budgets } = readListFile(buildDir)
  if (!budgets) {
    console.error(
      `${path.join(buildDir, "pages.json")} has no budgets: the build is older than its page list. Build again (npm run build).`,
    )
    process.exit(1)
  }
  return budgets
}

function readListFile(buildDir) {
  const file = path.join(buildDir, "pages.json")
  if (!existsSync(file)) {
    console.error(`${file} is missing: the build is older than its list of pages. Build again (npm run build).`)
    process.exit(1)
  }
  return JSON.parse(readFileSync(file, "utf8"))
}
