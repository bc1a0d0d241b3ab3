import { followThemeChoice } from "./theme"

/*
 * Inlined into every page's <head>, after the theme-color tags it reads (layouts/page-layout.astro),
 * so the visitor's theme is on the page before anything is drawn. See README.md.
 */
followThemeChoice()
