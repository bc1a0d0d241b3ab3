import { getCollection } from "astro:content"
import { collectionIn, locales, type Locale } from "../config/locales"
import { contentRegistry, type MarkdownEntry, type MarkdownName, type MarkdownRow } from "./registry"

/**
 * What `virtual:content/<Markdown row>` exports: Astro's collections (content.config.ts, which keeps the cache and
 * checks the HTML) in each language, in the row's order. A file marked `draft: true` shows while editing and is left
 * out of the built site. Only the server's modules may import this; `contentModules` refuses it to the browser.
 */
export async function markdownEntries<Name extends MarkdownName>(
  name: Name,
): Promise<Record<Locale, MarkdownEntry<Name>[]>> {
  const { order = () => 0 }: MarkdownRow = contentRegistry[name]
  const inLocale = async (locale: Locale) => {
    const entries = await getCollection(collectionIn(name, locale))
    return entries
      .filter((entry) => import.meta.env.DEV || (entry.data as { draft?: boolean }).draft !== true)
      .map(({ id, data, body, rendered }) => ({
        id,
        data,
        body: body ?? "",
        html: rendered?.html ?? "",
      }))
      .sort((a, b) => a.id.localeCompare(b.id))
      .sort(order) as MarkdownEntry<Name>[]
  }
  return Object.fromEntries(await Promise.all(locales.map(async (locale) => [locale, await inLocale(locale)])))
}
