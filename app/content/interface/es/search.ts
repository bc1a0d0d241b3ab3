import type { searchWords as english } from "../search"
import type { Translation } from "../translation"

/** The blog's search in Spanish (../search.ts). */
export const searchWords = {
  label: "Buscar artículos, casos de éxito y servicios",
  submit: "Buscar",
  noScript: "La búsqueda necesita JavaScript en su navegador.",
  topicsLink: "Ver los temas",
  /** "3 resultados para “agentes de voz”" */
  found: (count: number, query: string) => `${count} ${count === 1 ? "resultado" : "resultados"} para “${query}”`,
  /** "No hay resultados para “agentes de voz”." */
  none: (query: string) => `No hay resultados para “${query}”.`,
  failed: "No se pudo cargar la búsqueda. Inténtelo de nuevo en un momento.",
  resultsLabel: "Resultados de la búsqueda",
} satisfies Translation<typeof english>
