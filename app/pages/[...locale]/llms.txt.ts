import { llmsRoute } from "~/lib/llms-route"
import { inEachLanguage } from "~/lib/static-paths"

/** One a language: /llms.txt and /es/llms.txt, each naming the pages in its language. */
export const getStaticPaths = inEachLanguage()

/**
 * /llms.txt (https://llmstxt.org): what the agency does, its services and prices, and a link to
 * the Markdown version of each page, of the latest posts and of the client stories, with a link
 * to /llms-full.txt, which lists every one (app/lib/llms-text.ts).
 */
export const GET = llmsRoute("latest")
