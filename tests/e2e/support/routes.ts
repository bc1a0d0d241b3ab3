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

/**
 * Pages made from content files, one of each kind: the blog, a post, a topic and a client story.
 * They are checked like the pages above for what every page owes a visitor (accessibility, reading
 * without JavaScript, small screens, search and social tags, styles, serving); the journeys
 * through the site's widgets run on `pages`.
 */
export const contentPages = [
  { path: "/blog", h1: "Insights on AI Automation", title: "Insights: AI Automation for Small Businesses" },
  {
    path: "/blog/speed-to-lead-automation",
    h1: "Speed to Lead: How to Answer and Qualify Every Lead in Minutes",
    title: "Speed to Lead",
  },
  { path: "/blog/tags/small-business", h1: "Articles on Small Business", title: "Articles on Small Business" },
  {
    path: "/case-studies/keystone-ridge-realty",
    h1: "Keystone Ridge Realty",
    title: "Keystone Ridge Realty Case Study",
  },
] as const

/** The specification's pages and one page of each content kind. */
export const everyPage = [...pages, ...contentPages] as const

export const notFound = { h1: "Oops! Page not found", code: "404", homeLink: "Return to Home" } as const

/** Widths the layout is checked at: a phone and a laptop. */
export const viewports = [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1280, height: 800 },
] as const

/** The page's background in each theme (styles/design.css: --color-background). */
export const themeBackground = { light: "rgb(255, 255, 255)", dark: "rgb(11, 17, 32)" } as const
