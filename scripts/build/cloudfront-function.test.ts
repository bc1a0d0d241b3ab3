import { readFileSync } from "node:fs"
import { describe, expect, it } from "vitest"

type Query = Record<string, { value: string; multiValue?: { value: string }[] }>
type Request = { uri: string; querystring: Query }
type Redirect = { statusCode: number; headers: { location: { value: string } } }

/** deploy/cloudfront/clean-urls.js as CloudFront runs it: a script defining `handler`. */
const handler = new Function(`${readFileSync("deploy/cloudfront/clean-urls.js", "utf8")}; return handler`)() as (event: {
  request: Request
}) => Request | Redirect

const viewerRequest = (uri: string, querystring: Query = {}) => handler({ request: { uri, querystring } })

describe("the CloudFront clean-URL function", () => {
  it("answers each page from its prerendered file", () => {
    expect(viewerRequest("/")).toMatchObject({ uri: "/index.html" })
    expect(viewerRequest("/services")).toMatchObject({ uri: "/services/index.html" })
    expect(viewerRequest("/case-studies")).toMatchObject({ uri: "/case-studies/index.html" })
  })

  it("leaves files alone", () => {
    expect(viewerRequest("/assets/entry-abc.js")).toMatchObject({ uri: "/assets/entry-abc.js" })
    expect(viewerRequest("/sitemap.xml")).toMatchObject({ uri: "/sitemap.xml" })
  })

  it("redirects the other forms of an address to the canonical one, keeping the query", () => {
    expect(viewerRequest("/services/", { utm_source: { value: "news letter" } })).toEqual({
      statusCode: 301,
      statusDescription: "Moved Permanently",
      headers: { location: { value: "/services?utm_source=news%20letter" } },
    })
    expect(viewerRequest("/services/index.html")).toMatchObject({ headers: { location: { value: "/services" } } })
    expect(viewerRequest("/index.html")).toMatchObject({ headers: { location: { value: "/" } } })
    expect(
      viewerRequest("/process//", { tag: { value: "a", multiValue: [{ value: "a" }, { value: "b" }] } }),
    ).toMatchObject({ headers: { location: { value: "/process?tag=a&tag=b" } } })
  })

  it.each([
    "//evil.com/",
    "//evil.com",
    "///evil.com/",
    "/\\evil.com/",
    "/\\/evil.com/",
    "/%5Cevil.com/",
    "/%5C%5Cevil.com/",
    "/%2F%2Fevil.com/",
    "//evil.com/index.html",
    "/services//evil.com/",
  ])("redirects %s to a path of this host, never to another", (uri) => {
    const answer = viewerRequest(uri, { utm_source: { value: "x" } }) as Redirect
    expect(answer.statusCode).toBe(301)
    const location = answer.headers.location.value
    expect(location).toMatch(/^\/(?![/\\])/)
    expect(new URL(location, "https://www.example.com/services").host).toBe("www.example.com")
  })
})
