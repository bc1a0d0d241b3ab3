import { chromiumLaunchOptions, fixtureBuildUrl } from "../../playwright.config"
import { readElevenLabsWidget } from "../../pipeline/elevenlabs-widget"
import { contactPage } from "virtual:content/contactPage"
import { actionLabel, byId, labelOf, lists, pageCopy } from "./support/content"
import { expect, test, waitForPageReady } from "./support/fixtures"
import {
  countCalls,
  failWidgetScript,
  serveFakeWidget,
  stubVoiceServers,
  voiceScriptPattern,
} from "./support/fake-voice-widget"
import { clickForNewTab, stubExternalPages } from "./support/new-tab"
import { site } from "./support/site"

// These tests run against the build made with VITE_VOICE_VENDOR=elevenlabs, in a browser with a
// microphone for the real widget's call: Chromium's stand-in device, used without asking.
test.use({
  baseURL: fixtureBuildUrl,
  launchOptions: {
    ...chromiumLaunchOptions,
    args: [...chromiumLaunchOptions.args, "--use-fake-device-for-media-stream", "--use-fake-ui-for-media-stream"],
  },
})

const { hero, methods } = pageCopy.contact
const chatWithAssistant = actionLabel(hero.actions, "voice-call")

const spanishHero = contactPage.es.hero
const spanishChat = actionLabel(spanishHero.actions, "voice-call")

test.beforeEach(async ({ context }) => {
  await stubExternalPages(context)
})

test("the widget's script is not requested until the visitor asks for the assistant", async ({ page, context }) => {
  const requests = await serveFakeWidget(context)
  await page.goto("/contact")
  await waitForPageReady(page)
  await page.waitForLoadState("networkidle")
  expect(requests).toHaveLength(0)
  await expect(page.locator("elevenlabs-convai")).toHaveCount(0)
})

test("the real widget, the site's own copy of the pinned package, holds a call under the page's policy", async ({
  page,
  context,
  request,
}) => {
  await context.grantPermissions(["microphone"])
  const server = await stubVoiceServers(context)
  const widget = readElevenLabsWidget()
  const scripts: string[] = []
  page.on("request", (entry) => {
    if (entry.resourceType() === "script") scripts.push(entry.url())
  })
  await page.goto("/contact")
  await waitForPageReady(page)
  const calls = await countCalls(page)
  const [script] = await Promise.all([
    page.waitForResponse(voiceScriptPattern),
    page.getByRole("region", { name: hero.title }).getByRole("button", { name: chatWithAssistant }).click(),
  ])
  await expect.poll(calls).toBe(1)

  // The call runs: the widget reached the (stand-in) server and streams the microphone's audio
  // through its worklets, which the site serves too. A script or style the page's policy refused
  // would have failed the test.
  await expect
    .poll(() => server.messages.some((message) => "user_audio_chunk" in message), { timeout: 15_000 })
    .toBe(true)
  const widgetElement = page.locator("elevenlabs-convai")
  for (const [attribute, file] of [
    ["worklet-path-raw-audio-processor", widget.rawAudioProcessor],
    ["worklet-path-audio-concat-processor", widget.audioConcatProcessor],
  ] as const) {
    await expect(widgetElement).toHaveAttribute(attribute, `/${file.fileName}`)
    expect(await (await request.get(`/${file.fileName}`)).text()).toBe(file.source)
  }

  // The script is the package's own file, byte for byte, from the site, named by its content.
  expect(script.url()).toBe(`${fixtureBuildUrl}/${widget.script.fileName}`)
  expect(await script.text()).toBe(widget.script.source)
  expect(script.headers()["cache-control"]).toBe("public, max-age=31536000, immutable")
  expect(scripts.filter((url) => !url.startsWith(`${fixtureBuildUrl}/`))).toEqual([])
})

test("Chat with AI Assistant loads the widget and starts a call", async ({ page, context }) => {
  const requests = await serveFakeWidget(context)
  await page.goto("/contact")
  await waitForPageReady(page)
  const calls = await countCalls(page)
  await page.getByRole("region", { name: hero.title }).getByRole("button", { name: chatWithAssistant }).click()
  await expect.poll(calls).toBe(1)
  expect(requests).toHaveLength(1)
  await expect(page.locator("elevenlabs-convai")).toHaveAttribute("agent-id", "agent_test_fixture")

  // A second request reuses the loaded widget.
  await page.getByRole("region", { name: methods.title }).getByRole("button").click()
  await expect.poll(calls).toBe(2)
  expect(requests).toHaveLength(1)
  await expect(page.locator("elevenlabs-convai")).toHaveCount(1)
})

test("the Spanish pages start the Spanish agent, and open the Spanish calendar and demo video", async ({
  page,
  context,
}) => {
  // This build sets VITE_VOICE_AGENT_ID_ES, VITE_VOICE_START_LABEL_ES, VITE_BOOKING_URL_ES and
  // VITE_DEMO_VIDEO_URL_ES (package.json): the Spanish agent's widget offers its call in Spanish.
  await serveFakeWidget(context, "Iniciar una llamada")
  await page.goto("/es/contact")
  await waitForPageReady(page)
  const calls = await countCalls(page)
  await page.getByRole("region", { name: spanishHero.title }).getByRole("button", { name: spanishChat }).click()
  await expect.poll(calls).toBe(1)
  await expect(page.locator("elevenlabs-convai")).toHaveAttribute("agent-id", "agent_test_fixture_es")
  const booking = page.getByRole("region", { name: spanishHero.title }).getByRole("link").first()
  await expect(booking).toHaveAttribute("href", /^https:\/\/calendly\.com\/kineticai\/consulta-gratuita/)

  await page.goto("/es")
  const demo = page.locator('a[href^="https://www.youtube.com/"]').first()
  await expect(demo).toHaveAttribute("href", "https://www.youtube.com/watch?v=esDemo12345")
  await page.goto("/")
  await expect(page.locator('a[href^="https://www.youtube.com/"]').first()).toHaveAttribute(
    "href",
    site.demoVideoUrl.en,
  )
  await expect(page.locator("[data-booking-link]").first()).toHaveAttribute(
    "href",
    new RegExp(`^${site.bookingUrl.en}`),
  )
})

test("the Starter and Growth plans' buttons start a call instead of opening the calendar", async ({
  page,
  context,
}) => {
  await serveFakeWidget(context)
  await page.goto("/")
  await waitForPageReady(page)
  const calls = await countCalls(page)
  let opened = 0
  context.on("page", () => opened++)
  const planLink = (id: string) => {
    const { name, cta } = byId(lists.plans, id)
    return page.getByRole("article", { name }).getByRole("link", { name: labelOf(cta) })
  }
  const starter = planLink("starter")
  await starter.click()
  await expect.poll(calls).toBe(1)
  await planLink("growth").click()
  await expect.poll(calls).toBe(2)
  expect(opened).toBe(0)
  // Before the page runs (or in a new tab), the same control is still a link to the calendar.
  await expect(starter).toHaveAttribute("href", site.bookingUrl.en)

  const contactSales = planLink("enterprise")
  const tab = await clickForNewTab(context, contactSales)
  expect(tab.url()).toBe(site.bookingUrl.en)
})

test("a failing script is retried after 1, 2 and 4 seconds, then a toast offers the calendar", async ({
  page,
  context,
  allowConsoleErrors,
}) => {
  // The browser reports each failed load of the script in the console.
  allowConsoleErrors()
  const attempts = await failWidgetScript(context)
  // The page's clock stands still until the test moves it, so the waits between attempts are exact.
  await page.clock.install({ time: new Date("2026-01-05T09:00:00Z") })
  await page.clock.pauseAt(new Date("2026-01-05T09:00:01Z"))
  await page.goto("/contact")
  await waitForPageReady(page)
  await page.getByRole("region", { name: hero.title }).getByRole("button", { name: chatWithAssistant }).click()

  // A failed attempt removes its script element, then schedules the next one.
  const failedAttemptSettled = () =>
    expect
      .poll(() => page.evaluate(() => document.querySelector('script[src*="convai-widget-embed"]') === null))
      .toBe(true)

  await expect.poll(() => attempts.length).toBe(1)
  for (const [waitMs, expected] of [
    [1000, 2],
    [2000, 3],
    [4000, 4],
  ] as const) {
    await failedAttemptSettled()
    await page.clock.runFor(waitMs - 50)
    expect(attempts).toHaveLength(expected - 1)
    await page.clock.runFor(50)
    await expect.poll(() => attempts.length).toBe(expected)
  }

  // The toast library loads now and runs its own timers: move the clock until the toast shows.
  await failedAttemptSettled()
  const toast = page.getByRole("listitem").filter({ hasText: "The AI assistant could not be reached" })
  await expect
    .poll(async () => {
      await page.clock.runFor(100)
      return toast.isVisible()
    })
    .toBe(true)
  const tab = await clickForNewTab(context, toast.getByRole("button", { name: "Book a call" }))
  expect(tab.url()).toBe(site.bookingUrl.en)

  await page.clock.runFor(30_000)
  expect(attempts).toHaveLength(4)
})
