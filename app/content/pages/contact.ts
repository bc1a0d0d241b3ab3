import type { PageHero, PageMeta } from "../types"

export const contactPage = {
  meta: {
    title: "Contact Us and Book a Free Consultation",
    description:
      "Book a free 30-minute strategy session, talk to our AI assistant or send us a message. We reply within 24 hours, Monday to Friday.",
  } satisfies PageMeta,
  hero: {
    eyebrow: "Contact",
    title: "Let's Automate Your Business",
    lede: "Tell us where your team loses time. In a free 30-minute strategy session we'll show you what AI can take off your plate and what it would return.",
    actions: [
      { kind: "book-call", label: "Book Free Consultation" },
      { kind: "voice-call", label: "Chat with AI Assistant" },
    ],
  } satisfies PageHero,
}
