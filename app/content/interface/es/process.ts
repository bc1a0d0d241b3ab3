import type { processWords as english } from "../process"
import type { Translation } from "../translation"

/** The words around each step of the process page's cards (Spanish of ../process.ts). */
export const processWords = {
  /** "Paso 01" */
  step: "Paso",
  duration: "Duración",
  activities: "Qué sucede",
} satisfies Translation<typeof english>
