import { mkdtemp, mkdir, readdir, readFile, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import path from "node:path"
import { describe, expect, it } from "vitest"
import { externalizeIslandRuntime } from "./island-runtime"

const directive = `(()=>{var a=1;(self.Astro||(self.Astro={})).visible=a;})();`
const element = `(()=>{var y=class extends HTMLElement{};customElements.get("astro-island")||customElements.define("astro-island",y)})();`
const ownScript = `{document.addEventListener("click",()=>{})}`

async function buildWith(pages: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), "island-runtime-"))
  await mkdir(path.join(dir, "assets"))
  for (const [file, html] of Object.entries(pages)) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true })
    await writeFile(path.join(dir, file), html)
  }
  return dir
}

describe("externalizeIslandRuntime", () => {
  it("moves Astro's inline runtime to one deferred file, shared by every page, and leaves other scripts inline", async () => {
    const page = `<body><script>${ownScript}</script><p>Text</p><script>${directive}</script><script>${element}</script><astro-island></astro-island></body>`
    const dir = await buildWith({ "index.html": page, "process/index.html": page })
    await externalizeIslandRuntime(dir)

    const assets = (await readdir(path.join(dir, "assets"))).filter((file) => file.startsWith("island-runtime."))
    expect(assets).toHaveLength(1)
    const runtime = await readFile(path.join(dir, "assets", assets[0] ?? ""), "utf8")
    expect(runtime).toBe(`${directive}\n${element}\n`)
    for (const file of ["index.html", "process/index.html"]) {
      expect(await readFile(path.join(dir, file), "utf8")).toBe(
        `<body><script>${ownScript}</script><p>Text</p><script src="/assets/${assets[0]}" defer></script><astro-island></astro-island></body>`,
      )
    }
  })

  it("leaves a page without islands as it is", async () => {
    const page = `<body><script>${ownScript}</script><p>Text</p></body>`
    const dir = await buildWith({ "index.html": page })
    await externalizeIslandRuntime(dir)
    expect(await readFile(path.join(dir, "index.html"), "utf8")).toBe(page)
    expect(await readdir(path.join(dir, "assets"))).toEqual([])
  })
})
