import { existsSync, readFileSync } from "node:fs"
import path from "node:path"
import { brotliCompressSync, constants, gzipSync } from "node:zlib"

/**
 * What a page of the build loads at start-up, in gzip bytes: its HTML (also in brotli, as servers
 * send it to browsers), the stylesheets and inline
 * styles it uses, the scripts it runs (`<script src>`) and everything those import statically.
 * Chunks imported dynamically (code loaded on demand, such as the toast library) are not
 * start-up bytes, and neither are the islands' code (`component-url`, `renderer-url`, and the
 * scripts of a `<template data-when-visible>`), which loads when an island comes into view, nor
 * that of a `<template data-when-used>` (the blog's search), which loads on the form's first use:
 * that is `islandJsGzip`. Images are counted when the HTML
 * loads them eagerly. The page is one of the build's list (scripts/lib/page-list.mjs): its route
 * and its file under `clientDir`.
 */
export function pageWeight(clientDir, { path: route, file }) {
  const html = readFileSync(path.join(clientDir, file), "utf8")
  const gzip = (content) => gzipSync(content, { level: 9 }).length

  const withStaticImports = (entries) => {
    const found = new Set()
    const queue = [...entries]
    while (queue.length > 0) {
      const asset = queue.shift()
      if (found.has(asset)) continue
      found.add(asset)
      const code = readFileSync(path.join(clientDir, asset), "utf8")
      // Static imports only: `import"./x.js"`, `from"./x.js"`; not `import("./x.js")`.
      for (const match of code.matchAll(/(?:\bfrom|\bimport)\s*["']\.\/([\w.-]+\.js)["']/g)) {
        queue.push(`/assets/${match[1]}`)
      }
    }
    return found
  }
  const scriptSources = (markup) =>
    [...markup.matchAll(/<script[^>]+src="(\/assets\/[\w.-]+\.js)"/g)].map((match) => match[1])
  // A section's code that starts once it comes into view (`<template data-when-visible>`), or on
  // its first use (`<template data-when-used>`), is an island's.
  const whenVisible = /<template[^>]*\sdata-when-(?:visible|used)[^>]*>([\s\S]*?)<\/template>/g
  const scripts = withStaticImports(scriptSources(html.replace(whenVisible, "")))
  const islandScripts = withStaticImports([
    ...[...html.matchAll(/(?:component|renderer)-url="(\/assets\/[\w.-]+\.js)"/g)].map((match) => match[1]),
    ...[...html.matchAll(whenVisible)].flatMap((match) => scriptSources(match[1])),
  ])
  const stylesheets = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="(\/assets\/[\w.-]+\.css)"/g)].map(
    (m) => m[1],
  )
  const inlineCss = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join("")
  const eagerImages = [...html.matchAll(/<img(?![^>]*loading="lazy")[^>]+src="(\/[^"]+)"/g)].map((m) => m[1])

  const fileGzip = (asset) => {
    const file = path.join(clientDir, asset)
    return existsSync(file) ? gzip(readFileSync(file)) : 0
  }
  const jsGzip = [...scripts].reduce((sum, asset) => sum + fileGzip(asset), 0)
  const islandJsGzip = [...islandScripts]
    .filter((asset) => !scripts.has(asset))
    .reduce((sum, asset) => sum + fileGzip(asset), 0)
  const cssGzip = stylesheets.reduce((sum, asset) => sum + fileGzip(asset), 0) + (inlineCss ? gzip(inlineCss) : 0)
  const htmlGzip = gzip(html)
  // The Brotli twin the build wrote, as servers send it (its level depends on the page:
  // pipeline/precompress.ts); compressed here at the highest level when there is none.
  const twin = path.join(clientDir, `${file}.br`)
  const htmlBrotli = existsSync(twin)
    ? readFileSync(twin).length
    : brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length
  const imageBytes = eagerImages.reduce((sum, asset) => sum + fileGzip(asset), 0)
  return {
    route,
    htmlGzip,
    htmlBrotli,
    jsGzip,
    islandJsGzip,
    cssGzip,
    imageBytes,
    // Inline CSS travels inside the HTML, so it is not counted twice.
    totalGzip: htmlGzip + jsGzip + imageBytes + (inlineCss ? 0 : cssGzip),
    scripts: [...scripts],
  }
}

export const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`
