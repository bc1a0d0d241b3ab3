import { documentLocale } from "~/lib/document-locale"
import { estimatorParts } from "~/lib/estimator-view"
import { runEstimator } from "./estimator"
import { estimatorContent } from "~/lib/estimator-content"

/*
 * The savings estimator's code in the browser, started by start/after-paint.ts once the section
 * comes into view (`<template data-after-paint data-when-visible>` in pages/[...locale]/services.astro).
 */
const locale = documentLocale()
for (const root of document.querySelectorAll<HTMLElement>(
  `[${estimatorParts.island}="estimator"][${estimatorParts.pending}]`,
))
  runEstimator(root, estimatorContent(locale), locale)
