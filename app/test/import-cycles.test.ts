import { existsSync, readdirSync, readFileSync, statSync } from "node:fs"
import path from "node:path"
import { describe, expect, it } from "vitest"

/*
 * Imports run one way (pages -> sections -> ui; lib, config and content below them), so no module
 * may reach itself through its imports: a circle makes the order modules load in decide which
 * values exist yet, and means two modules no longer know which of them owns what they share.
 * Type-only imports count too: the owner of a shape is as much a matter of layers as the owner of
 * a value. The build's steps (pipeline/) import app modules, so they are walked with them.
 */

const root = path.resolve(import.meta.dirname, "../..")
const roots = ["app", "pipeline"].map((folder) => path.join(root, folder))
const sourceFile = /\.(ts|tsx|astro|js|mjs)$/
const extensions = ["", ".ts", ".tsx", ".astro", ".js", ".mjs", "/index.ts", "/index.tsx"]

/** Every `import … from "x"`, `import "x"`, `export … from "x"` and `import("x")` of a file. */
const importPattern = /(?:\bimport|\bexport)\s*(?:[\w*{}\s,$]*?\bfrom\s*)?\(?\s*["']([^"'\n]+)["']/g

function filesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((entry) => {
    const file = path.join(folder, entry)
    return statSync(file).isDirectory() ? filesUnder(file) : sourceFile.test(file) ? [file] : []
  })
}

/** The file an import names, when it is one of ours (`~/…` or relative); packages are left out. */
function resolveImport(from: string, specifier: string): string | undefined {
  const bare = specifier.replace(/\?.*$/, "")
  const base = bare.startsWith("~/")
    ? path.join(root, "app", bare.slice(2))
    : bare.startsWith(".")
      ? path.resolve(path.dirname(from), bare)
      : undefined
  if (!base) return undefined
  return extensions.map((extension) => base + extension).find((file) => existsSync(file) && statSync(file).isFile())
}

/** Each module's imports of other modules of ours. */
function importGraph(files: readonly string[]): Map<string, string[]> {
  return new Map(
    files.map((file) => {
      const code = readFileSync(file, "utf8")
      const imported = [...code.matchAll(importPattern)]
        .map((match) => resolveImport(file, match[1] ?? ""))
        .filter((target): target is string => target !== undefined && target !== file)
      return [file, [...new Set(imported)]]
    }),
  )
}

/** The circles of a graph, each as the path from a module back to itself (Tarjan's components). */
function importCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const index = new Map<string, number>()
  const lowest = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const cycles: string[][] = []
  const visit = (module: string) => {
    index.set(module, index.size)
    lowest.set(module, index.get(module) ?? 0)
    stack.push(module)
    onStack.add(module)
    for (const next of graph.get(module) ?? []) {
      if (!index.has(next)) {
        visit(next)
        lowest.set(module, Math.min(lowest.get(module) ?? 0, lowest.get(next) ?? 0))
      } else if (onStack.has(next)) {
        lowest.set(module, Math.min(lowest.get(module) ?? 0, index.get(next) ?? 0))
      }
    }
    if (lowest.get(module) !== index.get(module)) return
    const component: string[] = []
    for (let member = stack.pop(); member !== undefined; member = stack.pop()) {
      onStack.delete(member)
      component.push(member)
      if (member === module) break
    }
    if (component.length > 1) cycles.push(pathWithin(graph, new Set(component), module))
  }
  for (const module of graph.keys()) if (!index.has(module)) visit(module)
  return cycles
}

/** One way round a circle, from `start` back to it, to name in the failure. */
function pathWithin(graph: ReadonlyMap<string, readonly string[]>, members: ReadonlySet<string>, start: string) {
  const previous = new Map<string, string>()
  const queue = [start]
  while (queue.length > 0) {
    const module = queue.shift() ?? start
    for (const next of graph.get(module) ?? []) {
      if (!members.has(next)) continue
      if (next === start) {
        const trail = [start]
        for (let at: string | undefined = module; at !== undefined && at !== start; at = previous.get(at))
          trail.splice(1, 0, at)
        return [...trail, start]
      }
      if (!previous.has(next)) {
        previous.set(next, module)
        queue.push(next)
      }
    }
  }
  return [start]
}

describe("imports", () => {
  it("find circles, naming the way round", () => {
    const graph = new Map([
      ["a", ["b"]],
      ["b", ["c", "d"]],
      ["c", ["a"]],
      ["d", []],
      ["e", ["e2"]],
      ["e2", ["e"]],
    ])
    expect(importCycles(graph)).toEqual([
      ["a", "b", "c", "a"],
      ["e", "e2", "e"],
    ])
    expect(
      importCycles(
        new Map([
          ["a", ["b"]],
          ["b", []],
        ]),
      ),
    ).toEqual([])
  })

  it("read every form of import and export, with and without a query", () => {
    const file = path.join(root, "app", "lib", "seo.ts")
    const code = [
      'import { a } from "./format"',
      'import type { B } from "~/config/site"',
      'export { c } from "./blog"',
      'import "./cn"',
      'const d = await import("./retry")',
      'import code from "~/start/head-start.ts?inline-script"',
      'import { z } from "astro/zod"',
    ].join("\n")
    const found = [...code.matchAll(importPattern)].map((match) => resolveImport(file, match[1] ?? ""))
    expect(found.map((target) => target && path.relative(root, target))).toEqual([
      "app/lib/format.ts",
      "app/config/site.ts",
      "app/lib/blog.ts",
      "app/lib/cn.ts",
      "app/lib/retry.ts",
      "app/start/head-start.ts",
      undefined,
    ])
  })

  it("run one way among the app's modules and the build's steps", () => {
    const cycles = importCycles(importGraph(roots.flatMap(filesUnder)))
    expect(cycles.map((cycle) => cycle.map((file) => path.relative(root, file)).join(" -> "))).toEqual([])
  })
})
