import type { accessibilityWords as english } from "../accessibility"

/**
 * What the accessibility statement says of the parts run by others (Spanish of ../accessibility.ts).
 * Each follows "Calendario de citas: " or "Asistente de IA: ".
 */
export const accessibilityWords: typeof english = {
  bookingCalendar: (provider) =>
    `el calendario donde usted elige la hora de su consulta lo gestiona ${bookingNames[provider]} y se abre en una pestaña nueva. No lo controlamos y no podemos garantizar que cumpla la norma de accesibilidad que seguimos. Si le causa dificultades, escríbanos o llámenos y le agendaremos la cita nosotros, o envíe el formulario de nuestra página de Contacto y le responderemos con horarios que le convengan.`,
  voiceAssistant: (vendor) =>
    vendor === "none"
      ? ""
      : `el asistente opcional de voz y chat es el widget de ${vendor === "elevenlabs" ? "ElevenLabs" : vendor}, que solo se carga cuando usted lo pide. No lo controlamos, y una conversación hablada no le sirve a todo el mundo. Todo lo que hace puede hacerse sin él: escríbanos, llámenos o envíe el formulario de nuestra página de Contacto.`,
}

const bookingNames = { calendly: "Calendly", cal: "Cal.com", other: "nuestro proveedor de citas" } as const
