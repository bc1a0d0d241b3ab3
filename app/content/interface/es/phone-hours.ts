import type { phoneHoursWords as english } from "../phone-hours"
import type { Translation } from "../translation"

/** How the site writes the phone hours (Spanish of ../phone-hours.ts): days in lowercase, as inside a sentence. */
export const phoneHoursWords = {
  days: {
    Monday: "lunes",
    Tuesday: "martes",
    Wednesday: "miércoles",
    Thursday: "jueves",
    Friday: "viernes",
    Saturday: "sábado",
    Sunday: "domingo",
  },
  /** "lunes a viernes" */
  dayRange: (first: string, last: string) => `${first} a ${last}`,
  /** "sábados", "lunes": one day a week. */
  oneDay: (day: string) => (day.endsWith("s") ? day : `${day}s`),
  everyDay: "todos los días",
  /** "9 a.m.", "8:30 p.m." */
  time: (hour: number, minutes: string, isAfternoon: boolean) =>
    `${hour}${minutes === "00" ? "" : `:${minutes}`} ${isAfternoon ? "p.m." : "a.m."}`,
  /** "lunes a viernes, de 9 a.m. a 6 p.m., hora del Este" */
  hours: (days: string, opens: string, closes: string, zone?: string) =>
    `${days}, de ${opens} a ${closes}${zone ? `, ${zone}` : ""}`,
  zones: {
    eastern: "hora del Este",
    central: "hora del Centro",
    mountain: "hora de la Montaña",
    pacific: "hora del Pacífico",
    alaska: "hora de Alaska",
    hawaii: "hora de Hawái",
    atlantic: "hora del Atlántico",
  },
} satisfies Translation<typeof english>
