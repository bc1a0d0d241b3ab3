import type { ContactMethod } from "./types"

/** The three ways to reach the agency, as cards. */
export const contactMethods: readonly ContactMethod[] = [
  {
    id: "book-a-call",
    icon: "calendar",
    title: "Book a Call",
    description: "Pick a time for a free 30-minute strategy session with one of our automation specialists.",
    cta: { kind: "book-call", label: "Book Free Consultation" },
  },
  {
    id: "ai-assistant",
    icon: "bot",
    title: "Talk to Our AI Assistant",
    description: "Ask our voice assistant about services, pricing and timelines, any time of day.",
    cta: { kind: "voice-call", label: "Chat with AI Assistant" },
  },
  {
    id: "email",
    icon: "mail",
    title: "Email Us",
    description: "Prefer writing? Send us the details and we'll reply within 24 hours.",
    cta: { kind: "email", subject: "AI automation inquiry" },
  },
]
