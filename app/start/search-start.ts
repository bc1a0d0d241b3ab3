import { startSearchOnUse } from "./search-on-use"

/* Inlined after the blog's search form (pages/[...locale]/blog/[...page].astro): see search-on-use.ts. */
startSearchOnUse()
