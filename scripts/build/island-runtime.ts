import { createHash } from "node:crypto"
import { writeFile } from "node:fs/promises"
import path from "node:path"
import { readBuiltPages } from "./built-pages"

/** An inline script without attributes, and its code. */
const inlineScript = /<script>([\s\S]*?)<\/script>/g
/** Astro's: the `<astro-island>` element, or a `client:` directive it uses. */
const isIslandRuntime = (code: string) => code.startsWith("(()=>{") && /self\.Astro|"astro-island"/.test(code)

/**
 * Astro writes its island runtime into every page that has an island, inline, before the first
 * island: about 1.3 kB of the home page's brotli bytes, enough to push its HTML past what a new
 * connection delivers in its first round trip (ten TCP segments with the headers), which costs
 * the first paint a whole round trip on a slow phone network. Nothing needs the runtime before
 * the page is parsed: islands hydrate only when they come into view. So it moves to one file
 * in `assets/`, named after its content and cached like the rest, loaded with `defer` where the
 * first script was: it runs as parsing ends, before the first island can hydrate.
 * Runs before the headers are written, so the pages' CSP no longer lists the scripts' hashes.
 */
export async function externalizeIslandRuntime(clientDir: string): Promise<void> {
  const written = new Set<string>()
  for (const { file, html } of await readBuiltPages(clientDir)) {
    const scripts = [...html.matchAll(inlineScript)].map((script) => script[1] ?? "").filter(isIslandRuntime)
    if (scripts.length === 0) continue
    const code = scripts.join("\n")
    const name = `island-runtime.${createHash("sha256").update(code).digest("base64url").slice(0, 8)}.js`
    if (!written.has(name)) {
      await writeFile(path.join(clientDir, "assets", name), `${code}\n`)
      written.add(name)
    }
    const external = `<script src="/assets/${name}" defer></script>`
    let seen = 0
    await writeFile(
      path.join(clientDir, file),
      html.replace(inlineScript, (script, code: string) =>
        isIslandRuntime(code) ? (seen++ === 0 ? external : "") : script,
      ),
    )
  }
}
