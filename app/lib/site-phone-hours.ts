import { phoneHoursWords } from "virtual:content/phoneHoursWords"
import type { Locale } from "~/config/locales"
import { site } from "~/config/site"
import { sentenceStart } from "./format"
import { timeZoneOf, writePhoneHours } from "./phone-hours"

/**
 * The agency's phone hours in `locale`: inside a sentence ("Contacto: ... (lunes a viernes, ...)"),
 * or, with `asSentence`, starting with a capital where they stand alone.
 */
export function phoneHoursIn(locale: Locale, { asSentence = false } = {}): string {
  const text = writePhoneHours(site.openingHours, timeZoneOf(site.phoneHours), phoneHoursWords[locale])
  return asSentence ? sentenceStart(text) : text
}
