import { readFile, writeFile } from "node:fs/promises"
import { createRequire } from "node:module"
import path from "node:path"
import { constants, crc32, deflateRawSync } from "node:zlib"
import { Resvg } from "@resvg/resvg-js"
import { createElement, type ReactElement, type ReactNode } from "react"
import satori from "satori"
import { localeOfPath, locales, type Locale } from "../app/config/locales"
import { ogImageSize } from "../app/config/pages"
import { firstPageOf, paths, siteUrls } from "../app/config/paths"
import type { SiteSettings } from "../app/config/settings"
import { metaContent, type BuiltPage } from "./built-pages"

const require = createRequire(import.meta.url)

/** The design tokens' brand colours (app/styles/design.css). */
const colors = { ink: "#0b1020", primary: "#4f46e5", light: "#f8fafc", muted: "#cbd5e1", accent: "#a5b4fc" }

/** The agency's mark: a K on the primary colour (public/favicon.svg). */
const markPaths =
  '<path d="M10 8v16M10 16l9-8M13.5 13l7 11" fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round"/>'

/**
 * Open Graph cards (`OgImages`) and the icons (`writeIcons`). Drawing a card's gradients took most of its time, so
 * the background is drawn once, with the first card, and each page's text is laid over a copy of its pixels (the
 * same image, to a rounding of one level in a few edge pixels). The PNG has no alpha and unfiltered rows, which
 * Deflate finds better than any filter on repeating gradients: about 110 kB a card, under half what resvg's encoder
 * gave. Compressing took as long as drawing, so only the rows where a card differs from its template are compressed
 * for it (`CardRows`).
 */
export function cardFonts() {
  return Promise.all(
    ([400, 700, 800] as const).map(async (weight) => ({
      name: "Inter",
      weight,
      style: "normal" as const,
      data: await readFile(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`)),
    })),
  )
}

/** What drawing a card takes: the fonts, the background's pixels and rows, each language's card without text. */
interface CardKit {
  fonts: SatoriFont[]
  background: Uint8Array
  rows: Buffer
  templates: Record<Locale, CardRows>
}

export class OgImages {
  constructor(
    private readonly site: Pick<SiteSettings, "name" | "url">,
    private readonly words: CardWords,
  ) {}

  private card: Buffer | undefined
  /** Made when the first card is drawn: a build that finds every card in its cache draws nothing at all. */
  private kit: Promise<CardKit> | undefined

  private drawingKit(): Promise<CardKit> {
    this.kit ??= (async () => {
      const fonts = await cardFonts()
      const background = await drawPixels(ogBackground(), fonts)
      const rows = backgroundRows(background)
      const host = new URL(this.site.url).host
      const templates = Object.fromEntries(
        await Promise.all(
          locales.map(async (locale) => {
            const empty = await drawPixels(ogCard(this.site.name, "", "", host, this.words[locale].callToAction), fonts)
            return [locale, new CardRows(overBackground(empty, background, rows))] as const
          }),
        ),
      ) as Record<Locale, CardRows>
      return { fonts, background, rows, templates }
    })()
    return this.kit
  }

  /** The page's card, or null when it names none; a page naming another address stops the build. */
  imageOf(page: Pick<BuiltPage, "path" | "file" | "html">): CardText | null {
    const image = metaContent(page.html, "og:image")
    if (!image) return null
    const title = metaContent(page.html, "og:title")
    const description = metaContent(page.html, "og:description")
    if (!title || !description) throw new Error(`${page.file}: an og:image without og:title and og:description`)
    const expected = siteUrls(this.site.url).ogImage(page.path)
    if (image !== expected) throw new Error(`${page.file}: og:image is ${image}, where config/paths.ts has ${expected}`)
    // A list's later pages show its first page's card, which that page draws.
    if (firstPageOf(page.path) !== page.path) return null
    return { file: paths.ogImage(page.path), title, description, locale: localeOfPath(page.path) }
  }

  /** What a card is drawn from, for a cache key: the text on it, the fonts and how it is drawn. */
  cardInputs({ title, description, locale }: Omit<CardText, "file">): string[] {
    const host = new URL(this.site.url).host
    return [this.site.name, host, title, description, this.words[locale].callToAction, ogImagesVersion]
  }

  async draw({ title, description, locale }: Omit<CardText, "file">): Promise<Buffer> {
    const { fonts, background, rows, templates } = await this.drawingKit()
    const host = new URL(this.site.url).host
    const card = ogCard(this.site.name, title, description, host, this.words[locale].callToAction)
    const text = await drawPixels(card, fonts)
    // One buffer for every card's rows, used and compressed before the next card is drawn.
    this.card = overBackground(text, background, rows, this.card)
    return encodePng(templates[locale].compress(this.card), ogImageSize.width, ogImageSize.height)
  }
}

/** The words every card of a language carries (`shareCardWords`). */
export type CardWords = Record<Locale, { callToAction: string }>

export interface CardText {
  file: string
  title: string
  description: string
  locale: Locale
}

/** Changes whenever the cards are drawn differently, so the cache (build-cache.ts) draws them again. */
const ogImagesVersion = "card-4"

type SatoriFont = { name: string; weight: 400 | 700 | 800; style: "normal"; data: Buffer }

/** Pixels RGBA, premultiplied (as resvg gives them). */
async function drawPixels(element: ReactElement, fonts: SatoriFont[]): Promise<Uint8Array> {
  const svg = await satori(element, { ...ogImageSize, fonts })
  return new Resvg(svg, { fitTo: { mode: "width", value: ogImageSize.width } }).render().pixels
}

/**
 * The text's pixels laid over the background's ("source over": both premultiplied, the background
 * opaque), as the rows of a PNG without alpha, each after its filter byte (0, none): a copy of
 * the background's rows (`backgroundRows`) into `out`, changed where the text has any ink.
 */
function overBackground(
  text: Uint8Array,
  background: Uint8Array,
  rows: Buffer,
  out: Buffer = Buffer.alloc(rows.length),
): Buffer {
  const { width, height } = ogImageSize
  const rowLength = 1 + width * 3
  rows.copy(out)
  const ink = new Uint32Array(text.buffer, text.byteOffset, text.byteLength / 4)
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const pixel = y * width + x
      if (ink[pixel] === 0) continue
      const at = pixel * 4
      const alpha = text[at + 3] as number
      const to = y * rowLength + 1 + x * 3
      for (let channel = 0; channel < 3; channel++)
        out[to + channel] =
          (text[at + channel] as number) + Math.round(((background[at + channel] as number) * (255 - alpha)) / 255)
    }
  }
  return out
}

/** The background's pixels as the rows of a PNG without alpha, each after its filter byte (0). */
function backgroundRows(background: Uint8Array): Buffer {
  const { width, height } = ogImageSize
  const rows = Buffer.alloc((1 + width * 3) * height)
  for (let pixel = 0, to = 1; pixel < width * height; pixel++, to += 3) {
    if (pixel % width === 0 && pixel > 0) to++
    rows[to] = background[pixel * 4] as number
    rows[to + 1] = background[pixel * 4 + 1] as number
    rows[to + 2] = background[pixel * 4 + 2] as number
  }
  return rows
}

/**
 * A card's rows as one zlib stream in three parts: the template's rows above where the card differs, those rows, and
 * the template's rows below. The outer parts are compressed once per start or end row (to a multiple of 8); only the
 * middle is compressed per card. Each part is Deflate blocks flushed to a byte that may refer back 32 kB: the part
 * below starts eleven rows (over 32 kB) after the last that differs, so what it refers to is still the template's.
 */
export class CardRows {
  private readonly rowLength = 1 + ogImageSize.width * 3
  private readonly above = new Map<number, { data: Buffer; adler: number }>()
  private readonly below = new Map<number, { data: Buffer; adler: number }>()

  constructor(private readonly template: Buffer) {}

  compress(rows: Buffer): Buffer {
    const { rowLength, template } = this
    const { height } = ogImageSize
    const same = (row: number) =>
      rows.compare(template, row * rowLength, (row + 1) * rowLength, row * rowLength, (row + 1) * rowLength) === 0
    let first = 0
    while (first < height && same(first)) first++
    let last = height - 1
    while (last >= first && same(last)) last--
    const start = Math.floor(first / 8) * 8
    const end = Math.min(height, Math.ceil((last + 12) / 8) * 8)
    const above = this.part(
      this.above,
      start,
      () => deflateRawSync(template.subarray(0, start * rowLength), flush(template, 0)),
      0,
      start,
    )
    const middle = rows.subarray(start * rowLength, end * rowLength)
    const compressed = end > start ? deflateRawSync(middle, flush(rows, start * rowLength)) : Buffer.alloc(0)
    const below = this.part(
      this.below,
      end,
      () =>
        deflateRawSync(template.subarray(end * rowLength), {
          ...flush(template, end * rowLength),
          finishFlush: constants.Z_FINISH,
        }),
      end,
      height,
    )
    let adler = adler32Combine(above.adler, adler32(middle), middle.length)
    adler = adler32Combine(adler, below.adler, (height - end) * rowLength)
    const trailer = Buffer.alloc(4)
    trailer.writeUInt32BE(adler >>> 0)
    // 0x78 0x9c: Deflate with a 32 kB window, the default level, no preset dictionary.
    return Buffer.concat([Buffer.from([0x78, 0x9c]), above.data, compressed, below.data, trailer])
  }

  private part(
    parts: Map<number, { data: Buffer; adler: number }>,
    row: number,
    compress: () => Buffer,
    from: number,
    to: number,
  ): { data: Buffer; adler: number } {
    let part = parts.get(row)
    if (!part) {
      part = { data: compress(), adler: adler32(this.template.subarray(from * this.rowLength, to * this.rowLength)) }
      parts.set(row, part)
    }
    return part
  }
}

/** Options to compress `data` from `offset` on as part of a longer stream: what came before as its window. */
function flush(data: Buffer, offset: number) {
  const window = data.subarray(Math.max(0, offset - 32768), offset)
  return { level: 6, finishFlush: constants.Z_SYNC_FLUSH, ...(window.length > 0 ? { dictionary: window } : {}) }
}

export function adler32(data: Uint8Array): number {
  let a = 1
  let b = 0
  for (let at = 0; at < data.length;) {
    // 5552 bytes at most between reductions keep the sums within 32 bits (zlib's NMAX).
    const end = Math.min(data.length, at + 5552)
    for (; at < end; at++) {
      a += data[at] as number
      b += a
    }
    a %= 65521
    b %= 65521
  }
  return ((b << 16) | a) >>> 0
}

/** The checksum of two pieces of data joined, from theirs and the second's length (zlib's adler32_combine). */
export function adler32Combine(first: number, second: number, secondLength: number): number {
  const base = 65521
  const remainder = secondLength % base
  let sum1 = first & 0xffff
  let sum2 = (remainder * sum1) % base
  sum1 += (second & 0xffff) + base - 1
  sum2 += ((first >>> 16) & 0xffff) + ((second >>> 16) & 0xffff) + base - remainder
  if (sum1 >= base) sum1 -= base
  if (sum1 >= base) sum1 -= base
  if (sum2 >= base << 1) sum2 -= base << 1
  if (sum2 >= base) sum2 -= base
  return ((sum2 << 16) | sum1) >>> 0
}

/** A PNG of 8-bit RGB from its filtered rows, compressed (a zlib stream). */
export function encodePng(compressedRows: Uint8Array, width: number, height: number): Buffer {
  const chunk = (type: string, data: Uint8Array) => {
    const bytes = Buffer.alloc(12 + data.length)
    bytes.writeUInt32BE(data.length, 0)
    bytes.write(type, 4, "latin1")
    bytes.set(data, 8)
    bytes.writeUInt32BE(crc32(bytes.subarray(4, 8 + data.length)), 8 + data.length)
    return bytes
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header[8] = 8 // bits per channel
  header[9] = 2 // colour type: RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", compressedRows),
    chunk("IEND", new Uint8Array()),
  ])
}

const h = (type: string, style: Record<string, unknown>, children?: ReactNode, extra: Record<string, unknown> = {}) =>
  createElement(type, { style, ...extra }, children)

export function ogBackground(): ReactElement {
  return h("div", {
    width: "100%",
    height: "100%",
    display: "flex",
    backgroundColor: colors.ink,
    backgroundImage: `radial-gradient(circle at 85% 0%, rgba(79,70,229,0.55), transparent 55%), radial-gradient(circle at 0% 100%, rgba(14,116,144,0.45), transparent 50%)`,
  })
}

/** A card's text, mark and links, on a transparent canvas, in the page's language: drawn over `ogBackground`. */
export function ogCard(
  name: string,
  title: string,
  description: string,
  host: string,
  callToAction: string,
): ReactElement {
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
      h(
        "div",
        { display: "flex", justifyContent: "space-between", fontSize: 26, fontWeight: 700, color: colors.accent },
        [h("div", {}, host), h("div", {}, callToAction)],
      ),
    ],
  )
}

export async function writeIcons(outDir: string): Promise<void> {
  // Full-bleed squares: iOS and search results round the corners themselves. Pages carry the SVG mark inline;
  // favicon.ico is for browsers that ask for it anyway; icon-512.png is the structured data's logo.
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
