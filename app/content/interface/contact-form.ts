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
