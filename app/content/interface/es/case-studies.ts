import type { caseStudyLabels as english } from "../case-studies"
import type { Translation } from "../translation"

/** The words around the client stories (Spanish of ../case-studies.ts). */
export const caseStudyLabels = {
  industry: {
    /** "6 clientes" */
    clients: (count: number) => `${count} ${count === 1 ? "cliente" : "clientes"}`,
    averageRoi: "ROI promedio",
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
    /** "Caso de éxito · Legal" */
    eyebrow: (industry: string) => `Caso de éxito · ${industry}`,
    /** "Caso de éxito: Calloway & Pierce Family Law" */
    title: (company: string) => `Caso de éxito: ${company}`,
    /** The search snippet: the company and its headline results. */
    description: (company: string, results: readonly { metric: string; description: string }[]) =>
      `Cómo ${company} logró ${results
        .slice(0, 2)
        .map((result) => `${result.metric} ${result.description}`)
        .join(" y ")} gracias a la automatización con IA.`,
    /** The link from a card to its story: "Leer el caso de éxito de Calloway & Pierce Family Law" */
    readFull: (company: string) => `Leer el caso de éxito de ${company}`,
    resultsLabel: "Resultados",
    atAGlance: "En resumen",
    industry: "Sector",
  },
} satisfies Translation<typeof english>
