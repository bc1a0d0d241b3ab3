/** What the site says about the voice assistant and the booking calendar in notifications. */
export const voiceWords = {
  unreachable: {
    title: "The AI assistant could not be reached",
    description: "Please try again in a moment, or book a free consultation with our team instead.",
    action: "Book a call",
  },
} as const

export const bookingWords = {
  opened: {
    title: "Your booking calendar is open in a new tab",
    description: "Pick a time for your free consultation. We reply to every message within 24 hours.",
  },
} as const
