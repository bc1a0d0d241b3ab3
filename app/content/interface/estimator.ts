/**
 * The savings estimator's interface words (app/components/sections/estimator-section.tsx). Figures
 * arrive already written ("1,200", "$4,800"); the agency's own words and assumptions are in the
 * Services page's copy (app/content/pages/services.json, `estimator`).
 */
/** The figures of a booking's notes, each already written as the page shows it. */
export interface BookingNoteLines {
  industry: string
  inquiries: string
  minutes: string
  repetitiveHours: string
  hourlyCost: string
  hours: string
  cost: string
  plan: string
  payback: string
  firstYearReturn: string
}

/** The visitor's figures, as the worked example and the booking notes say them. */
export type FigureLines = Pick<BookingNoteLines, "inquiries" | "minutes" | "repetitiveHours" | "hourlyCost">

/** "120 inquiries a month at 20 minutes each; 15 hours a week of other repetitive work at $45 an hour." */
const figures = (lines: FigureLines) =>
  `${lines.inquiries} inquiries a month at ${lines.minutes} minutes each; ${lines.repetitiveHours} hours a week of other repetitive work at ${lines.hourlyCost} an hour.`

export const estimatorWords = {
  industry: "Your industry",
  inputsTitle: "Your figures",
  fields: {
    inquiriesPerMonth: { label: "Inquiries or leads a month", unit: "a month" },
    minutesPerInquiry: { label: "Minutes your team spends on each", unit: "minutes" },
    repetitiveHoursPerWeek: { label: "Other repetitive work", unit: "hours a week" },
    hourlyCost: { label: "Loaded hourly cost of that work", unit: "dollars an hour" },
    firstResponseHours: { label: "Today's first-response time", unit: "hours" },
  },
  /** "From 0 to 100,000" */
  limits: (min: string, max: string) => `From ${min} to ${max}`,
  problems: {
    required: "Enter a number.",
    notANumber: "Enter a number, such as 120.",
    tooSmall: (min: string) => `Enter ${min} or more.`,
    tooLarge: (max: string) => `Enter ${max} or less.`,
    notWhole: "Enter a whole number.",
  },
  /**
   * The estimate's figures are written as they read inside a sentence ("about 40 hours a month",
   * "in 4 to 10 months"): the booking notes and what screen readers hear put them after a label;
   * the page starts each with a capital where it stands alone (lib/estimator-view.ts).
   */
  results: {
    title: "Your estimate",
    hoursSaved: "Time saved",
    /** "66 to 120 hours a month" */
    hours: (low: string, high: string) =>
      low === high
        ? `${low === "0" ? "" : "about "}${low} ${low === "1" ? "hour" : "hours"} a month`
        : `${low} to ${high} hours a month`,
    costSaved: "Cost saved",
    /** "$2,600 to $4,900 a month" */
    cost: (low: string, high: string) => (low === high ? `about ${low} a month` : `${low} to ${high} a month`),
    plan: "The plan that fits",
    /** "$3,500 setup + $1,000/month" */
    fees: (setupFee: string, monthlyFee: string) => `${setupFee} setup + ${monthlyFee}/month`,
    customPricing: "Custom pricing, scoped with you",
    payback: "Setup fee paid back",
    paybackMonths: (low: string, high: string) =>
      low !== high
        ? `in ${low} to ${high} months`
        : low === "0"
          ? "within the first month"
          : `in about ${low} ${low === "1" ? "month" : "months"}`,
    /** When the slowest case takes the whole first year or more. */
    paybackUpToAYear: (low: string) => `in ${low} ${low === "1" ? "month" : "months"} to a year or more`,
    paybackNotWithinYear: "not within the first year at these figures",
    paybackCustom: "scoped in the consultation",
    firstYearReturn: "First-year return",
    /** "120% to 290%" */
    returnRange: (low: string, high: string) => (low === high ? `about ${low}%` : `${low}% to ${high}%`),
    versusAverage: {
      below: (average: string) => `Below our clients' ${average}% average`,
      around: (average: string) => `In line with our clients' ${average}% average`,
      above: (average: string) => `Above our clients' ${average}% average`,
    },
    returnCustom: "worked out with you for a custom plan",
    responseTime: (hours: string) =>
      `Today your first reply takes ${hours === "0" ? "under an hour" : `about ${hours} ${hours === "1" ? "hour" : "hours"}`}; an AI agent answers in under a minute, day and night.`,
    invalid: "Correct the figures marked above to see your estimate.",
  },
  book: "Book a consultation with these numbers",
  privacy: "Nothing you type here leaves your browser until you book.",
  /** Without JavaScript: the estimate of one industry's figures, worked out. The industry starts its sentence. */
  withoutScript: (industry: string, lines: FigureLines) =>
    `A worked example with typical figures. ${industry}: ${figures(lines)}`,
  /**
   * The notes the booking calendar receives: a short summary, never more than the visitor saw. The
   * industry, written as it stands alone, starts a line.
   */
  bookingNotes: (lines: BookingNoteLines) =>
    [
      "Savings estimate from the website",
      `${lines.industry}: ${figures(lines)}`,
      `Time saved: ${lines.hours}. Cost saved: ${lines.cost}. Plan: ${lines.plan}. Setup fee paid back: ${lines.payback}. First-year return: ${lines.firstYearReturn}.`,
    ].join("\n"),
}
