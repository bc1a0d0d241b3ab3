/** The booking calendar's provider, as lib/booking.ts tells it from the link. */
type BookingProvider = "calendly" | "cal" | "other"
/** The voice assistant's vendor, as the settings name it. */
type VoiceVendorName = "none" | "elevenlabs"

/**
 * What the accessibility statement says of the parts of the site that others run
 * ({bookingCalendar} and {voiceAssistant} in app/content/legal/accessibility.md), made from the
 * settings that choose them, so the statement names what this build really embeds and links to.
 * Each follows "Booking calendar: " or "AI assistant: " in a list of known limitations; the statement says nothing
 * of an assistant the build does not have (its item is an `{if voice}` passage), hence nothing for none.
 */
export const accessibilityWords = {
  bookingCalendar: (provider: BookingProvider): string =>
    `the calendar where you pick a time for your consultation is run by ${bookingNames[provider]} and opens in a new tab. We do not control it and cannot promise that it meets WCAG 2.2 AA. If it gets in your way, email or call us and we will book the time for you, or send the form on our Contact page and we will reply with times that suit you.`,
  voiceAssistant: (vendor: VoiceVendorName): string =>
    vendor === "none"
      ? ""
      : `the optional voice and chat assistant is ${voiceNames[vendor]}'s widget, loaded only when you ask for it. We do not control it, and a spoken conversation does not suit everyone. Everything it does can be done without it: email or call us, or send the form on our Contact page.`,
}

const bookingNames: Record<BookingProvider, string> = {
  calendly: "Calendly",
  cal: "Cal.com",
  other: "our booking provider",
}
const voiceNames: Record<Exclude<VoiceVendorName, "none">, string> = { elevenlabs: "ElevenLabs" }
