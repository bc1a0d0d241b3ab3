import { registerHooks } from "node:module"
import { pathToFileURL } from "node:url"
import { contentModulePrefix as prefix, contentModuleSource } from "../app/content/read"
import { contentRegistry, type EntryName } from "../app/content/registry"

/*
 * `import { layoutWords } from "virtual:content/layoutWords"` in the browser tests, as in the site's code: the module
 * is the one the build's plugin serves (`contentModuleSource`). Registered by playwright.config.ts, which the runner
 * and each worker load before any test file.
 */

registerHooks({
  resolve(specifier, context, nextResolve) {
    if (specifier.startsWith(prefix)) return { url: specifier, shortCircuit: true }
    // The module names the files it imports by absolute path.
    if (context.parentURL?.startsWith(prefix)) return nextResolve(pathToFileURL(specifier).href, context)
    return nextResolve(specifier, context)
  },
  load(url, context, nextLoad) {
    if (!url.startsWith(prefix)) return nextLoad(url, context)
    const row = contentRegistry[url.slice(prefix.length) as EntryName] as { kind: string } | undefined
    if (row?.kind === "markdown")
      throw new Error(
        `${url}: Markdown is rendered by Astro; the browser tests read its files (tests/e2e/support/content.ts)`,
      )
    return { format: "module", source: contentModuleSource(url, {}), shortCircuit: true }
  },
})
