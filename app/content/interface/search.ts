/**
 * The words of the blog's search (app/components/blog/blog-search.tsx, app/deferred/search.ts): it
 * finds articles, case studies and services in the visitor's language.
 */
export const searchWords = {
  /** The search landmark's name and the field's label. */
  label: "Search articles, case studies and services",
  submit: "Search",
  /** Shown without JavaScript, where the search cannot run, before the link to the topics. */
  noScript: "Search needs JavaScript in your browser.",
  /** The link to the blog's topics, after `noScript`, `none` and `failed`. */
  topicsLink: "Browse the topics",
  /** "3 results for “voice agents”" */
  found: (count: number, query: string) => `${count} ${count === 1 ? "result" : "results"} for “${query}”`,
  /** "No results for “voice agents”." */
  none: (query: string) => `No results for “${query}”.`,
  failed: "Search could not load. Try again in a moment.",
  resultsLabel: "Search results",
}
