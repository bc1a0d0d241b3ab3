import { index, route, type RouteConfig } from "@react-router/dev/routes"

/** The sitemap of the site. Every route is prerendered; `*` becomes 404.html. */
export default [
  index("routes/home.tsx"),
  route("services", "routes/services.tsx"),
  route("process", "routes/process.tsx"),
  route("case-studies", "routes/case-studies.tsx"),
  route("contact", "routes/contact.tsx"),
  route("privacy", "routes/privacy.tsx"),
  route("terms", "routes/terms.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig
