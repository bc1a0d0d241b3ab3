// Sample legal text for the agency to review with its counsel before launch.
import type { LegalDocument } from "../types"

export const privacyPolicy: LegalDocument = {
  meta: {
    title: "Privacy Policy",
    description:
      "How this website handles your information: no accounts, no site cookies, no analytics, and what our booking and AI assistant providers receive.",
  },
  title: "Privacy Policy",
  lastUpdated: "December 2024",
  intro: [
    'This policy explains what information {agencyName} ("we", "us") receives when you visit this website or contact us, how we use it and who else handles it. It covers this website only; work we do for clients is governed by the agreements we sign with them.',
    "In short: this is a static marketing site. You can browse it anonymously. There are no accounts or logins, the site sets no cookies of its own and it runs no analytics. We only receive personal information when you choose to book a call, email us, phone us or talk to the optional AI assistant.",
  ],
  sections: [
    {
      id: "information-we-collect",
      heading: "Information We Collect",
      paragraphs: [
        "We do not ask you to create an account, and browsing the site does not require you to tell us who you are. Information reaches us or our providers only in the following ways:",
        "The site is meant for businesses and is not directed to children under 13. We do not knowingly collect personal information from children.",
      ],
      list: [
        "Contact form: the form does not send your details to us or store them. When you submit it, the site opens our third-party booking calendar (Calendly) in a new tab and places the name, email and message you typed in that page's address so the booking form is prefilled. The values are then cleared from our page.",
        "Bookings: if you schedule a call, the details you enter on the booking page are collected by the calendar provider and shared with us so we can hold the meeting.",
        "Email and phone: if you email or call us, we receive your message, your email address or phone number and anything else you choose to tell us.",
        "AI assistant: the optional voice and chat assistant is provided by ElevenLabs and loads only when you ask to talk to it. What you say or type in that conversation is processed by ElevenLabs to run the assistant.",
        "Server logs: our hosting provider keeps standard logs, such as IP address, browser type, pages requested and the time of each request, for security and operations.",
      ],
    },
    {
      id: "how-we-use-information",
      heading: "How We Use Information",
      paragraphs: [
        "We use the information you give us to run our business with you, and for nothing unrelated to that. We do not sell your personal information, and we do not use it for targeted advertising.",
      ],
      list: [
        "To reply to your emails, calls and booking requests",
        "To prepare for and hold discovery calls and send proposals",
        "To deliver services if you become a client",
        "To keep the site secure, working and free of abuse",
        "To meet our legal and accounting obligations",
      ],
    },
    {
      id: "information-sharing",
      heading: "Information Sharing",
      paragraphs: [
        "We do not sell personal information. We share it only with providers that help us run the site and our business, when the law requires it, or as part of a merger, acquisition or sale of our business, in which case this policy continues to apply.",
        "The third-party tools below handle your information under their own privacy policies, which we encourage you to read. The demo video is hosted on YouTube and opens in a new tab, so watching it is governed by YouTube's and Google's policies, not ours.",
      ],
      list: [
        "Calendly, our booking calendar",
        "ElevenLabs, the optional AI voice and chat assistant",
        "Our website hosting provider",
        "Our email and phone service providers",
      ],
    },
    {
      id: "your-choices",
      heading: "Your Choices and Rights",
      paragraphs: [
        "You can use this site without giving us any personal information: simply do not submit the form, book a call or start the assistant. You can also ask us at any time to tell you what personal information we hold about you, to correct it or to delete it.",
        "Depending on where you live, including California and other US states with consumer privacy laws, you may have rights to know, access, correct and delete your personal information and to opt out of its sale or sharing for targeted advertising. We do not sell or share it in those ways. To make a request, contact us using the details below; we may need to verify your identity, and we will not treat you differently for exercising your rights.",
      ],
    },
    {
      id: "data-security",
      heading: "Data Security",
      paragraphs: [
        "We take reasonable steps to protect the information we hold and keep it only as long as we need it for the purposes above or as the law requires. No website, email or phone system is completely secure, so please do not send us sensitive information such as passwords or payment card numbers.",
      ],
    },
    {
      id: "contact-us",
      heading: "Contact Us",
      paragraphs: [
        "For questions about this policy or to make a privacy request, email {email} or call {phone}.",
        "We may update this policy from time to time. When we do, we will change the date at the top of this page.",
      ],
    },
  ],
}
