/** The site's pages as a visitor meets them: path, the page's h1, and the first words of its title. */
export const pages = [
  { path: "/", h1: "Automate. Accelerate. Dominate.", title: "AI Automation Agency" },
  { path: "/services", h1: "AI Automation Services That Pay for Themselves", title: "AI Automation Services" },
  { path: "/process", h1: "From First Call to Measurable Results", title: "Our 4-Step AI Automation Process" },
  { path: "/case-studies", h1: "Real Results for Real Businesses", title: "AI Automation Case Studies" },
  { path: "/contact", h1: "Let's Automate Your Business", title: "Contact Us" },
  { path: "/privacy", h1: "Privacy Policy", title: "Privacy Policy" },
  { path: "/terms", h1: "Terms of Service", title: "Terms of Service" },
] as const

export const notFound = { h1: "Oops! Page not found", code: "404", homeLink: "Return to Home" } as const

/** Widths the layout is checked at: a phone and a laptop. */
export const viewports = [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1280, height: 800 },
] as const
