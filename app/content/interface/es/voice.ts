import type { bookingWords as englishBooking, voiceWords as english } from "../voice"
import type { Translation } from "../translation"

/** Notifications about the voice assistant (Spanish of ../voice.ts). */
export const voiceWords = {
  unreachable: {
    title: "No se pudo conectar con el asistente de IA",
    description: "Vuelva a intentarlo en un momento o, si lo prefiere, agende una consulta gratis con nuestro equipo.",
    action: "Agendar una llamada",
  },
} as const satisfies Translation<typeof english>

/** Notifications about the booking calendar. */
export const bookingWords = {
  opened: {
    title: "El calendario de citas se abrió en una pestaña nueva",
    description: "Elija un horario para su consulta gratis. Respondemos a todos los mensajes en un plazo de 24 horas.",
  },
} as const satisfies Translation<typeof englishBooking>
