import { z } from "zod"
import { parsePhoneHours, parseUsPhone } from "./phone"
import { perLocale, report, setting, valueInEachLocale } from "./setting"
import { httpsUrl, httpsUrlOrEmpty, isHttpsOrigin, isHttpsUrl } from "./url-checks"

/** An email address as the settings take one (the contact address, the security contact). */
export const emailPattern =
  /^[^\s@"<>(),;:]+@[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*\.[a-z]{2,}$/i

/** Who the agency is and where the site sends a visitor: name, address, calendar, video, contact. */
export const agencyVariables = {
  VITE_SITE_NAME: setting(
    {
      group: "agency",
      default: "Kinetic AI",
      description: "Agency name shown in the header, titles and footer.",
      beforeLaunch: "your agency's name",
    },
    z.string(),
  ),
  VITE_SITE_URL: setting(
    {
      group: "agency",
      default: "https://www.kineticai.agency",
      example: "https://www.example.com",
      description: "Canonical https origin of the deployed site (no path, no trailing slash).",
      beforeLaunch: "your site's own https origin",
    },
    ({ example }) =>
      httpsUrl.refine(
        // Only a URL that passed the first check can be an origin or not.
        (value) => !isHttpsUrl(value) || isHttpsOrigin(value),
        `must be an origin only, such as ${example}`,
      ),
  ),
  VITE_BOOKING_URL: setting(
    {
      group: "agency",
      default: "https://calendly.com/kineticai/strategy-session",
      description:
        "Booking calendar for the free consultation. Calendly and Cal.com links get the contact form's details as prefill; any other https booking page is opened as configured.",
      beforeLaunch: "your own booking calendar, where every lead lands",
    },
    httpsUrl,
  ),
  VITE_DEMO_VIDEO_URL: setting(
    {
      group: "agency",
      default: "https://www.youtube.com/watch?v=kH3vQ9sLr2E",
      description: "Demo video opened by Watch Demo (https).",
      beforeLaunch: "your own demo video",
    },
    httpsUrl,
  ),
  ...perLocale(
    "VITE_BOOKING_URL",
    (pages) => ({
      group: "agency",
      description: `Booking calendar opened from ${pages}, such as an event type of yours in that language in Calendly or Cal.com. Empty (default): the same as VITE_BOOKING_URL.`,
    }),
    httpsUrlOrEmpty,
  ),
  ...perLocale(
    "VITE_DEMO_VIDEO_URL",
    (pages) => ({
      group: "agency",
      description: `Demo video opened by Watch Demo on ${pages}, such as a version with subtitles in that language. Empty (default): the same as VITE_DEMO_VIDEO_URL.`,
    }),
    httpsUrlOrEmpty,
  ),
  VITE_CONTACT_EMAIL: setting(
    {
      group: "agency",
      default: "hello@kineticai.agency",
      example: "hello@example.com",
      description: "General contact address used by every email link.",
      beforeLaunch: "an address your agency reads",
    },
    ({ example }) => z.string().regex(emailPattern, `must be an email address such as ${example}`),
  ),
  VITE_CONTACT_PHONE: setting(
    {
      group: "agency",
      default: "+1 512 555 0142",
      description: "US phone number: 10 digits, with or without +1, spaces, dashes or parentheses.",
      beforeLaunch: "your agency's number (the default is a fictional 555 one)",
    },
    (doc) =>
      z
        .string()
        .transform(
          (value, context) =>
            parseUsPhone(value) ?? report(context, `must be a US phone number with 10 digits, such as ${doc.default}`),
        ),
  ),
  VITE_PHONE_HOURS: setting(
    {
      group: "agency",
      default: "Mon-Fri 9 AM-6 PM EST",
      example: "Mon-Sat 8:30 AM-5 PM CST",
      description:
        "When the phone is answered: a day or a range of days, the opening and closing times, and a US time zone. Each language's pages write it in their own words (Monday to Friday, 9 AM to 6 PM ET); search engines get it as the agency's opening hours.",
    },
    ({ default: example, example: another }) =>
      z.string().transform((text, context) => {
        const openingHours = parsePhoneHours(text)
        const expected = `must be a day or days, then opening and closing times, such as "${example}" or "${another}"`
        return openingHours ? { text, openingHours } : report(context, expected)
      }),
  ),
}

type AgencyValues = z.output<z.ZodObject<typeof agencyVariables>>

/** The agency's part of the site's settings. */
export function agencySettings(values: AgencyValues) {
  return {
    name: values.VITE_SITE_NAME,
    /** Canonical origin, https, without a trailing slash. */
    url: values.VITE_SITE_URL.replace(/\/$/, ""),
    /** The booking calendar each language's pages open: VITE_BOOKING_URL, or the language's own (VITE_BOOKING_URL_ES). */
    bookingUrl: valueInEachLocale(values, "VITE_BOOKING_URL"),
    /** The demo video each language's pages open: VITE_DEMO_VIDEO_URL, or the language's own. */
    demoVideoUrl: valueInEachLocale(values, "VITE_DEMO_VIDEO_URL"),
    email: values.VITE_CONTACT_EMAIL,
    phone: values.VITE_CONTACT_PHONE,
    /** When the phone is answered, as the agency wrote it: "Mon-Fri 9 AM-6 PM EST" (lib/phone-hours.ts words it per language). */
    phoneHours: values.VITE_PHONE_HOURS.text,
    /** The same hours, read, for search engines. */
    openingHours: values.VITE_PHONE_HOURS.openingHours,
  }
}
