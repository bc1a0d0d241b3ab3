// @vitest-environment jsdom
import { fireEvent, screen, within } from "@testing-library/dom"
import { renderToStaticMarkup } from "react-dom/server"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { EstimatorSection } from "~/components/sections/estimator-section"
import type { Locale } from "~/config/locales"
import * as analyticsEvents from "~/lib/analytics/events"
import { estimateSavings } from "~/lib/estimator"
import { estimatorView, startingState } from "~/lib/estimator-view"
import { announceAfterMs, runEstimator, viewedAfterMs } from "./estimator"
import { estimatorContent, estimatorId } from "~/lib/estimator-content"

/*
 * The estimator as a visitor meets it: the page as the build writes it (the section rendered to
 * static HTML, no React in the browser), then taken over by runEstimator.
 */

vi.mock("~/lib/analytics/events", async (importOriginal) => ({
  ...(await importOriginal<typeof analyticsEvents>()),
  track: vi.fn(),
}))

const english = estimatorContent("en")
const { words, copy } = english

/** The section as built into the page, in the document; running it when asked. */
function buildPage(locale: Locale = "en") {
  const content = estimatorContent(locale)
  document.body.innerHTML = renderToStaticMarkup(
    <EstimatorSection id={estimatorId} content={content} locale={locale} />,
  )
  const section = screen.getByRole("region", { name: content.copy.title })
  return { section, run: () => runEstimator(section, content, locale) }
}

const field = (name: keyof typeof words.fields) => screen.getByRole("textbox", { name: words.fields[name].label })
const shown = (label: string) => screen.getByText(label).nextElementSibling?.textContent
const bookingNotes = () =>
  new URL(screen.getByRole("link", { name: words.book }).getAttribute("href") ?? "").searchParams.get("a1") ?? ""

/** What the visitor does, each as the browser reports it; the page's clock moves only when a test says. */
const type = (input: HTMLElement, value: string) => fireEvent.input(input, { target: { value } })
const choose = (industry: string) =>
  fireEvent.change(screen.getByRole("combobox", { name: words.industry }), {
    target: { value: copy.industries.find((entry) => entry.name === industry)?.id },
  })

beforeEach(() => {
  vi.useFakeTimers()
})

afterEach(() => {
  vi.clearAllTimers()
  vi.useRealTimers()
  vi.mocked(analyticsEvents.track).mockClear()
  document.body.replaceChildren()
})

describe("the savings estimator in the browser", () => {
  it("is built with the first industry's estimate and a booking link carrying it, pending until it runs", () => {
    const { section, run } = buildPage()
    const built = estimatorView(startingState(english), english, "en")
    expect(shown(words.results.hoursSaved)).toBe(built.texts?.hours)
    expect(bookingNotes()).toContain(built.texts?.cost)
    expect(section).toHaveAttribute("data-pending")
    expect(run()).toBe(true)
    expect(section).not.toHaveAttribute("data-pending")
    expect(shown(words.results.hoursSaved)).toBe(built.texts?.hours)
  })

  it("estimates the figures as they are typed, into the page and the booking notes", () => {
    buildPage().run()
    type(field("inquiriesPerMonth"), "1,000")
    const expected = estimatorView(
      { ...startingState(english), typed: { ...startingState(english).typed, inquiriesPerMonth: "1000" } },
      english,
      "en",
    ).texts
    expect(shown(words.results.hoursSaved)).toBe(expected?.hours)
    expect(shown(words.results.costSaved)).toBe(expected?.cost)
    expect(bookingNotes()).toContain(expected?.hours)
    expect(bookingNotes()).toContain(copy.industries[0]?.name)
  })

  it("says beside a field what is wrong with it, and shows no estimate until it is corrected", () => {
    buildPage().run()
    const minutes = field("minutesPerInquiry")
    type(minutes, "-5")
    expect(minutes).toHaveAttribute("aria-invalid", "true")
    expect(minutes).toHaveAccessibleDescription(`${words.problems.tooSmall("0")} ${words.limits("0", "240")}`)
    expect(screen.getByText(words.results.invalid)).toBeVisible()
    expect(screen.getByText(words.results.hoursSaved).closest("dl")).not.toBeVisible()
    expect(bookingNotes()).toBe("")

    type(minutes, "30")
    expect(minutes).not.toHaveAttribute("aria-invalid")
    expect(minutes).toHaveAccessibleDescription(words.limits("0", "240"))
    expect(screen.queryByText(words.results.invalid)).not.toBeInTheDocument()
    expect(screen.getByText(words.results.hoursSaved).closest("dl")).toBeVisible()
    expect(document.body.textContent).not.toMatch(/NaN|Infinity|undefined/)
  })

  it("starts from the chosen industry's figures", () => {
    buildPage().run()
    // The last industry: the page opens with the first one's figures.
    const industry = copy.industries.at(-1)
    if (!industry || industry === copy.industries[0]) throw new Error("The estimator offers only one industry")
    choose(industry.name)
    expect(field("inquiriesPerMonth")).toHaveValue(String(industry.defaults.inquiriesPerMonth))
    const plan = estimateSavings(
      industry.defaults,
      { ...copy.assumptions, averageRoiPercent: english.averageRoiPercent },
      english.plans,
    ).plan
    expect(shown(words.results.plan)).toBe(english.plans.find((entry) => entry.id === plan)?.name)
  })

  it("keeps what the visitor typed or chose before it ran", () => {
    const typedFirst = buildPage()
    type(field("hourlyCost"), "80")
    typedFirst.run()
    expect(field("hourlyCost")).toHaveValue("80")
    expect(bookingNotes()).toContain("$80 an hour")

    const choseFirst = buildPage()
    const industry = copy.industries[1]
    if (!industry) throw new Error("No second industry")
    choose(industry.name)
    choseFirst.run()
    expect(field("inquiriesPerMonth")).toHaveValue(String(industry.defaults.inquiriesPerMonth))
  })

  it("tells screen readers the new estimate once the visitor pauses, never the one the page opens with", () => {
    const { section, run } = buildPage()
    run()
    const status = within(section).getByRole("status")
    vi.advanceTimersByTime(announceAfterMs * 2)
    expect(status).toHaveTextContent("")
    type(field("repetitiveHoursPerWeek"), "150")
    vi.advanceTimersByTime(announceAfterMs - 1)
    expect(status).toHaveTextContent("")
    vi.advanceTimersByTime(1)
    expect(status).toHaveTextContent(`${words.results.hoursSaved}: ${shown(words.results.hoursSaved)}`)
  })

  it("records the estimate viewed once, after a pause, and booked, with the plan and bands only", () => {
    buildPage().run()
    type(field("inquiriesPerMonth"), "1207")
    vi.advanceTimersByTime(viewedAfterMs - 1)
    expect(analyticsEvents.track).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    type(field("inquiriesPerMonth"), "1208")
    vi.advanceTimersByTime(viewedAfterMs)
    fireEvent.click(screen.getByRole("link", { name: words.book }))
    const calls = vi.mocked(analyticsEvents.track).mock.calls
    expect(calls.map(([name]) => name)).toEqual(["estimate_viewed", "estimate_booked"])
    for (const [, properties] of calls) {
      expect(Object.keys(properties).sort()).toEqual(["hours", "plan", "return"])
      expect(JSON.stringify(properties)).not.toMatch(/120[78]/)
    }
  })

  it("speaks Spanish on the Spanish page", () => {
    const spanish = estimatorContent("es")
    buildPage("es").run()
    const minutes = screen.getByRole("textbox", { name: spanish.words.fields.minutesPerInquiry.label })
    type(minutes, "")
    expect(minutes).toHaveAccessibleDescription(new RegExp(`^${spanish.words.problems.required}`))
    expect(screen.getByText(spanish.words.results.invalid)).toBeVisible()
  })

  it("changes nothing on a section that lacks a part it needs", () => {
    const { section, run } = buildPage()
    section.querySelector("select")?.remove()
    expect(run()).toBe(false)
    expect(section).toHaveAttribute("data-pending")
  })
})
