import type { buyerPageWords as english } from "../buyer-pages"
import type { Translation } from "../translation"

/** The words around the industries' and services' own pages (Spanish of ../buyer-pages.ts). */
export const buyerPageWords = {
  book: "Agende su consulta gratis",
  industry: {
    channels: "Canales que atendemos",
    systems: "Sistemas que conectamos",
    rulesNote:
      "Así es como trabajamos. No es asesoría legal ni de cumplimiento: su abogado y su responsable de cumplimiento tienen la última palabra sobre sus obligaciones.",
    story: { eyebrow: "Caso de éxito", more: (industry: string) => `${industry}: todos los casos de éxito` },
    services: { title: "Servicios indicados" },
    questions: "Preguntas que nos hacen",
  },
  service: {
    eyebrow: "Servicio",
    whatItDoes: "Qué hace",
    features: "Qué incluye",
    cost: { title: "Cuánto cuesta", plans: "Planes en los que funciona" },
    stories: {
      title: "Casos de éxito con este servicio",
      more: (service: string) => `${service}: todos los casos de éxito`,
    },
    questions: "Preguntas sobre este servicio",
  },
  filters: {
    label: "Explore los casos",
    byIndustry: "Por sector",
    byService: "Por servicio",
    all: "Todos los casos",
    industryTitle: (industry: string) => `${industry}: casos de éxito`,
    serviceTitle: (service: string) => `${service}: casos de éxito`,
    aboutIndustry: (industry: string) => `Automatización con IA · ${industry}`,
    aboutService: (service: string) => `Sobre el servicio · ${service}`,
    industryDescription: (industry: string, count: number) =>
      `Sector: ${industry}. ${count === 1 ? "Un caso de éxito" : `${count} casos de éxito`} con el problema de cada empresa, lo que construimos y los resultados que midió.`,
    serviceDescription: (service: string, count: number) =>
      `Servicio: ${service}. ${count === 1 ? "Un caso de éxito" : `${count} casos de éxito`} con el problema de la empresa, lo que construimos y los resultados que midió.`,
  },
} satisfies Translation<typeof english>
