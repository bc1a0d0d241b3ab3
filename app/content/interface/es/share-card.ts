import type { shareCardWords as english } from "../share-card"
import type { Translation } from "../translation"

/** The words on every Spanish page's share card (Spanish of ../share-card.ts). */
export const shareCardWords = {
  callToAction: "Agende su consulta gratis",
} satisfies Translation<typeof english>
