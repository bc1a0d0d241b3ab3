import { searchWords } from "virtual:content/searchWords"
import { documentLocale } from "~/lib/document-locale"
import { searchIndexFolder } from "~/lib/blog-search"
import { searchFormId } from "~/lib/search-parts"
import { runSearch, type Pagefind } from "./search"

/*
 * The blog's search in the browser, started by the page's starter (search-on-use.ts) on the
 * visitor's first use of the form. Pagefind's own code, and its WebAssembly, load with the first
 * search, from the index of the page's language (pipeline/search-index.ts).
 */
const locale = documentLocale()
const form = document.getElementById(searchFormId)
if (form instanceof HTMLFormElement)
  runSearch(
    form,
    searchWords[locale],
    () => import(/* @vite-ignore */ `${searchIndexFolder(locale)}pagefind.js`) as Promise<Pagefind>,
  )
