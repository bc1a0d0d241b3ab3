import { readFileSync, readdirSync } from "node:fs"
import path from "node:path"
import { vendorWords } from "virtual:content/vendorWords"
import { layoutWords } from "virtual:content/layoutWords"
import { fixtureBuildUrl, ga4FixtureBuildUrl, umamiFixtureBuildUrl } from "../../playwright.config"
import { localizePath, locales } from "../../app/config/locales"
import { expect, test } from "./support/fixtures"

/*
 * What the site says of the companies it relies on follows the settings that switch them on (the vendor table,
 * app/lib/vendors.ts): the trust page and the privacy policy name each company a build has on, in every language,
 * and none it has off; the pages' policy allows the origins of those it talks to, and no other. Each build below is
 * one of the browser tests' builds (`npm run build`, `npm run build:fixture`), each with its own host.
 */

interface Build {
  name: string
  url?: string
  /** The companies its trust page names, each a heading. */
  names: string[]
  /** What its pages' policy allows beside the site. */
  origins: string[]
}

/** A company each build has on is one another build has off. */
const everyCompany = [
  "ElevenLabs",
  "Plausible Analytics",
  "Umami",
  "Google Analytics 4",
  "Postmark",
  "Vercel",
  "Netlify",
  "Cloudflare",
  "Amazon Web Services",
]

// The analytics providers' collectors are elsewhere: answered here, as the network would.
test.beforeEach(async ({ context }) => {
  await context.route(/^https:\/\/(cloud\.umami\.is|plausible\.io)\//, (route) =>
    route.fulfill({ status: 202, body: "", headers: { "access-control-allow-origin": "*" } }),
  )
})

const builds: Build[] = [
  { name: "the shipped build", names: ["Calendly", "YouTube (Google)", "GitHub", "jsDelivr"], origins: [] },
  {
    name: "a build with a voice assistant, Plausible and a lead webhook",
    url: fixtureBuildUrl,
    names: [
      "Vercel",
      "Plausible Analytics",
      "Calendly",
      "YouTube (Google)",
      "ElevenLabs",
      "127.0.0.1:4186",
      "Postmark",
      "GitHub",
      "jsDelivr",
    ],
    origins: ["https://plausible.io", "wss://api.elevenlabs.io", "http://127.0.0.1:4186"],
  },
  {
    name: "a build with Umami on Netlify",
    url: umamiFixtureBuildUrl,
    names: ["Netlify", "Umami", "Calendly", "YouTube (Google)", "GitHub", "jsDelivr"],
    origins: ["https://cloud.umami.is"],
  },
  {
    name: "a build with Google Analytics 4, built by Cloudflare Pages",
    url: ga4FixtureBuildUrl,
    names: ["Cloudflare", "Google Analytics 4", "Calendly", "YouTube (Google)", "GitHub", "jsDelivr"],
    origins: ["https://*.google-analytics.com", "https://www.googletagmanager.com/gtag/js"],
  },
]

for (const build of builds) {
  test.describe(build.name, () => {
    if (build.url) test.use({ baseURL: build.url })
    const off = everyCompany.filter((company) => !build.names.includes(company))

    for (const locale of locales) {
      test(`its trust page and privacy policy name the companies it has on, and no other (${locale})`, async ({
        page,
      }) => {
        await page.goto(localizePath("/trust", locale))
        const main = page.getByRole("main")
        const companies = main.getByRole("heading", { level: 3 })
        await expect(companies).toHaveText(build.names)
        for (const company of off) await expect(main, company).not.toContainText(company)

        await page.goto(localizePath("/privacy", locale))
        for (const company of build.names.filter((name) => name !== "GitHub" && name !== "jsDelivr"))
          await expect(
            page.getByRole("main").getByRole("listitem").filter({ hasText: company }),
            company,
          ).not.toHaveCount(0)
        for (const company of off) await expect(page.getByRole("main"), company).not.toContainText(company)
      })
    }

    test("its pages' policy allows the origins of the companies it talks to, and no other", async ({ request }) => {
      const policy = (await request.get("/")).headers()["content-security-policy"] ?? ""
      for (const origin of build.origins) expect(policy, origin).toContain(origin)
      for (const other of builds.flatMap((each) => each.origins).filter((origin) => !build.origins.includes(origin)))
        expect(policy, other).not.toContain(other)
    })
  })
}

test.describe("a build with Google Analytics 4", () => {
  test.use({ baseURL: ga4FixtureBuildUrl })

  test("says on the trust page that it receives anything only after the visitor accepts cookies", async ({ page }) => {
    for (const locale of locales) {
      await page.goto(localizePath("/trust", locale))
      const details = page.getByRole("main").getByRole("definition")
      await expect(details.filter({ hasText: vendorWords[locale].when.afterConsent })).toHaveCount(1)
    }
  })
})

test.describe("the shipped build", () => {
  test("names no voice assistant's or analytics provider's company on any page, in any language", () => {
    const client = path.resolve("build/client")
    const pages = readdirSync(client, { recursive: true, encoding: "utf8" }).filter((file) =>
      /\.(html|md|txt|xml)$/.test(file),
    )
    expect(pages.length).toBeGreaterThan(100)
    const named = pages.filter((file) =>
      /elevenlabs|plausible|umami|google analytics|googletagmanager/i.test(
        readFileSync(path.join(client, file), "utf8"),
      ),
    )
    expect(named).toEqual([])
  })

  test("says nothing of the voice assistant where it has none: the accessibility statement and the privacy policy", async ({
    page,
  }) => {
    for (const locale of locales) {
      for (const legal of ["/accessibility", "/privacy"]) {
        await page.goto(localizePath(legal, locale))
        await expect(page.getByRole("main")).not.toContainText(/\bassistant\b|asistente/i)
      }
    }
  })

  test("links the trust page from every page's footer, in every language", async ({ page }) => {
    for (const locale of locales) {
      await page.goto(localizePath("/", locale))
      await page
        .getByRole("contentinfo")
        .getByRole("link", { name: layoutWords[locale].footer.links.trust, exact: true })
        .click()
      await expect(page).toHaveURL(new RegExp(`${localizePath("/trust", locale)}$`))
    }
  })
})

test.describe("a build with a security contact of its own", () => {
  test.use({ baseURL: umamiFixtureBuildUrl })

  test("gives the same contact on the trust page as in security.txt", async ({ page, request }) => {
    const securityTxt = await (await request.get("/.well-known/security.txt")).text()
    const contact = /^Contact: mailto:(.+)$/m.exec(securityTxt)?.[1] ?? ""
    expect(contact).toBe("security@kineticai.example")
    for (const locale of locales) {
      await page.goto(localizePath("/trust", locale))
      await expect(page.getByRole("main").getByRole("link", { name: contact, exact: true })).toHaveAttribute(
        "href",
        `mailto:${contact}`,
      )
    }
  })
})
