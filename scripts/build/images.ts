import { mkdir, readFile, writeFile } from "node:fs/promises"
import { createRequire } from "node:module"
import path from "node:path"
import { Resvg } from "@resvg/resvg-js"
import { createElement, type ReactElement, type ReactNode } from "react"
import satori from "satori"
import { ogImageSize } from "../../app/config/pages"
import { paths, siteUrls } from "../../app/config/paths"
import type { SiteSettings } from "../../app/config/settings"
import { metaContent, type BuiltPage } from "./built-pages"

const require = createRequire(import.meta.url)

/** The brand colours the images use (the same as the design tokens in app/styles/design.css). */
const colors = { ink: "#0b1020", primary: "#4f46e5", light: "#f8fafc", muted: "#cbd5e1", accent: "#a5b4fc" }

/** The agency's mark: a K on the primary colour (public/favicon.svg). */
const markPaths = '<path d="M10 8v16M10 16l9-8M13.5 13l7 11" fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round"/>'

/**
 * The images the build makes: an Open Graph image per page (1200x630, for links shared on social
 * networks and chat apps), the apple touch icon, the logo and favicon.ico.
 */
export async function writeImages(outDir: string, site: SiteSettings, pages: readonly BuiltPage[]): Promise<void> {
  await Promise.all([writeOgImages(outDir, site, pages), writeIcons(outDir)])
}

/**
 * Each page that names an Open Graph image gets it, drawn from the page's `og:title` and
 * `og:description`, where config/paths.ts puts it; a page naming another address stops the build.
 */
async function writeOgImages(outDir: string, site: SiteSettings, pages: readonly BuiltPage[]) {
  const fonts = await Promise.all(
    ([400, 700, 800] as const).map(async (weight) => ({
      name: "Inter",
      weight,
      style: "normal" as const,
      data: await readFile(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`)),
    })),
  )
  const host = new URL(site.url).host
  const urls = siteUrls(site.url)
  for (const page of pages) {
    const image = metaContent(page.html, "og:image")
    if (!image) continue
    const title = metaContent(page.html, "og:title")
    const description = metaContent(page.html, "og:description")
    if (!title || !description) throw new Error(`${page.file}: an og:image without og:title and og:description`)
    if (image !== urls.ogImage(page.path))
      throw new Error(`${page.file}: og:image is ${image}, where config/paths.ts has ${urls.ogImage(page.path)}`)
    const file = path.join(outDir, paths.ogImage(page.path))
    const svg = await satori(ogCard(site.name, title, description, host), { ...ogImageSize, fonts })
    await mkdir(path.dirname(file), { recursive: true })
    await writeFile(file, renderPng(svg, ogImageSize.width))
  }
}

/** Satori lays out elements with inline styles, like React DOM. */
const h = (type: string, style: Record<string, unknown>, children?: ReactNode, extra: Record<string, unknown> = {}) =>
  createElement(type, { style, ...extra }, children)

function ogCard(name: string, title: string, description: string, host: string): ReactElement {
  const mark = h("img", { width: 64, height: 64 }, undefined, {
    src: `data:image/svg+xml,${encodeURIComponent(markSvg(8))}`,
    width: 64,
    height: 64,
  })
  return h(
    "div",
    {
      width: "100%",
      height: "100%",
      boxSizing: "border-box",
      display: "flex",
      flexDirection: "column",
      justifyContent: "space-between",
      padding: "64px 72px",
      backgroundColor: colors.ink,
      backgroundImage: `radial-gradient(circle at 85% 0%, rgba(79,70,229,0.55), transparent 55%), radial-gradient(circle at 0% 100%, rgba(14,116,144,0.45), transparent 50%)`,
      color: colors.light,
      fontFamily: "Inter",
    },
    [
      h("div", { display: "flex", alignItems: "center", gap: 20 }, [
        mark,
        h("div", { fontSize: 36, fontWeight: 700 }, name),
      ]),
      h("div", { display: "flex", flexDirection: "column", gap: 24 }, [
        h("div", { fontSize: 64, fontWeight: 800, lineHeight: 1.1, letterSpacing: "-0.02em", maxWidth: 1000 }, title),
        h("div", { fontSize: 28, fontWeight: 400, lineHeight: 1.4, color: colors.muted, maxWidth: 980 }, description),
      ]),
      h("div", { display: "flex", justifyContent: "space-between", fontSize: 26, fontWeight: 700, color: colors.accent }, [
        h("div", {}, host),
        h("div", {}, "Book a free consultation"),
      ]),
    ],
  )
}

async function writeIcons(outDir: string) {
  // Full-bleed squares: iOS and search results round the corners themselves. Pages carry the SVG
  // mark inline as their icon (app/layouts/page-layout.astro); favicon.ico is for the browsers
  // that ask for it anyway; icon-512.png is the logo in the structured data.
  const square = markSvg(0)
  await Promise.all([
    writeFile(path.join(outDir, paths.appleTouchIcon), renderPng(square, 180)),
    writeFile(path.join(outDir, paths.logo), renderPng(square, 512)),
    writeFile(path.join(outDir, paths.favicon), icoFromPng(renderPng(markSvg(8), 32), 32)),
  ])
}

function markSvg(cornerRadius: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="${cornerRadius}" fill="${colors.primary}"/>${markPaths}</svg>`
}

function renderPng(svg: string, width: number): Buffer {
  return new Resvg(svg, { fitTo: { mode: "width", value: width } }).render().asPng()
}

/** A one-image .ico file holding a PNG, which every current browser reads. */
function icoFromPng(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(22)
  header.writeUInt16LE(0, 0) // reserved
  header.writeUInt16LE(1, 2) // type: icon
  header.writeUInt16LE(1, 4) // one image
  header.writeUInt8(size, 6)
  header.writeUInt8(size, 7)
  header.writeUInt8(0, 8) // no palette
  header.writeUInt8(0, 9)
  header.writeUInt16LE(1, 10) // colour planes
  header.writeUInt16LE(32, 12) // bits per pixel
  header.writeUInt32LE(png.length, 14)
  header.writeUInt32LE(22, 18) // image data follows the header
  return Buffer.concat([header, png])
}
