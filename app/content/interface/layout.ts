/** Copy of the frame around every page: skip link, header, phone menu and footer. */
export const layoutWords = {
  skipLink: "Skip to main content",
  newTabHint: "Opens in a new tab",
  mainNavigationLabel: "Main",
  /** The top navigation's links, by page (app/config/pages.ts). */
  navigation: {
    home: "Home",
    services: "Services",
    process: "Process",
    "case-studies": "Case Studies",
    contact: "Contact",
  },
  homeLinkSuffix: "home",
  bookConsultation: "Book Free Consultation",
  /** Beside the brand in a preview build (app/config/preview.ts): "Preview", then what screen readers add. */
  preview: { label: "Preview", more: " build: sample content, not indexed" },
  /** The link to this page in the other language: what screen readers say before its name. */
  language: { label: "Language: " },
  /** Above a legal page's text, before its date. */
  lastUpdated: "Last updated",
  menu: {
    open: "Menu",
    title: "Site menu",
    close: "Close menu",
  },
  /** The theme control in the header and the phone menu. */
  theme: {
    label: "Theme",
    choices: { light: "Light", dark: "Dark", system: "System" },
  },
  footer: {
    tagline:
      "AI agents and automation for growing US businesses: answer every customer, follow up with every lead and take busywork off your team's plate.",
    contactHeading: "Talk to us",
    /** The specification shows a 2024 copyright. */
    copyrightYear: 2024,
    rights: "All rights reserved.",
    /** The link columns' headings and links (app/config/footer-navigation.ts). */
    links: {
      industries: "Industries",
      services: "Services",
      company: "Company",
      legal: "Legal",
      process: "Our Process",
      "case-studies": "Case Studies",
      blog: "Insights",
      pricing: "Pricing",
      faq: "FAQ",
      contact: "Contact",
      privacy: "Privacy Policy",
      terms: "Terms of Service",
      accessibility: "Accessibility",
      trust: "Trust and Data",
    },
  },
  /** The names structured data gives things (app/lib/structured-data.ts), read by search engines. */
  structuredData: { catalog: "AI automation plans", setupFee: "Setup fee", country: "United States" },
} as const
