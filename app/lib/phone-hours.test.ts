import { describe, expect, it } from "vitest"
import { phoneHoursWords as english } from "~/content/interface/phone-hours"
import { phoneHoursWords as spanish } from "~/content/interface/es/phone-hours"
import { site } from "~/config/site"
import { phoneHoursIn } from "./site-phone-hours"
import { timeZoneOf, writePhoneHours, type PhoneHours } from "./phone-hours"

const weekdays: PhoneHours["days"] = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]

describe("writePhoneHours", () => {
  it.each<[string, PhoneHours, ReturnType<typeof timeZoneOf>, string, string]>([
    [
      "weekdays, whole hours",
      { days: weekdays, opens: "09:00", closes: "18:00" },
      "eastern",
      "Monday to Friday, 9 AM to 6 PM ET",
      "lunes a viernes, de 9 a.m. a 6 p.m., hora del Este",
    ],
    [
      "a time with minutes",
      { days: [...weekdays, "Saturday"], opens: "08:30", closes: "17:00" },
      "central",
      "Monday to Saturday, 8:30 AM to 5 PM CT",
      "lunes a sábado, de 8:30 a.m. a 5 p.m., hora del Centro",
    ],
    [
      "one day a week, no time zone",
      { days: ["Saturday"], opens: "10:00", closes: "14:00" },
      undefined,
      "Saturdays, 10 AM to 2 PM",
      "sábados, de 10 a.m. a 2 p.m.",
    ],
    [
      "one weekday a week",
      { days: ["Wednesday"], opens: "13:15", closes: "16:45" },
      "alaska",
      "Wednesdays, 1:15 PM to 4:45 PM AKT",
      "miércoles, de 1:15 p.m. a 4:45 p.m., hora de Alaska",
    ],
    [
      "every day, midnight to noon",
      { days: [...weekdays, "Saturday", "Sunday"], opens: "00:00", closes: "12:00" },
      "pacific",
      "every day, 12 AM to 12 PM PT",
      "todos los días, de 12 a.m. a 12 p.m., hora del Pacífico",
    ],
    [
      "a week that runs past Sunday",
      { days: ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday"], opens: "12:30", closes: "13:00" },
      "mountain",
      "Sunday to Thursday, 12:30 PM to 1 PM MT",
      "domingo a jueves, de 12:30 p.m. a 1 p.m., hora de la Montaña",
    ],
  ])("%s", (_, hours, zone, inEnglish, inSpanish) => {
    expect(writePhoneHours(hours, zone, english)).toBe(inEnglish)
    expect(writePhoneHours(hours, zone, spanish)).toBe(inSpanish)
  })

  it("names every zone in both languages", () => {
    const hours = { days: weekdays, opens: "09:00", closes: "17:00" }
    for (const zone of Object.keys(english.zones) as (keyof typeof english.zones)[]) {
      expect(writePhoneHours(hours, zone, english)).toBe(`Monday to Friday, 9 AM to 5 PM ${english.zones[zone]}`)
      expect(writePhoneHours(hours, zone, spanish)).toMatch(
        /^lunes a viernes, de 9 a\.m\. a 5 p\.m\., hora (del|de la|de) \p{Lu}/u,
      )
    }
  })
})

describe("timeZoneOf", () => {
  it.each([
    ["Mon-Fri 9 AM-6 PM EST", "eastern"],
    ["Mon-Fri 9 AM-6 PM EDT", "eastern"],
    ["Mon-Fri 9 AM-6 PM ET", "eastern"],
    ["Mon-Fri 9 AM-6 PM Eastern Time", "eastern"],
    ["Mon-Fri 9am-6pm eastern standard time", "eastern"],
    ["Mon-Sat 8:30 AM-5 PM CST", "central"],
    ["Sun-Thu 9 AM-5 PM MST", "mountain"],
    ["Tue-Thu 10 AM-4:45 PM PT", "pacific"],
    ["Mon-Fri 9 a.m.-6 p.m. AKST", "alaska"],
    ["Mon-Fri 8 AM-5 PM HST", "hawaii"],
    ["Mon-Fri 8 AM-5 PM AST", "atlantic"],
  ])("reads %s as %s time", (setting, zone) => {
    expect(timeZoneOf(setting)).toBe(zone)
  })

  it("finds none when the setting names none", () => {
    expect(timeZoneOf("Sat 10 AM-2 PM")).toBeUndefined()
  })

  it("stops the build, naming the setting, on a zone it cannot name in each language", () => {
    expect(() => timeZoneOf("Mon-Fri 9 AM-6 PM GMT")).toThrow(/^VITE_PHONE_HOURS ends with "GMT"/)
    expect(() => timeZoneOf("Mon-Fri 9 AM-6 PM local time")).toThrow(/VITE_PHONE_HOURS/)
  })
})

describe("phoneHoursIn", () => {
  it("writes the default setting, Mon-Fri 9 AM-6 PM EST, in each language, right all year", () => {
    expect(site.phoneHours).toBe("Mon-Fri 9 AM-6 PM EST")
    expect(phoneHoursIn("en", { asSentence: true })).toBe("Monday to Friday, 9 AM to 6 PM ET")
    expect(phoneHoursIn("es", { asSentence: true })).toBe("Lunes a viernes, de 9 a.m. a 6 p.m., hora del Este")
    expect(phoneHoursIn("es")).toBe("lunes a viernes, de 9 a.m. a 6 p.m., hora del Este")
  })
})
