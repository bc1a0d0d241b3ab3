import type { consentWords as english } from "../consent"
import type { Translation } from "../translation"

/** The consent dialog's words (Spanish of ../consent.ts). Accept and Reject stay equal in weight. */
export const consentWords = {
  title: "Cookies para estadísticas de visitas",
  text: "Con su permiso, usamos cookies de Google Analytics para contar las visitas y ver qué páginas llevan a agendar una consulta. Nunca las usamos con fines publicitarios, y no se carga nada de Google a menos que usted acepte.",
  privacyLink: "Política de privacidad",
  changeLater: "Puede cambiar su elección en cualquier momento en Configuración de cookies, al pie de cada página.",
  accept: "Aceptar",
  reject: "Rechazar",
  current: {
    granted: "Su elección actual: cookies aceptadas.",
    denied: "Su elección actual: cookies rechazadas.",
  },
  /** The footer's control that opens the dialog again. */
  settings: "Configuración de cookies",
} as const satisfies Translation<typeof english>
