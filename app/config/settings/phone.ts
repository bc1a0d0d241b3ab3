export interface Phone {
  /** For `tel:` links and structured data: "+15125550142". */
  e164: string
  /** "+1 (512) 555-0142". */
  display: string
}

/** 10 digits, with or without +1, spaces, dashes or parentheses. */
export function parseUsPhone(value: string): Phone | null {
  if (!/^[+\d\s().-]+$/.test(value)) return null
  const digits = value.replace(/\D/g, "")
  const national = digits.length === 11 && digits.startsWith("1") ? digits.slice(1) : digits
  if (national.length !== 10 || /^[01]/.test(national)) return null
  const area = national.slice(0, 3)
  const exchange = national.slice(3, 6)
  const line = national.slice(6)
  return { e164: `+1${national}`, display: `+1 (${area}) ${exchange}-${line}` }
}

/** As schema.org names them. */
const weekDays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const
export type WeekDay = (typeof weekDays)[number]

/** As schema.org's opening hours take them: 24-hour local times, closing later the same day. */
export interface OpeningHours {
  days: WeekDay[]
  opens: string
  closes: string
}

const clockTime = String.raw`(\d{1,2})(?::(\d{2}))?\s*([ap])\.?m\.?`
const phoneHoursPattern = new RegExp(
  String.raw`^([a-z]{3,9})(?:\s*[-–]\s*([a-z]{3,9}))?,?\s+${clockTime}\s*[-–]\s*${clockTime}(?:\s+[a-z]+(?:\s+[a-z]+)*)?$`,
  "i",
)

/**
 * "Mon-Fri 9 AM-6 PM EST", "Sun-Thu ...". The time zone is left out: schema.org's times are the
 * business's local ones, and a UTC offset would be wrong for half of the year.
 */
export function parsePhoneHours(value: string): OpeningHours | null {
  const match = phoneHoursPattern.exec(value.trim())
  if (!match) return null
  const [, firstDay = "", lastDay = firstDay, ...times] = match
  const first = weekDayOf(firstDay)
  const last = weekDayOf(lastDay)
  const opens = minutesOf(times[0], times[1], times[2])
  const closes = minutesOf(times[3], times[4], times[5])
  if (first === undefined || last === undefined || opens === null || closes === null || closes <= opens) return null
  const start = weekDays.indexOf(first)
  const length = ((weekDays.indexOf(last) - start + weekDays.length) % weekDays.length) + 1
  return { days: [...weekDays, ...weekDays].slice(start, start + length), opens: clock(opens), closes: clock(closes) }
}

/** "Mon", "Tues", "thursday". */
function weekDayOf(name: string): WeekDay | undefined {
  return weekDays.find((day) => day.toLowerCase().startsWith(name.toLowerCase()))
}

/** 12 AM is midnight, 12 PM noon. */
function minutesOf(hour = "", minute = "00", half = ""): number | null {
  const hours = Number(hour)
  const minutes = Number(minute)
  if (hours < 1 || hours > 12 || minutes > 59) return null
  return ((hours % 12) + (half.toLowerCase() === "p" ? 12 : 0)) * 60 + minutes
}

function clock(minutes: number): string {
  return [Math.floor(minutes / 60), minutes % 60].map((part) => String(part).padStart(2, "0")).join(":")
}
