import { whenUsedAttribute } from "~/lib/search-parts"

/**
 * The search's code waits in `<template data-when-used="<form id>">` until the form is first used;
 * what was typed before it ran is searched once it runs.
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
