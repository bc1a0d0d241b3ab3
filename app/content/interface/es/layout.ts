import type { layoutWords as english } from "../layout"
import type { Translation } from "../translation"

/** Copy of the frame around every page (Spanish of ../layout.ts). */
export const layoutWords = {
  skipLink: "Saltar al contenido principal",
  newTabHint: "Se abre en una pestaña nueva",
  mainNavigationLabel: "Principal",
  navigation: {
    home: "Inicio",
    services: "Servicios",
    process: "Proceso",
    "case-studies": "Casos de éxito",
    contact: "Contacto",
  },
  /** Read after the brand: "Kinetic AI (página de inicio)". */
  homeLinkSuffix: "(página de inicio)",
  bookConsultation: "Agende su consulta gratis",
  /** Beside the brand in a preview build: "Vista previa", then what screen readers add. */
  preview: { label: "Vista previa", more: ": contenido de ejemplo, sin indexar" },
  /** The link to this page in the other language: what screen readers say before its name. */
  language: { label: "Idioma: " },
  /** Above a legal page's text, before its date. */
  lastUpdated: "Última actualización:",
  menu: {
    open: "Menú",
    title: "Menú del sitio",
    close: "Cerrar menú",
  },
  /** The theme control in the header and the phone menu. */
  theme: {
    label: "Tema",
    choices: { light: "Claro", dark: "Oscuro", system: "Sistema" },
  },
  footer: {
    tagline:
      "Agentes de IA y automatización para empresas en crecimiento en EE. UU.: responda a cada cliente, dé seguimiento a cada cliente potencial y libere a su equipo de las tareas repetitivas.",
    contactHeading: "Hable con nosotros",
    copyrightYear: 2024,
    rights: "Todos los derechos reservados.",
    links: {
      industries: "Sectores",
      services: "Servicios",
      company: "Empresa",
      legal: "Legal",
      process: "Nuestro proceso",
      "case-studies": "Casos de éxito",
      blog: "Artículos",
      pricing: "Precios",
      faq: "Preguntas frecuentes",
      contact: "Contacto",
      privacy: "Política de privacidad",
      terms: "Términos del servicio",
      accessibility: "Accesibilidad",
      trust: "Confianza y datos",
    },
  },
  structuredData: {
    catalog: "Planes de automatización con IA",
    setupFee: "Tarifa de implementación",
    country: "Estados Unidos",
  },
} as const satisfies Translation<typeof english>
