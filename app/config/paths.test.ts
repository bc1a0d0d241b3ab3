import { readdirSync } from "node:fs"
import path from "node:path"
import { describe, expect, it } from "vitest"
import { footerColumns } from "./footer-navigation"
import { mainNavigation } from "./navigation"
import { layoutWords } from "virtual:content/layoutWords"
import { localizePath } from "./locales"
import { notFoundPage, pageKinds, sitePages } from "./pages"
import { canonicalPath, paths, routeParams, siteUrls, tagSlug } from "./paths"

const origin = "https://www.example.com"
const urls = siteUrls(origin)

describe("the site's paths", () => {
  it.each([
    ["home", paths.home, "/"],
    ["services", paths.services, "/services"],
    ["process", paths.process, "/process"],
    ["client stories", paths.caseStudies, "/case-studies"],
    ["contact", paths.contact, "/contact"],
    ["privacy", paths.privacy, "/privacy"],
    ["terms", paths.terms, "/terms"],
    ["blog", paths.blog, "/blog"],
    ["404 route", paths.notFound, "/404"],
    ["blog, first page", paths.blogPage(1), "/blog"],
    ["blog, page 2", paths.blogPage(2), "/blog/page/2"],
    ["blog, page 12", paths.blogPage(12), "/blog/page/12"],
    ["post", paths.blogPost("speed-to-lead-automation"), "/blog/speed-to-lead-automation"],
    ["topic", paths.tag("Customer Support"), "/blog/tags/customer-support"],
    ["topic with an acronym", paths.tag("ROI"), "/blog/tags/roi"],
    ["topic, first page", paths.tagPage("ROI", 1), "/blog/tags/roi"],
    ["topic, page 2", paths.tagPage("Customer Support", 2), "/blog/tags/customer-support/page/2"],
    ["client story", paths.caseStudy("keystone-ridge-realty"), "/case-studies/keystone-ridge-realty"],
    ["section of the home page", paths.section(paths.home, "pricing"), "/#pricing"],
    ["section of a page", paths.section(paths.services, "lead-generation"), "/services#lead-generation"],
    ["home page's Markdown", paths.markdown("/"), "/index.md"],
    ["page's Markdown", paths.markdown("/services"), "/services.md"],
    ["post's Markdown", paths.markdown("/blog/a-post"), "/blog/a-post.md"],
    ["home page's image", paths.ogImage("/"), "/og/home.png"],
    ["page's image", paths.ogImage("/services"), "/og/services.png"],
    ["post's image", paths.ogImage("/blog/a-post"), "/og/blog/a-post.png"],
    ["listing's later page's image: the first page's", paths.ogImage(paths.blogPage(2)), "/og/blog.png"],
    ["topic's later page's image: the first page's", paths.ogImage(paths.tagPage("ROI", 3)), "/og/blog/tags/roi.png"],
    ["Spanish listing's later page's image", paths.ogImage("/es/blog/page/2"), "/og/es/blog.png"],
    ["feed", paths.rss, "/rss.xml"],
    ["llms.txt", paths.llms, "/llms.txt"],
    ["llms-full.txt", paths.llmsFull, "/llms-full.txt"],
    ["sitemap", paths.sitemap, "/sitemap.xml"],
    ["robots.txt", paths.robots, "/robots.txt"],
    ["logo", paths.logo, "/icon-512.png"],
  ])("%s: %s", (_, path, expected) => {
    expect(path).toBe(expected)
  })

  it.each([
    ["Customer Support", "customer-support"],
    ["ROI", "roi"],
    ["n8n", "n8n"],
    ["  AI & Automation! ", "ai-automation"],
    ["Café Économie", "cafe-economie"],
  ])("turns the topic %j into %j", (tag, slug) => {
    expect(tagSlug(tag)).toBe(slug)
  })
})

describe("absolute URLs", () => {
  it.each([
    ["home page", urls.canonical("/"), `${origin}/`],
    ["page", urls.canonical("/services"), `${origin}/services`],
    ["page with a trailing slash", urls.canonical("/services/"), `${origin}/services`],
    ["page with slashes", urls.canonical("/case-studies//"), `${origin}/case-studies`],
    ["post", urls.canonical(paths.blogPost("a-post")), `${origin}/blog/a-post`],
    ["home page's image", urls.ogImage("/"), `${origin}/og/home.png`],
    ["story's image", urls.ogImage(paths.caseStudy("x")), `${origin}/og/case-studies/x.png`],
    ["home page's Markdown", urls.markdown("/"), `${origin}/index.md`],
    ["post's Markdown", urls.markdown(paths.blogPost("a-post")), `${origin}/blog/a-post.md`],
    ["feed", urls.url(paths.rss), `${origin}/rss.xml`],
    ["anchor", urls.url(paths.section(paths.home, "organization")), `${origin}/#organization`],
  ])("%s: %s", (_, url, expected) => {
    expect(url).toBe(expected)
  })

  it.each([
    ["/", "/"],
    ["/services/", "/services"],
    ["/blog/page/2", "/blog/page/2"],
  ])("the canonical form of %s is %s", (path, expected) => {
    expect(canonicalPath(path)).toBe(expected)
  })
})

describe("a route's params for a path", () => {
  it.each([
    ["/blog/tags/roi", "/blog/tags/[tag]", { tag: "roi" }],
    ["/blog/a-post", "/blog/[slug]", { slug: "a-post" }],
    ["/case-studies/x", "/case-studies/[slug]", { slug: "x" }],
    ["/blog", "/blog/[...page]", { page: undefined }],
    ["/blog/page/2", "/blog/[...page]", { page: "page/2" }],
    ["/", "/[...rest]", { rest: undefined }],
    ["/a/b", "/[...rest]", { rest: "a/b" }],
    ["/services", "/services", {}],
  ])("%s answered by %s", (path, route, params) => {
    expect(routeParams(path, route)).toEqual(params)
  })

  it.each([
    ["/topics/roi", "/blog/tags/[tag]"],
    ["/blog/tags/a/b", "/blog/tags/[tag]"],
    ["/blog", "/blog/[slug]"],
    ["/blogs/page/2", "/blog/[...page]"],
  ])("stops the build when %s is not an address of %s", (path, route) => {
    expect(() => routeParams(path, route)).toThrow(`The route ${route} cannot answer ${path}`)
  })

  it("are those of the routes the pages give, for the paths their links use", () => {
    expect(routeParams(paths.blogPage(3), "/blog/[...page]")).toEqual({ page: "page/3" })
    expect(routeParams(paths.tag("Lead Generation"), "/blog/tags/[tag]")).toEqual({ tag: "lead-generation" })
    expect(routeParams(paths.tagPage("ROI", 1), "/blog/tags/[tag]/[...page]")).toEqual({ tag: "roi", page: undefined })
    expect(routeParams(paths.tagPage("ROI", 4), "/blog/tags/[tag]/[...page]")).toEqual({ tag: "roi", page: "page/4" })
    expect(routeParams(paths.blogPost("p"), "/blog/[slug]")).toEqual({ slug: "p" })
    expect(routeParams(paths.caseStudy("s"), "/case-studies/[slug]")).toEqual({ slug: "s" })
  })
})

describe("the route files", () => {
  /** app/pages/[...locale]/blog/[slug].astro -> "/[...locale]/blog/[slug]", index.astro -> "/", rss.xml.ts -> "/rss.xml". */
  const routes = readdirSync(path.join(import.meta.dirname, "../pages"), { recursive: true, encoding: "utf8" })
    .filter((file) => /\.(astro|ts)$/.test(file) && !file.endsWith(".test.ts"))
    .map((file) => `/${file.replace(/\.(astro|ts)$/, "").replace(/(^|\/)index$/, "")}`)
  const answered = (address: string) =>
    routes.some((route) => {
      try {
        routeParams(address, route)
        return true
      } catch {
        return false
      }
    })

  it.each([
    ...sitePages.map((page) => page.path),
    notFoundPage.path,
    paths.blogPage(2),
    paths.blogPost("a-post"),
    paths.tag("ROI"),
    paths.caseStudy("a-story"),
    paths.industry("an-industry"),
    paths.service("a-service"),
    paths.caseStudiesBy("industry", "an-industry"),
    paths.caseStudiesBy("service", "a-service"),
    paths.rss,
    paths.llms,
    paths.llmsFull,
  ])("answer %s", (address) => {
    expect(answered(address), `no file under app/pages/ answers ${address} (${routes.join(", ")})`).toBe(true)
  })
})

describe("the page list", () => {
  const listed: readonly string[] = sitePages.map((page) => page.path)

  it("names each page once, with its own copy", () => {
    expect(new Set(listed).size).toBe(listed.length)
    expect(new Set(sitePages.map((page) => page.name)).size).toBe(sitePages.length)
    expect(new Set(sitePages.map((page) => JSON.stringify(page.copy))).size).toBe(sitePages.length)
    expect(notFoundPage.name).toBe("not-found")
    expect(listed).not.toContain(notFoundPage.path)
  })

  it("gives the top navigation its links, in its order", () => {
    expect(mainNavigation("en", layoutWords["en"].navigation)).toEqual([
      { label: "Home", to: "/" },
      { label: "Services", to: "/services" },
      { label: "Process", to: "/process" },
      { label: "Case Studies", to: "/case-studies" },
      { label: "Contact", to: "/contact" },
    ])
  })

  it("gives the Spanish navigation the same pages under /es/", () => {
    expect(mainNavigation("es", layoutWords["es"].navigation).map((item) => item.to)).toEqual([
      "/es",
      "/es/services",
      "/es/process",
      "/es/case-studies",
      "/es/contact",
    ])
    expect(mainNavigation("es", layoutWords["es"].navigation).map((item) => item.label)).toEqual([
      "Inicio",
      "Servicios",
      "Proceso",
      "Casos de éxito",
      "Contacto",
    ])
  })

  it("holds every page the footer links to, as a page or a page of a kind", () => {
    const links = footerColumns(
      [{ id: "lead-generation", title: "Lead Generation" }],
      "en",
      layoutWords["en"].footer.links,
    ).flatMap((column) => column.links)
    const kinds = pageKinds.flatMap((kind) => (kind.path.endsWith("/*") ? [kind.path.slice(0, -1)] : []))
    for (const link of links) {
      const to = link.to.replace(/#.*$/, "")
      expect(listed.includes(to) || kinds.some((base) => to.startsWith(base)), link.to).toBe(true)
    }
    expect(links.map((link) => link.to)).toContain("/services/lead-generation")
  })

  it("puts each page in the footer column it names, in the list's order, each labelled by its name", () => {
    const [, company, legal] = footerColumns([], "es", layoutWords["es"].footer.links)
    const named = (column: string) =>
      sitePages
        .filter((page) => "footer" in page && page.footer === column)
        .map((page) => localizePath(page.path, "es"))
    expect(company?.links.map((link) => link.to).slice(0, named("company").length)).toEqual(named("company"))
    expect(legal?.links.map((link) => link.to)).toEqual(named("legal"))
    expect(legal?.links.map((link) => link.label)).toEqual([
      layoutWords["es"].footer.links.privacy,
      layoutWords["es"].footer.links.terms,
      layoutWords["es"].footer.links.accessibility,
      layoutWords["es"].footer.links.trust,
    ])
  })
})
