import { llmsRoute } from "~/lib/llms-route"
import { inEachLanguage } from "~/lib/static-paths"

/** One a language, beside its /llms.txt: /llms-full.txt and /es/llms-full.txt. */
export const getStaticPaths = inEachLanguage()

/** /llms-full.txt: /llms.txt with every post and client story listed (app/lib/llms-text.ts). */
export const GET = llmsRoute("full")
