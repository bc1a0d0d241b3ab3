import { stripVTControlCharacters } from "node:util"

/**
 * Whether an Astro command's output so far shows its content sync done: the line Astro prints
 * once it has written the project's `.astro/` files ("[types] Generated"), colours or not.
 */
export function hasSynced(output) {
  return stripVTControlCharacters(output).includes("[types] Generated")
}
