/**
 * Astro's content collections. The site's copy is typed data in app/content/*.ts today, so there
 * are none yet; declaring the (empty) set keeps Astro from treating those folders as collections.
 */
export const collections = {}
