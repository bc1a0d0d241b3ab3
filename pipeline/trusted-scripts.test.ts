import islandScript from "astro/runtime/server/astro-island.prebuilt.js"
import visibleDirective from "astro/runtime/client/visible.prebuilt.js"
import { createHash } from "node:crypto"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { describe, expect, it } from "vitest"
import { paths } from "../app/config/paths"
import { bundleInlineScript } from "./inline-script"
import { contentSecurityPolicy } from "./security-headers"
import {
  addAstroScripts,
  addComponentScripts,
  componentInlineScripts,
  contentFileOf,
  isStrayScript,
  pageScripts,
  SiteScripts,
} from "./trusted-scripts"

const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("base64")
const appDir = fileURLToPath(new URL("../app", import.meta.url))

/** Stand-ins for the start-up bundles, trusted as the `?inline-script` plugin trusts the real ones. */
const headStart = '(function(){document.documentElement.setAttribute("data-theme","dark")})();'
const bodyStart = '(function(){document.addEventListener("click",e=>e)})();'
/** What Astro writes for app/pages/404.astro's `define:vars` script. */
const notFoundScript =
  '(function(){const message = "404 Error: User attempted to access non-existent route:";\n\n    console.error(message, window.location.pathname)\n  })();'

async function siteScripts(): Promise<SiteScripts> {
  const scripts = new SiteScripts()
  scripts.add(headStart, "app/start/head-start.ts")
  scripts.add(bodyStart, "app/start/body-start.ts")
  addAstroScripts(scripts)
  await addComponentScripts(scripts, appDir)
  return scripts
}

/** A page as the layout writes it, with `main` in its body. */
const page = (main: string, head = "") =>
  `<!doctype html><html lang="en-US"><head><meta charset="utf-8"><script>${headStart}</script><title>A page</title>` +
  `<script type="application/ld+json">{"@context":"https://schema.org","name":"Agency \\u003c3"}</script>${head}</head>` +
  `<body><script>${bodyStart}</script><main id="main">${main}</main></body></html>`

const post = paths.blogPost("speed-to-lead-automation")
const postFile = "app/content/blog/speed-to-lead-automation.md"
const story = paths.caseStudy("keystone-ridge-realty")
const storyFile = "app/content/case-studies/keystone-ridge-realty.md"
const advice = "Remove it, or write it into the site's code."

describe("the inline scripts a page may run", () => {
  it.each([
    ["only the start-up scripts", paths.services, page("<h1>Services</h1>"), [headStart, bodyStart]],
    [
      "Astro's island scripts beside them",
      paths.home,
      page(
        `<style>astro-island{display:contents}</style><script>${visibleDirective}</script><script>${islandScript}</script><astro-island ssr></astro-island>`,
      ),
      [headStart, bodyStart, visibleDirective, islandScript],
    ],
    [
      "the 404 page's message, as Astro writes it",
      "/404.html",
      page(`<h1>404</h1><script>${notFoundScript}</script>`),
      [headStart, bodyStart, notFoundScript],
    ],
    [
      "the modules started after the first paint, which are files",
      paths.contact,
      page(
        '<template data-after-paint><script type="module" src="/assets/voice-module.DLP8lA6P.js"></script></template>',
      ),
      [headStart, bodyStart],
    ],
    [
      "Markdown that shows code as text",
      post,
      page("<pre><code>&lt;script&gt;alert(1)&lt;/script&gt; onclick=x</code></pre>"),
      [headStart, bodyStart],
    ],
  ])("a page with %s passes and is allowed exactly their hashes", async (_, path, html, expected) => {
    const result = pageScripts({ path, html }, await siteScripts())
    expect(result.problems).toEqual([])
    expect(result.hashes).toEqual(expected.map(sha256))
  })

  it("gives JSON-LD no hash: it is data, which the policy does not govern", async () => {
    const { hashes } = pageScripts({ path: paths.services, html: page("") }, await siteScripts())
    expect(hashes).not.toContain(sha256('{"@context":"https://schema.org","name":"Agency \\u003c3"}'))
  })

  it.each([
    [
      "an inline script in a post",
      post,
      "<p>Hi</p><script>alert(1)</script>",
      `The page ${post} has an inline script the site did not write (from ${postFile}): <script>alert(1)</script>. ${advice}`,
    ],
    [
      "an onclick attribute in a client story",
      story,
      '<p><button type="button" onclick="alert(1)">Call</button></p>',
      `The page ${story} has an event-handler attribute (onclick) the site did not write (from ${storyFile}): <button type="button" onclick="alert(1)">. ${advice}`,
    ],
    [
      "an onerror attribute in a legal page",
      paths.privacy,
      "<img src=x onerror=alert(1)>",
      `The page ${paths.privacy} has an event-handler attribute (onerror) the site did not write (from app/content/legal/privacy.md): <img src=x onerror=alert(1)>. ${advice}`,
    ],
    [
      "a javascript: link in a post",
      post,
      '<a href="javascript:alert(1)">Read more</a>',
      `The page ${post} has a javascript: URL the site did not write (from ${postFile}): <a href="javascript:alert(1)">. ${advice}`,
    ],
    [
      "an inline script on a page with no content file",
      paths.services,
      "<script>alert(1)</script>",
      `The page ${paths.services} has an inline script the site did not write: <script>alert(1)</script>. ${advice}`,
    ],
    [
      "a JSON-LD block that closes its element early",
      post,
      '<script type="application/ld+json">{"a":"</script><p>b</p>"}</script>',
      `The page ${post} has a JSON-LD block that is not plain JSON (from ${postFile}): <script type="application/ld+json">{"a":"</script>. Remove it, or write it into the site's code.`,
    ],
  ])("a page with %s fails, naming the page and its file", async (_, path, main, message) => {
    const result = pageScripts({ path, html: page(main) }, await siteScripts())
    expect(result.problems).toEqual([message])
  })

  it.each([
    ["a capitalised tag", "<SCRIPT>alert(1)</SCRIPT>"],
    ["an attribute ending in src", '<script data-src="x.js">alert(1)</script>'],
    ["a type the browser runs", '<script type="module">alert(1)</script>'],
    ["a copy of the site's script with a statement added", `<script>${bodyStart}alert(1)</script>`],
    ["a script in a template", "<template><script>alert(1)</script></template>"],
    ["a script in SVG", "<svg><script>alert(1)</script></svg>"],
    [
      "a script hidden from a parser without scripting",
      '<noscript><p title="</noscript><script>alert(1)</script>"></p></noscript>',
    ],
    ["a script in an SVG style element", "<svg><style><script>alert(1)</script></style></svg>"],
    ["a script in an embedded document", '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
    [
      "the 404 script with code for a value",
      "<script>(function(){const message = alert(1);\n\n    console.error(message, window.location.pathname)\n  })();</script>",
    ],
    ["a handler in capitals", '<p ONMOUSEOVER="alert(1)">x</p>'],
    ["a handler after a quoted value", '<p title="a"onfocus=alert(1) tabindex=0>x</p>'],
    ["a link hiding its scheme", '<a href=" jav&#x61;script&colon;alert(1)">x</a>'],
    ["a link split by a tab", '<a href="java\tscript:alert(1)">x</a>'],
    ["a form posting to script", '<form action="javascript:alert(1)"><button>Go</button></form>'],
    ["a frame with a script address", '<iframe src="JavaScript:alert(1)"></iframe>'],
    ["an SVG link", '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>'],
    ["a script from the uploads", '<script src="/uploads/x.js"></script>'],
    ["a module from the uploads", '<script type="module" src="/uploads/x.js"></script>'],
    ["a script climbing out of the bundles", '<script src="/assets/../uploads/x.js"></script>'],
    ["a script from another host", '<script src="https://evil.example/x.js"></script>'],
    ["a protocol-relative script", '<script src="//evil.example/assets/x.js"></script>'],
  ])("a page with %s fails", async (_, main) => {
    const result = pageScripts({ path: post, html: page(main) }, await siteScripts())
    expect(result.problems).toHaveLength(1)
    expect(result.problems[0]).toContain(`The page ${post} has`)
    expect(result.problems[0]).toContain(`(from ${postFile})`)
  })

  it("lets a page load the site's own bundles", async () => {
    const html = page('<script type="module" src="/assets/voice-module.Cx1a2b3c.js"></script>')
    expect(pageScripts({ path: post, html }, await siteScripts()).problems).toEqual([])
  })

  it("lists every problem of a page, and still allows the site's own scripts", async () => {
    const result = pageScripts(
      { path: post, html: page('<script>a()</script><b onclick="b()">x</b>') },
      await siteScripts(),
    )
    expect(result.problems).toHaveLength(2)
    expect(result.hashes).toEqual([headStart, bodyStart].map(sha256))
  })
})

describe("the content file a page comes from", () => {
  it.each([
    [paths.blogPost("speed-to-lead-automation"), "app/content/blog/speed-to-lead-automation.md"],
    [paths.caseStudy("keystone-ridge-realty"), "app/content/case-studies/keystone-ridge-realty.md"],
    [paths.privacy, "app/content/legal/privacy.md"],
    [paths.terms, "app/content/legal/terms.md"],
    [paths.accessibility, "app/content/legal/accessibility.md"],
    [paths.blogPage(2), undefined],
    [paths.tag("Lead Generation"), undefined],
    [paths.home, undefined],
    ["/404.html", undefined],
  ])("%s comes from %s", (path, file) => {
    expect(contentFileOf(path)).toBe(file)
  })
})

describe("the inline scripts of the site's components", () => {
  it.each([
    [
      "a define:vars script, as the body Astro wraps",
      "<script is:inline define:vars={{ a: b > c }}>\n  run(a)\n</script>",
      { withVariables: ["\n  run(a)\n"] },
    ],
    [
      "a static inline script",
      "---\nconst x = 1 < 2\n---\n<div><script is:inline>go()</script></div>",
      { exact: ["go()"] },
    ],
    [
      "a script with an attribute, which Astro leaves as written",
      '<script type="module">go()</script>',
      { exact: ["go()"] },
    ],
    ["a start-up script from set:html, trusted when it is bundled", "<script is:inline set:html={headStart} />", {}],
    ["a script Astro bundles into a file", '<script>\n  import "~/deferred/voice-module"\n</script>', {}],
    ["a JSON data block", '<script type="application/json" id="cms-config" set:html={config} />', {}],
    ["a component named Script", "<Script>go()</Script>", {}],
  ])("%s", (_, source, expected) => {
    expect(componentInlineScripts(source)).toEqual({ exact: [], withVariables: [], ...expected })
  })
})

const entry = (name: string) => fileURLToPath(new URL(`../app/start/${name}`, import.meta.url))

describe("the start-up bundles", { timeout: 30_000 }, () => {
  it("are trusted by the hashes of the code the plugin inlines, and the policy allows exactly those", async () => {
    for (const analytics of [false, true]) {
      const scripts = new SiteScripts()
      const head = await bundleInlineScript(entry("head-start.ts"), { analytics })
      const body = await bundleInlineScript(entry("body-start.ts"), { analytics })
      // As the `?inline-script` plugin (pipeline/astro-integration.ts) records them.
      scripts.add(head.code, entry("head-start.ts"))
      scripts.add(body.code, entry("body-start.ts"))
      const html = `<html><head><script>${head.code}</script></head><body><script>${body.code}</script><main></main></body></html>`
      const { hashes, problems } = pageScripts({ path: paths.home, html }, scripts)
      expect(problems).toEqual([])
      expect(hashes).toEqual([sha256(head.code), sha256(body.code)])
      const policy = contentSecurityPolicy(
        { scripts: hashes, styles: [] },
        { voice: { vendor: "none" }, analytics: { provider: "none" }, leadWebhookUrl: null },
        { origins: ["https://www.example.com"] },
      )
      expect(policy).toContain(
        `script-src https://www.example.com/assets/ ${[sha256(head.code), sha256(body.code)]
          .sort()
          .map((hash) => `'sha256-${hash}'`)
          .join(" ")};`,
      )
    }
  })
})

describe("isStrayScript", () => {
  it("is any script the build would publish outside the bundles' folder, such as one uploaded to /uploads/", () => {
    const file = (...parts: string[]) => path.join(...parts)
    expect(isStrayScript(file("uploads", "x.js"))).toBe(true)
    expect(isStrayScript(file("uploads", "x.MJS"))).toBe(true)
    expect(isStrayScript(file("x.cjs"))).toBe(true)
    expect(isStrayScript(file("es", "assets", "x.js"))).toBe(true)
    expect(isStrayScript(file("assets", "entry.Ab3dE6gH.js"))).toBe(false)
    expect(isStrayScript(file("uploads", "photo.jpg"))).toBe(false)
    expect(isStrayScript(file("uploads", "x.json"))).toBe(false)
  })
})
