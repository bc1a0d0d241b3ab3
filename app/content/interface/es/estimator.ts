import type { BookingNoteLines, FigureLines, estimatorWords as english } from "../estimator"
import type { Translation } from "../translation"

/** "120 consultas al mes de 20 minutos cada una; 15 horas a la semana de otro trabajo repetitivo a $45 por hora." */
const figures = (lines: FigureLines) =>
  `${lines.inquiries} consultas al mes de ${lines.minutes} minutos cada una; ${lines.repetitiveHours} horas a la semana de otro trabajo repetitivo a ${lines.hourlyCost} por hora.`

/** The savings estimator's words in Spanish (../estimator.ts). */
export const estimatorWords = {
  industry: "Su sector",
  inputsTitle: "Sus cifras",
  fields: {
    inquiriesPerMonth: { label: "Consultas o clientes potenciales al mes", unit: "al mes" },
    minutesPerInquiry: { label: "Minutos que su equipo dedica a cada una", unit: "minutos" },
    repetitiveHoursPerWeek: { label: "Otro trabajo repetitivo", unit: "horas a la semana" },
    hourlyCost: { label: "Costo total por hora de ese trabajo", unit: "dólares por hora" },
    firstResponseHours: { label: "Tiempo actual de primera respuesta", unit: "horas" },
  },
  limits: (min: string, max: string) => `De ${min} a ${max}`,
  problems: {
    required: "Escriba un número.",
    notANumber: "Escriba un número, por ejemplo 120.",
    tooSmall: (min: string) => `Escriba ${min} o más.`,
    tooLarge: (max: string) => `Escriba ${max} o menos.`,
    notWhole: "Escriba un número entero.",
  },
  /** Each figure as it reads inside a sentence ("de 35 a 67 horas al mes"): the page raises its first letter where it stands alone. */
  results: {
    title: "Su estimación",
    hoursSaved: "Tiempo ahorrado",
    hours: (low: string, high: string) =>
      low !== high
        ? `de ${low} a ${high} horas al mes`
        : low === "1"
          ? "alrededor de 1 hora al mes"
          : `${low === "0" ? "" : "unas "}${low} horas al mes`,
    costSaved: "Costo ahorrado",
    cost: (low: string, high: string) => (low === high ? `unos ${low} al mes` : `de ${low} a ${high} al mes`),
    plan: "El plan que le conviene",
    fees: (setupFee: string, monthlyFee: string) => `${setupFee} de implementación + ${monthlyFee}/mes`,
    customPricing: "Precio a la medida, definido con usted",
    payback: "Recuperación de la tarifa de implementación",
    paybackMonths: (low: string, high: string) =>
      low !== high
        ? `entre ${low} y ${high} meses`
        : low === "0"
          ? "dentro del primer mes"
          : low === "1"
            ? "en alrededor de 1 mes"
            : `en unos ${low} meses`,
    paybackUpToAYear: (low: string) => `entre ${low} ${low === "1" ? "mes" : "meses"} y un año o más`,
    paybackNotWithinYear: "más de un año con estas cifras",
    paybackCustom: "se define en la consulta",
    firstYearReturn: "Retorno del primer año",
    returnRange: (low: string, high: string) => (low === high ? `cerca del ${low}%` : `del ${low}% al ${high}%`),
    versusAverage: {
      below: (average: string) => `Por debajo del ${average}% promedio de nuestros clientes`,
      around: (average: string) => `En línea con el ${average}% promedio de nuestros clientes`,
      above: (average: string) => `Por encima del ${average}% promedio de nuestros clientes`,
    },
    returnCustom: "se calcula con usted para un plan a la medida",
    responseTime: (hours: string) =>
      `Hoy su primera respuesta tarda ${hours === "0" ? "menos de una hora" : hours === "1" ? "alrededor de 1 hora" : `unas ${hours} horas`}; un agente de IA responde en menos de un minuto, de día y de noche.`,
    invalid: "Corrija las cifras marcadas arriba para ver su estimación.",
  },
  book: "Agende una consulta con estas cifras",
  privacy: "Nada de lo que escriba aquí sale de su navegador hasta que agende.",
  /** "Ejemplo con cifras típicas. Bufete de abogados: 120 consultas al mes..." (the sector starts its sentence). */
  withoutScript: (industry: string, lines: FigureLines) => `Ejemplo con cifras típicas. ${industry}: ${figures(lines)}`,
  bookingNotes: (lines: BookingNoteLines) =>
    [
      "Estimación de ahorro hecha en el sitio web",
      `${lines.industry}: ${figures(lines)}`,
      `Tiempo ahorrado: ${lines.hours}. Costo ahorrado: ${lines.cost}. Plan: ${lines.plan}. Recuperación de la tarifa de implementación: ${lines.payback}. Retorno del primer año: ${lines.firstYearReturn}.`,
    ].join("\n"),
} satisfies Translation<typeof english>
