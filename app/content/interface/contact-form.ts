/** Labels, hints and messages of the contact form (specification section 5). */
export const contactFormWords = {
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
      /** Shown under the message only once few characters are left (app/lib/contact-form.ts). */
      roomLeft: (left: string) => (left === "1" ? "1 character left" : `${left} characters left`),
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
  /** Before what the visitor chose, in the notes the booking calendar receives: "Service: …", "Company: …". */
  bookingNotes: { service: "Service", company: "Company" },
  submit: "Send Message",
  submitHint: "Opens our booking calendar in a new tab. Nothing is sent until you confirm a time there.",
  /** With lead delivery on (VITE_LEAD_WEBHOOK_URL) the form also sends the message. */
  delivery: {
    submitHint: "Sends us your message and opens our booking calendar in a new tab, so you can also pick a time.",
    honeypotLabel: "Leave this field empty",
  },
  errorSummary: (count: number) =>
    count === 1 ? "Please correct 1 field below." : `Please correct ${count} fields below.`,
  /** Beside a field holding more than our inbox takes (pasted, say), with the limit and its length as written. */
  tooLong: (max: string, length: string) => `Please shorten this to ${max} characters or fewer (it has ${length}).`,
} as const

/** How lead delivery went, in toasts (lib/send-lead.ts: loaded only when a lead is sent). */
export const leadDeliveryWords = {
  sent: { title: "Message sent", description: "We have your message and reply to every one within 24 hours." },
  kept: {
    title: "Your message has not reached us yet",
    description: (email: string) =>
      `We will send it again as soon as we can, at the latest the next time you open our site. To be sure we get it today, email it to ${email}.`,
  },
  /** When the browser would not store it (site data blocked): this page keeps trying while it is open. */
  keptOnThisPage: {
    title: "Your message has not reached us yet",
    description: (email: string) =>
      `We will keep trying while this page is open. Your browser does not let us keep a copy, so to be sure we get it, email it to ${email}.`,
  },
  refused: {
    title: "Your message could not be sent",
    description: (email: string) => `Please email it to us at ${email} instead; we reply within 24 hours.`,
  },
  emailAction: "Email us",
  emailSubject: (name: string) => `Message from ${name}`,
  /** Shown on a later page once a kept message has gone through. */
  resent: { title: "Your earlier message has reached us", description: "We reply to every message within 24 hours." },
} as const

/**
 * What the privacy policy says about the form ({contactForm} in app/content/legal/privacy.md),
 * made from the same setting that turns lead delivery on, so the policy always matches the build.
 */
export function contactFormDisclosureWords(delivers: boolean): string {
  return delivers
    ? "when you submit the form, the site sends what you typed (your name, email address, company, phone number, the service you chose and your message), with the page you sent it from and its language, the site that referred you, the campaign in the link you followed and how many seconds the form took to send (which helps us filter out spam), to our own lead inbox, and opens our third-party booking calendar (Calendly) in a new tab with your name, email and message in that page's address so the booking form is prefilled. Until our inbox confirms it has your message, a copy is kept in your browser's local storage so it can be sent again when your connection is back or the next time you open the site; it is deleted as soon as it arrives, and after 30 days at most, checked on every page of the site you open."
    : "the form does not send your details to us or store them. When you submit it, the site opens our third-party booking calendar (Calendly) in a new tab and places the name, email and message you typed in that page's address so the booking form is prefilled. The values are then cleared from our page."
}
