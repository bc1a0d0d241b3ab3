import { describe, expect, it } from "vitest"
import { parsePhoneHours } from "./phone"

describe("parsePhoneHours", () => {
  it("reads the default: weekdays, whole hours", () => {
    expect(parsePhoneHours("Mon-Fri 9 AM-6 PM EST")).toEqual({
      days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
      opens: "09:00",
      closes: "18:00",
    })
  })

  it("reads another range of days and half hours", () => {
    expect(parsePhoneHours("Mon-Sat 8:30 AM-5 PM CST")).toEqual({
      days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
      opens: "08:30",
      closes: "17:00",
    })
    expect(parsePhoneHours("Tue-Thu 10 AM-4:45 PM PT")).toEqual({
      days: ["Tuesday", "Wednesday", "Thursday"],
      opens: "10:00",
      closes: "16:45",
    })
  })

  it("reads a range that runs past Sunday, and a single day", () => {
    expect(parsePhoneHours("Sun-Thu 9 AM-5 PM MST")?.days).toEqual([
      "Sunday",
      "Monday",
      "Tuesday",
      "Wednesday",
      "Thursday",
    ])
    expect(parsePhoneHours("Sat 10 AM-2 PM EST")).toEqual({ days: ["Saturday"], opens: "10:00", closes: "14:00" })
  })

  it("reads noon and midnight as a 12-hour clock does", () => {
    expect(parsePhoneHours("Mon-Fri 12 AM-12 PM EST")).toMatchObject({ opens: "00:00", closes: "12:00" })
    expect(parsePhoneHours("Mon-Fri 12:30 PM-1 PM EST")).toMatchObject({ opens: "12:30", closes: "13:00" })
  })

  it("takes the ways people write it: full or short day names, lower case, no spaces, en dashes, no zone", () => {
    const weekdaysNineToSix = parsePhoneHours("Mon-Fri 9 AM-6 PM EST")
    for (const value of [
      "Monday-Friday 9 AM-6 PM EST",
      "mon-fri 9am-6pm est",
      "Mon – Fri 9:00 a.m. – 6:00 p.m. Eastern Time",
      "Mon-Fri 9 AM-6 PM",
      "Mon-Fri, 9 AM-6 PM ET",
    ])
      expect(parsePhoneHours(value), value).toEqual(weekdaysNineToSix)
  })

  it.each([
    "",
    "Weekdays 9 AM-6 PM EST",
    "Mo-Fr 09:00-18:00",
    "Mon-Fri 9-6 EST",
    "Mon-Fri 13 PM-6 PM EST",
    "Mon-Fri 9:75 AM-6 PM EST",
    "Mon-Fri 6 PM-9 AM EST",
    "Mon-Fri 9 AM-9 AM EST",
    "Mon-Fri 9 AM EST",
    "Mon-Fri 9 AM-6 PM EST, Sat 10 AM-2 PM EST",
  ])("refuses %j", (value) => {
    expect(parsePhoneHours(value)).toBeNull()
  })
})
