import type { PageHero, PageMeta, SectionIntro } from "../types"

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
  methods: {
    eyebrow: "Get in touch",
    title: "Choose How You'd Like to Talk",
    lede: "Whichever you pick, you'll speak with someone who can answer real questions about your business.",
  } satisfies SectionIntro,
  form: {
    title: "Send Us a Message",
    lede: "Tell us about your business. Sending opens our booking calendar in a new tab with your details filled in, so you can pick a time for your free consultation.",
  },
  details: {
    title: "Contact Details",
    email: "Email",
    phone: "Phone",
    hours: "Hours",
    response: "Response time",
    responsePromise: "We reply to every message within 24 hours.",
  },
  quickAnswers: {
    title: "Quick Answers",
  },
  trustStrip: {
    label: "Why businesses trust us",
  },
} as const

/** Labels, hints and messages of the contact form (specification section 5). */
export const contactForm = {
  fields: {
    name: { label: "Full Name", required: "Please enter your full name." },
    email: {
      label: "Email Address",
      required: "Please enter your email address.",
      invalid: "Please enter a valid email address, such as name@company.com.",
    },
    company: { label: "Company Name" },
    phone: { label: "Phone Number" },
    service: { label: "Service Interested In", placeholder: "Select a service..." },
    message: {
      label: "Message",
      placeholder: "Tell us about your business and automation needs...",
      required: "Please tell us about your business and what you'd like to automate.",
    },
  },
  requiredMark: "required",
  optionalMark: "optional",
  /** The specification's choices: the four services' titles (a content test keeps them equal) and one more. */
  serviceOptions: [
    "AI Customer Support Agents",
    "Workflow Automation with n8n",
    "Lead Generation Automation",
    "Custom AI Integrations",
    "Not sure - need consultation",
  ],
  /** Shown in place of the form when the browser runs no JavaScript: the form needs it to open the calendar. */
  withoutScript: {
    text: "This form needs JavaScript, which is turned off in your browser. You can still book your free consultation directly, or email us and we'll reply within 24 hours.",
    book: "Book Free Consultation",
  },
  submit: "Send Message",
  submitHint: "Opens our booking calendar in a new tab. Nothing is sent until you confirm a time there.",
  errorSummary: (count: number) =>
    count === 1 ? "Please correct 1 field below." : `Please correct ${count} fields below.`,
} as const
