import type { llmsWords as english } from "../llms"
import type { Translation } from "../translation"

/** The words of the Spanish /llms.txt: the site described for AI assistants (Spanish of ../llms.ts). */
export const llmsWords = {
  /** "Kinetic AI es una agencia de automatización con IA..." */
  about: (agency: string) =>
    `${agency} es una agencia de automatización con IA para pequeñas y medianas empresas de EE. UU. Crea agentes de IA para atención al cliente, automatización de flujos de trabajo con n8n, automatización de captación de clientes potenciales e integraciones de IA a la medida, conectados a las herramientas que la empresa ya usa, y los supervisa 24/7.`,
  howToStart:
    "Cada proyecto comienza con una sesión de estrategia gratis de 30 minutos; el trabajo empieza de 1 a 2 semanas después. Los flujos de trabajo sencillos se ponen en marcha en un plazo de 1 a 2 semanas, y los sistemas completos, de 4 a 8 semanas. Los mensajes se responden en un plazo de 24 horas.",
  guarantees:
    "Garantías: ahorro de tiempo medible en 30 días o trabajo sin costo hasta lograrlo; ROI positivo en 90 días o se reembolsa la tarifa de implementación.",
  /** "Contacto: hello@..., +1 (512) 555-0142 (lunes a viernes, de 9 a.m. a 6 p.m., hora del Este)." */
  contact: (email: string, phone: string, hours: string) => `Contacto: ${email}, ${phone} (${hours}).`,
  headings: {
    industries: "Sectores",
    services: "Servicios y precios iniciales",
    plans: "Planes",
    pages: "Páginas",
    insights: "Artículos (blog)",
    stories: "Casos de éxito",
    optional: "Opcional",
  },
  plansNote: "Todos los planes incluyen implementación, capacitación y soporte continuo.",
  /** "$1,000/mes más $3,500 de implementación" */
  planPrice: (monthly: string, setup: string) => `${monthly} más ${setup}`,
  /** "Growth (más popular)" */
  popular: (name: string) => `${name} (más popular)`,
  feed: "Canal RSS del blog",
  /** The link from /es/llms.txt to /es/llms-full.txt. */
  fullList: "Todas las páginas, artículos y casos de éxito (llms-full.txt)",
  /** "Se muestran 20 de 1,000; todos figuran en https://…/es/llms-full.txt." */
  more: (shown: string, total: string, fullList: string) =>
    `Se muestran ${shown} de ${total}; todos figuran en ${fullList}.`,
  fullText: {
    heading: "Texto completo",
    intro: (posts) =>
      `A continuación, el texto de cada página y cada caso de éxito, cada uno con su dirección al final, y el de los ${posts} artículos más recientes; los anteriores figuran arriba con sus enlaces.`,
  },
  /** "Fuente: https://…/es/services" */
  markdownSource: "Fuente",
  /** What a preview build's /llms.txt says instead of describing the site. */
  preview: {
    /** "Kinetic AI (vista previa)" */
    title: (agency: string) => `${agency} (vista previa)`,
    note: "Esta es una vista previa del sitio que todavía contiene contenido de ejemplo: nada de lo que aparece aquí describe aún a la agencia, por eso no se incluye ninguna página.",
  },
} satisfies Translation<typeof english>
