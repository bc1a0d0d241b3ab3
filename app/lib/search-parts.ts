/*
 * The names the blog's search form (components/blog/blog-search.tsx), the starter inlined after it
 * (start/search-on-use.ts) and its code (deferred/search.ts) share. Nothing imported: the starter
 * travels in the page's HTML with all it imports.
 */

/** The form's id: the starter listens on it, the template that holds the code names it. */
export const searchFormId = "blog-search"

/** The id of the blog's topics, where the search points when it cannot run. */
export const blogTopicsId = "topics"

/** The template whose code starts on the form's first use: `<template data-when-used="blog-search">`. */
export const whenUsedAttribute = "data-when-used"

/** The list the results are written into. */
export const resultsAttribute = "data-search-results"

/** The look of the link to the topics, in the form without a script and in the status with one. */
export const topicsLinkClassName = "font-medium text-primary underline"
