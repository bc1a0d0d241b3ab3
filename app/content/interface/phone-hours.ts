/**
 * How the site writes when the phone is answered (the VITE_PHONE_HOURS setting), from the days,
 * times and time zone the setting gives (app/lib/phone-hours.ts puts them together). Every part is
 * written as it reads inside a sentence: "Contact: ... (Monday to Friday, 9 AM to 6 PM ET)."
 */
export const phoneHoursWords = {
  days: {
    Monday: "Monday",
    Tuesday: "Tuesday",
    Wednesday: "Wednesday",
    Thursday: "Thursday",
    Friday: "Friday",
    Saturday: "Saturday",
    Sunday: "Sunday",
  },
  /** "Monday to Friday" */
  dayRange: (first: string, last: string) => `${first} to ${last}`,
  /** "Saturdays": one day a week. */
  oneDay: (day: string) => `${day}s`,
  everyDay: "every day",
  /** "9 AM", "8:30 PM" (12 PM is noon, 12 AM midnight). */
  time: (hour: number, minutes: string, isAfternoon: boolean) =>
    `${hour}${minutes === "00" ? "" : `:${minutes}`} ${isAfternoon ? "PM" : "AM"}`,
  /** "Monday to Friday, 9 AM to 6 PM ET"; without a time zone when the setting names none. */
  hours: (days: string, opens: string, closes: string, zone?: string) =>
    `${days}, ${opens} to ${closes}${zone ? ` ${zone}` : ""}`,
  /** The US time zones, named so that they are right all year ("ET", never "EST" in summer). */
  zones: {
    eastern: "ET",
    central: "CT",
    mountain: "MT",
    pacific: "PT",
    alaska: "AKT",
    hawaii: "HT",
    atlantic: "AT",
  },
}
