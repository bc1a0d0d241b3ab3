/* Names the search form, its starter and its code share. Nothing is imported here: the starter
 * travels in the page's HTML with all it imports. */
export const searchFormId = "blog-search"

/** Where the search points when it cannot run. */
export const blogTopicsId = "topics"

/** `<template data-when-used="blog-search">`, whose code starts on the form's first use. */
export const whenUsedAttribute = "data-when-used"

export const resultsAttribute = "data-search-results"

/** In the form without a script and in the status with one. */
export const topicsLinkClassName = "font-medium text-primary underline"
