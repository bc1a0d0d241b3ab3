import type { BrowserContext, Page } from "@playwright/test"
import { fixtureBuildUrl, leadReceiverUrl } from "../../playwright.config"
import { honeypotFieldName, minimumFillTimeMs } from "../../app/lib/contact-form"
import { retryDelay } from "../../app/lib/retry"
import { contactFormWords } from "virtual:content/contactFormWords"
import { at, byId, leadIn, legalPages, pageCopy, startingWith } from "./support/content"
import { expect, test, waitForIsland } from "./support/fixtures"
import { clickForNewTab, stubExternalPages } from "./support/new-tab"
import { site } from "./support/site"
import { holdRequests, islandCode, slowDown } from "./support/slow-device"

/*
 * Lead delivery (app/lib/leads.ts): the fixture build posts each lead to a real HTTP receiver
 * (support/lead-receiver.mjs), told per test how to answer. The default build has no webhook and
 * must send nothing.
 */

interface ReceiverLog {
  requests: { key: string | null; id: string; answer: string }[]
  leads: { id: string; page: string; referrer: string; submittedAt: string; contact: unknown; utm: unknown }[]
}

/** An address no other test uses, so each reads only its own leads from the shared receiver. */
const uniqueEmail = (who: string) =>
  `${who}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@ruizlaw.com`

async function answerNext(email: string, answers: string[]): Promise<void> {
  const response = await fetch(`${leadReceiverUrl}/control/answers/${encodeURIComponent(email)}`, {
    method: "PUT",
    body: JSON.stringify(answers),
  })
  expect(response.ok).toBe(true)
}

async function receiverLog(email: string): Promise<ReceiverLog> {
  const response = await fetch(`${leadReceiverUrl}/control/log/${encodeURIComponent(email)}`)
  return (await response.json()) as ReceiverLog
}

const form = (page: Page) => page.getByRole("form", { name: pageCopy.contact.form.title })
const toasts = (page: Page) => page.getByRole("region", { name: /Notifications/ })
/** The privacy policy's item on the contact form: its own words, then what the build says. */
const contactFormItem = (page: Page) =>
  page
    .getByRole("listitem")
    .filter({ hasText: startingWith(leadIn(byId(legalPages, "privacy").body, "contactForm").trim()) })

/** Fills the form as a visitor would, taking the time a person takes. */
async function fillAsAPerson(page: Page, email: string, message = "We lose leads after 5 p.m.") {
  await fillFields(page, email, message)
  await page.clock.fastForward(minimumFillTimeMs)
}

async function fillFields(page: Page, email: string, message: string) {
  const fields = form(page)
  // The form hydrates as it comes into view; from then on it counts the time taken to fill it.
  await fields.scrollIntoViewIfNeeded()
  await waitForIsland(fields.getByRole("button", { name: "Send Message" }))
  await fields.getByRole("textbox", { name: /^Full Name/ }).fill("Ana Ruiz")
  await fields.getByRole("textbox", { name: /^Email Address/ }).fill(email)
  await fields.getByRole("textbox", { name: /^Company Name/ }).fill("Ruiz Law")
  await fields
    .getByRole("combobox", { name: /^Service Interested In/ })
    .selectOption(at(contactFormWords.en.serviceOptions, 0))
  await fields.getByRole("textbox", { name: /^Message/ }).fill(message)
}

/** Sends the form; the booking calendar must open in a new tab during the click, whatever happens to the lead. */
async function send(context: BrowserContext, page: Page) {
  const tab = await clickForNewTab(context, form(page).getByRole("button", { name: "Send Message" }))
  expect(tab.url()).toContain(new URL(site.bookingUrl.en).host)
  await tab.close()
}

/**
 * A visitor opens the contact page (`from`), fills the form as a person and sends it, with the
 * receiver told how to answer its first tries; returns the visitor's address, to read the log by.
 */
async function sendMessage(page: Page, context: BrowserContext, who: string, answers: string[], from = "/contact") {
  const email = uniqueEmail(who)
  await answerNext(email, answers)
  await page.goto(from)
  await fillAsAPerson(page, email)
  await send(context, page)
  return email
}

/**
 * Moves the page's clock through the waits between tries, 1 s then doubling, as each failed try
 * reaches the receiver, until `tries` have.
 */
async function throughRetries(page: Page, email: string, tries: number) {
  for (let tried = 1; tried <= tries; tried++) {
    await expect.poll(async () => (await receiverLog(email)).requests.length).toBeGreaterThanOrEqual(tried)
    if (tried < tries) await page.clock.fastForward(retryDelay(tried - 1))
  }
}

const keptLeads = (page: Page) => page.evaluate(() => localStorage.getItem("lead-outbox"))

/**
 * Moves the page's clock on a second at a time, as a visitor waits, until `isDone`: for the tries
 * whose waits the test does not count (tries that fail before reaching the receiver).
 */
async function waitUntil(page: Page, isDone: () => Promise<boolean>) {
  await expect
    .poll(async () => {
      if (await isDone()) return true
      await page.clock.fastForward(1000)
      return false
    })
    .toBe(true)
}

const notice = (page: Page, title: string) => page.getByRole("listitem").filter({ hasText: title })

test.describe("with a lead webhook", () => {
  test.use({ baseURL: fixtureBuildUrl })

  test.beforeEach(async ({ page, context }) => {
    await stubExternalPages(context)
    // The page's clock runs as usual; the tests move it on to stand for the time a person takes.
    await page.clock.install()
  })

  test("a sent message reaches the webhook once, with the page, the campaign and its idempotency key", async ({
    page,
    context,
  }) => {
    const email = uniqueEmail("ana")
    await page.goto("/contact?utm_source=google&utm_medium=cpc&utm_campaign=after-hours")
    await expect(form(page).getByRole("button", { name: "Send Message" })).toHaveAccessibleDescription(
      "Sends us your message and opens our booking calendar in a new tab, so you can also pick a time.",
    )
    await fillAsAPerson(page, email)
    await send(context, page)

    await expect(toasts(page)).toContainText("Message sent")
    const log = await receiverLog(email)
    expect(log.requests).toHaveLength(1)
    const [lead] = log.leads
    expect(lead).toMatchObject({
      page: `${fixtureBuildUrl}/contact`,
      referrer: "",
      contact: {
        name: "Ana Ruiz",
        email,
        company: "Ruiz Law",
        phone: "",
        service: at(contactFormWords.en.serviceOptions, 0),
        message: "We lose leads after 5 p.m.",
      },
      utm: { utm_source: "google", utm_medium: "cpc", utm_campaign: "after-hours" },
    })
    expect(lead?.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(log.requests[0]?.key).toBe(lead?.id)
    expect(Number.isNaN(Date.parse(lead?.submittedAt ?? ""))).toBe(false)
    // Nothing is left in the browser once the webhook has it.
    expect(await keptLeads(page)).toBeNull()
    // What was typed is gone from the form.
    await expect(form(page).getByRole("textbox", { name: /^Email Address/ })).toHaveValue("")
  })

  test("after a 500 and a dropped connection, the same lead is tried again until it arrives", async ({
    page,
    context,
    allowConsoleErrors,
  }) => {
    // The browser reports each failed request in the console.
    allowConsoleErrors()
    const email = await sendMessage(page, context, "retry", ["500", "drop"])
    await throughRetries(page, email, 3)

    await expect(toasts(page)).toContainText("Message sent")
    const log = await receiverLog(email)
    expect(log.requests.map((request) => request.answer)).toEqual(["500", "drop", "200"])
    expect(new Set(log.requests.map((request) => request.key))).toEqual(new Set([log.leads[0]?.id]))
    expect(log.leads).toHaveLength(1)
  })

  test("a lead the webhook kept but could not confirm is sent again, and the receiver drops the copy by its key", async ({
    page,
    context,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors()
    const email = await sendMessage(page, context, "duplicate", ["accept-then-drop"])
    await throughRetries(page, email, 2)

    await expect(toasts(page)).toContainText("Message sent")
    const log = await receiverLog(email)
    expect(log.requests).toHaveLength(2)
    expect(log.requests[0]?.key).toBe(log.requests[1]?.key)
    expect(log.leads).toHaveLength(1)
  })

  test("a lead that never gets through is kept, the visitor is offered email, and it is delivered on the next page", async ({
    page,
    context,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors()
    const email = await sendMessage(page, context, "kept", ["503", "503", "503", "503"])
    await throughRetries(page, email, 4)

    const failure = page.getByRole("listitem").filter({ hasText: "Your message has not reached us yet" })
    await expect(failure).toBeVisible()
    await expect(failure).toContainText(`email it to ${site.email}`)
    await expect(failure.getByRole("button", { name: "Email us" })).toBeVisible()
    expect((await receiverLog(email)).requests).toHaveLength(4)
    expect(await keptLeads(page)).toContain(email)

    // The next page the visitor opens sends it again, with the same key.
    await page.goto("/services")
    await expect(toasts(page)).toContainText("Your earlier message has reached us")
    const log = await receiverLog(email)
    expect(log.requests.map((request) => request.answer)).toEqual(["503", "503", "503", "503", "200"])
    expect(new Set(log.requests.map((request) => request.key)).size).toBe(1)
    expect(log.leads).toHaveLength(1)
    expect(await keptLeads(page)).toBeNull()
  })

  test("a lead the webhook refuses is not retried nor kept, and the visitor is asked to email it", async ({
    page,
    context,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors()
    const email = await sendMessage(page, context, "refused", ["400"])

    const failure = page.getByRole("listitem").filter({ hasText: "Your message could not be sent" })
    await expect(failure).toContainText(`email it to us at ${site.email}`)
    await expect(failure.getByRole("button", { name: "Email us" })).toBeVisible()
    expect((await receiverLog(email)).requests).toHaveLength(1)
    expect(await keptLeads(page)).toBeNull()
  })

  test("a form with its hidden field filled, or sent at once, is dropped without a word; a person's still arrives", async ({
    page,
    context,
  }) => {
    const tooFast = uniqueEmail("bot-speed")
    const withTrapFilled = uniqueEmail("bot-field")
    const person = uniqueEmail("person")

    // A program sends the form the moment it can: the page's clock stands still meanwhile.
    await page.clock.pauseAt(Date.now() + 1000)
    await page.goto("/contact")
    await fillFields(page, tooFast, "Cheap SEO backlinks")
    await send(context, page)
    await page.clock.resume()
    await expect(toasts(page)).toContainText("Your booking calendar is open in a new tab")

    // Another fills every field it finds, the hidden one too, and takes its time.
    await fillFields(page, withTrapFilled, "Cheap SEO backlinks")
    await page.locator(`input[name="${honeypotFieldName}"]`).fill("https://backlinks.example", { force: true })
    await page.clock.fastForward(minimumFillTimeMs)
    await send(context, page)

    // A person, after them, on the same page: theirs arrives, so the others were not merely slow.
    await fillAsAPerson(page, person)
    await send(context, page)
    await expect.poll(async () => (await receiverLog(person)).leads.length).toBe(1)
    expect((await receiverLog(withTrapFilled)).requests).toEqual([])
    expect((await receiverLog(tooFast)).requests).toEqual([])
  })

  test("@timing a message typed and sent before the form hydrates, on a phone, still reaches the webhook", async ({
    page,
    context,
  }) => {
    await slowDown(page)
    const code = await holdRequests(page, islandCode("contact-form-island"))
    const email = uniqueEmail("early")
    await page.goto("/contact")
    const fields = form(page)
    await fields.getByRole("textbox", { name: /^Full Name/ }).fill("Ana Ruiz")
    await fields.getByRole("textbox", { name: /^Email Address/ }).fill(email)
    await fields.getByRole("textbox", { name: /^Message/ }).fill("We lose leads after 5 p.m.")
    // The visitor took a person's time over it, all before the form's code arrived: the form
    // counts from the page's start, not from its hydration, so this is no bot.
    await page.clock.fastForward(minimumFillTimeMs)
    const [tab] = await Promise.all([
      context.waitForEvent("page"),
      (async () => {
        await fields.getByRole("button", { name: "Send Message" }).click()
        await expect(fields.locator("xpath=ancestor::astro-island[1]")).toHaveAttribute("ssr", "")
        code.release()
      })(),
    ])
    await tab.close()
    await expect.poll(async () => (await receiverLog(email)).leads.length).toBe(1)
    expect((await receiverLog(email)).requests).toHaveLength(1)
  })

  test("a webhook answering 404 while it is redeployed only delays the lead: it arrives on the next try", async ({
    page,
    context,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors()
    const email = await sendMessage(page, context, "redeploy", ["404"])
    await throughRetries(page, email, 2)

    await expect(toasts(page)).toContainText("Message sent")
    const log = await receiverLog(email)
    expect(log.requests.map((request) => request.answer)).toEqual(["404", "200"])
    expect(log.leads).toHaveLength(1)
    expect(await keptLeads(page)).toBeNull()
  })

  test("a 503 with Retry-After is tried again no sooner than the webhook asked, and arrives", async ({
    page,
    context,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors()
    const email = uniqueEmail("retry-after")
    await answerNext(email, ["503 retry-after 5"])
    // The page's own time at each try, read while the try waits at the network.
    const triedAt: number[] = []
    await context.route(`${leadReceiverUrl}/leads`, async (route) => {
      if (route.request().method() === "POST") triedAt.push(await page.evaluate(() => Date.now()))
      await route.continue()
    })
    await page.goto("/contact")
    await fillAsAPerson(page, email)
    await send(context, page)
    await expect.poll(() => triedAt.length).toBe(1)
    await waitUntil(page, async () => triedAt.length === 2)

    await expect(toasts(page)).toContainText("Message sent")
    const [first = 0, second = 0] = triedAt
    expect(second - first).toBeGreaterThanOrEqual(5000)
    const log = await receiverLog(email)
    expect(log.requests.map((request) => request.answer)).toEqual(["503 retry-after 5", "200"])
    expect(log.leads).toHaveLength(1)
  })

  test("offline at Send: the calendar opens, the lead is kept, and it is sent on the same page once back online", async ({
    page,
    context,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors()
    const email = uniqueEmail("offline")
    await page.goto("/contact")
    await fillAsAPerson(page, email)
    await context.setOffline(true)
    await send(context, page)

    // Every try fails without reaching anyone; the visitor is told, and offered email.
    const failure = notice(page, "Your message has not reached us yet")
    await waitUntil(page, () => failure.isVisible())
    await expect(failure.getByRole("button", { name: "Email us" })).toBeVisible()
    expect(await keptLeads(page)).toContain(email)
    expect((await receiverLog(email)).requests).toEqual([])

    await context.setOffline(false)
    await expect(toasts(page)).toContainText("Your earlier message has reached us")
    const log = await receiverLog(email)
    expect(log.leads).toHaveLength(1)
    expect(log.leads[0]?.contact).toMatchObject({ name: "Ana Ruiz", email })
    expect(await keptLeads(page)).toBeNull()
  })

  test("a delivery script removed by a newer deploy loses nothing: the lead is kept and sent from the next page", async ({
    page,
    context,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors()
    const email = uniqueEmail("lost-script")
    // A tab opened before a deploy asks for a script the new deploy no longer has.
    await page.route(/\/assets\/send-lead\.[\w-]+\.js$/, (route) => route.fulfill({ status: 404, body: "" }))
    await page.goto("/contact")
    await fillAsAPerson(page, email)
    await send(context, page)

    await expect(notice(page, "Your message has not reached us yet")).toBeVisible()
    expect(await keptLeads(page)).toContain(email)
    expect((await receiverLog(email)).requests).toEqual([])

    // The next page is the new deploy's, with its own script.
    await page.unrouteAll()
    await page.goto("/services")
    await expect(toasts(page)).toContainText("Your earlier message has reached us")
    const log = await receiverLog(email)
    expect(log.leads).toHaveLength(1)
    expect(await keptLeads(page)).toBeNull()
  })

  test("with site data blocked, the calendar still opens and the lead is sent from the page's memory", async ({
    page,
    context,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors()
    // As a browser that blocks site data does: reading either storage throws.
    await page.addInitScript(() => {
      for (const name of ["localStorage", "sessionStorage"])
        Object.defineProperty(window, name, {
          get() {
            throw new DOMException("Access is denied for this document.", "SecurityError")
          },
        })
    })
    const email = await sendMessage(page, context, "no-storage", ["503"], "/contact?utm_source=newsletter")
    await throughRetries(page, email, 2)

    await expect(toasts(page)).toContainText("Message sent")
    const log = await receiverLog(email)
    expect(log.leads).toHaveLength(1)
    expect(log.leads[0]?.contact).toMatchObject({ name: "Ana Ruiz", email })
  })

  test("with site data blocked, a lead that cannot get through says the page keeps trying, and offers email", async ({
    page,
    context,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors()
    await page.addInitScript(() => {
      Object.defineProperty(window, "localStorage", {
        get() {
          throw new DOMException("Access is denied for this document.", "SecurityError")
        },
      })
    })
    const email = await sendMessage(page, context, "no-storage-kept", ["503", "503", "503", "503"])
    await throughRetries(page, email, 4)

    const failure = notice(page, "Your message has not reached us yet")
    await expect(failure).toContainText("We will keep trying while this page is open")
    await expect(failure).toContainText(`email it to ${site.email}`)
    await expect(failure.getByRole("button", { name: "Email us" })).toBeVisible()
  })

  test("kept leads past 30 days are deleted on any page without being sent; younger ones are sent", async ({
    page,
  }) => {
    const day = 24 * 60 * 60 * 1000
    const now = Date.now()
    const expired = uniqueEmail("expired")
    const recent = uniqueEmail("recent")
    const keptLead = (id: string, email: string, age: number) => ({
      id,
      submittedAt: new Date(now - age).toISOString(),
      page: `${fixtureBuildUrl}/contact`,
      referrer: "",
      language: "en",
      contact: { name: "Ana Ruiz", email, company: "", phone: "", service: "", message: "Hello" },
      utm: {},
      spamTrap: { honeypot: "", elapsedMs: 20_000 },
    })
    // A file of the site that runs no script, to write the visitor's storage before any page does.
    await page.goto("/robots.txt")
    await page.evaluate(
      (leads) => localStorage.setItem("lead-outbox", JSON.stringify(leads)),
      [
        keptLead("7c0e5a0e-31d4-4f7e-9a57-000000000031", expired, 31 * day),
        keptLead("7c0e5a0e-31d4-4f7e-9a57-000000000029", recent, 29 * day),
      ],
    )
    await page.goto("/services")
    await expect.poll(() => keptLeads(page)).toBeNull()
    expect((await receiverLog(expired)).requests).toEqual([])
    expect((await receiverLog(recent)).leads).toHaveLength(1)
  })

  test("an expired lead is deleted even when no other lead is waiting to be sent", async ({ page }) => {
    const expired = uniqueEmail("expired-alone")
    await page.goto("/robots.txt")
    await page.evaluate((email) => {
      const lead = {
        id: "7c0e5a0e-31d4-4f7e-9a57-000000000040",
        submittedAt: new Date(Date.now() - 40 * 24 * 60 * 60 * 1000).toISOString(),
        page: location.origin,
        referrer: "",
        contact: { name: "Ana Ruiz", email, company: "", phone: "", service: "", message: "Hello" },
        utm: {},
      }
      localStorage.setItem("lead-outbox", JSON.stringify([lead]))
    }, expired)
    const scripts: string[] = []
    page.on("request", (request) => scripts.push(new URL(request.url()).pathname))
    await page.goto("/process")
    await expect.poll(() => keptLeads(page)).toBeNull()
    // Nothing was sent, and the delivery code was never needed.
    expect((await receiverLog(expired)).requests).toEqual([])
    expect(scripts.filter((path) => path.includes("/send-lead."))).toEqual([])
  })

  test("the privacy policy says what the form sends and keeps", async ({ page }) => {
    await page.goto("/privacy")
    await expect(contactFormItem(page)).toContainText("to our own lead inbox")
  })
})

test.describe("without a lead webhook (the default)", () => {
  test("the form posts nothing anywhere, has no hidden field, and the policy says so", async ({ page, context }) => {
    await stubExternalPages(context)
    const requests: string[] = []
    page.on("request", (request) => requests.push(request.url()))
    await page.goto("/contact")
    await page.clock.install()
    await fillAsAPerson(page, uniqueEmail("nobody"))
    await expect(page.locator(`input[name="${honeypotFieldName}"]`)).toHaveCount(0)
    const before = requests.length
    await send(context, page)
    await expect(toasts(page)).toContainText("Your booking calendar is open in a new tab")
    const after = requests.slice(before).filter((url) => !url.startsWith("data:"))
    expect(after.filter((url) => new URL(url).origin !== new URL(page.url()).origin)).toEqual([])
    expect(after.filter((url) => new URL(url).pathname === "/leads")).toEqual([])
    expect(await keptLeads(page)).toBeNull()

    await page.goto("/privacy")
    await expect(contactFormItem(page)).toContainText("the form does not send your details to us or store them")
  })
})
