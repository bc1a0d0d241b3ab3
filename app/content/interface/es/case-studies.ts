import type { caseStudyWords as english } from "../case-studies"
import type { Translation } from "../translation"

/** The words around the client stories (Spanish of ../case-studies.ts). */
export const caseStudyWords = {
  industry: {
    /** "6 clientes" */
    clients: (count: number) => `${count} ${count === 1 ? "cliente" : "clientes"}`,
    /** After the figure: "280% de ROI promedio". */
    averageRoi: "de ROI promedio",
  },
  card: {
    challenge: "El desafío",
    solution: "Nuestra solución",
    results: "Resultados",
    timeframe: "Plazo",
    investment: "Inversión",
  },
  /** The page of one client story, /case-studies/<story>. */
  story: {
    /** "Caso de éxito · Servicios legales" */
    eyebrow: (industry: string) => `Caso de éxito · ${industry}`,
    /** "Caso de éxito: Calloway & Pierce Family Law" */
    title: (company: string) => `Caso de éxito: ${company}`,
    /** "Lo que Calloway & Pierce Family Law logró con IA: 68% más rapidez en ...; 24/7 de atención ..." */
    description: (company: string, results: readonly { metric: string; description: string }[]) =>
      `Lo que ${company} logró con IA: ${results
        .slice(0, 2)
        .map((result) => `${result.metric} ${result.description}`)
        .join("; ")}.`,
    /** The link from a card to its story: "Leer el caso de éxito de Calloway & Pierce Family Law" */
    readFull: (company: string) => `Leer el caso de éxito de ${company}`,
    resultsLabel: "Resultados",
    atAGlance: "En resumen",
    industry: "Sector",
  },
} satisfies Translation<typeof english>
