import { whenUsedAttribute } from "~/lib/search-parts"

/**
 * The blog's search loads its code on the visitor's first use of the form, not before: the page
 * carries this starter inline, and the code (search-module.ts) waits in
 * `<template data-when-used="<form id>">` until the form is focused, typed in or sent. With a
 * script the form never leaves the page, and what was typed before the code ran is searched once
 * it runs. Without one, the field and its button are hidden (components/blog/blog-search.tsx).
 */
export const startSearchOnUse = (): void => {
  const template = document.querySelector<HTMLTemplateElement>(`template[${whenUsedAttribute}]`)
  const form = document.getElementById(template?.getAttribute(whenUsedAttribute) ?? "")
  if (!template || !(form instanceof HTMLFormElement)) return
  const start = (event: Event) => {
    if (event.type === "submit") event.preventDefault()
    if (!template.isConnected) return
    template.remove()
    document.body.append(document.importNode(template.content, true))
  }
  for (const type of ["focusin", "input", "submit"]) form.addEventListener(type, start)
}
