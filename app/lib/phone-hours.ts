import type { phoneHoursWords } from "~/content/interface/phone-hours"
import type { Translation } from "~/content/interface/translation"

/*
 * The phone hours in each language's words, written by the site from the VITE_PHONE_HOURS setting
 * (days, opening and closing times, time zone) rather than shown as the agency typed them: a
 * Spanish page reads "Lunes a viernes, de 9 a.m. a 6 p.m., hora del Este", an English one "Monday
 * to Friday, 9 AM to 6 PM ET". The zone is named so that it is right all year: "EST" is wrong
 * from March to November, "ET" never.
 */

type Words = Translation<typeof phoneHoursWords>
type Day = keyof Words["days"]
export type TimeZone = keyof Words["zones"]

/** The days and 24-hour local times of the setting, as it is read (site.openingHours). */
export interface PhoneHours {
  /** From the first day of the range to the last: ["Monday", …, "Friday"]. */
  days: readonly Day[]
  /** "09:00" */
  opens: string
  /** "18:00" */
  closes: string
}

/** How the setting may name each zone, in lowercase letters only: "EST", "E.T.", "Eastern Time". */
const zoneSpellings: Record<TimeZone, readonly string[]> = {
  eastern: ["est", "edt", "et", "eastern"],
  central: ["cst", "cdt", "ct", "central"],
  mountain: ["mst", "mdt", "mt", "mountain"],
  pacific: ["pst", "pdt", "pt", "pacific"],
  alaska: ["akst", "akdt", "akt", "alaska"],
  hawaii: ["hst", "hdt", "ht", "hast", "hadt", "hawaii", "hawaiian", "hawaiialeutian"],
  atlantic: ["ast", "adt", "at", "atlantic"],
}

/**
 * The US time zone that ends a VITE_PHONE_HOURS value ("Mon-Fri 9 AM-6 PM EST": eastern), or
 * undefined when it names none. A zone the site cannot name in every language stops the build.
 */
export function timeZoneOf(setting: string): TimeZone | undefined {
  const written = /[ap]\.?\s*m\.?\s*([^\d]*)$/i.exec(setting.trim())?.[1]?.trim() ?? ""
  if (!written) return undefined
  const letters = written
    .toLowerCase()
    .replace(/[^a-z]/g, "")
    .replace(/(standard|daylight)?time$/, "")
  const zone = (Object.keys(zoneSpellings) as TimeZone[]).find((name) => zoneSpellings[name].includes(letters))
  if (!zone)
    throw new Error(
      `VITE_PHONE_HOURS ends with "${written}", which is not a US time zone the site can name in each language: end it with ET, CT, MT, PT, AKT, HT or AT (or EST, Central Time...)`,
    )
  return zone
}

/** "lunes a viernes, de 9 a.m. a 6 p.m., hora del Este": the hours as they read inside a sentence. */
export function writePhoneHours(hours: PhoneHours, zone: TimeZone | undefined, words: Words): string {
  const [first, last] = [hours.days[0], hours.days.at(-1)]
  const days =
    !first || !last
      ? ""
      : hours.days.length === 7
        ? words.everyDay
        : hours.days.length === 1
          ? words.oneDay(words.days[first])
          : words.dayRange(words.days[first], words.days[last])
  const time = (clock: string) => {
    const hour = Number(clock.slice(0, 2))
    return words.time(hour % 12 === 0 ? 12 : hour % 12, clock.slice(3, 5), hour >= 12)
  }
  return words.hours(days, time(hours.opens), time(hours.closes), zone && words.zones[zone])
}
