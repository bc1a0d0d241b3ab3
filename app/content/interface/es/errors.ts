import type { errorWords as english } from "../errors"
import type { Translation } from "../translation"

/** What the 404 screen logs, and the fallback for unexpected errors (Spanish of ../errors.ts). */
export const errorWords = {
  notFound: {
    /** A developer log: the same words as in English. */
    consoleMessage: "404 Error: User attempted to access non-existent route:",
  },
  unexpected: {
    title: "¡Error inesperado en la aplicación!",
    fallbackMessage: "Algo salió mal al mostrar esta página.",
  },
} as const satisfies Translation<typeof english>
