import type { Locale } from "~/config/locales"
import { actionAttributes } from "~/lib/data-attributes"
import { track } from "~/lib/analytics/events"
import { estimateFields, type EstimateField } from "~/lib/estimator"
import {
  estimatorParts,
  estimatorView,
  startingState,
  type EstimateTexts,
  type EstimatorContent,
  type EstimatorState,
  type EstimatorView,
} from "~/lib/estimator-view"

/** How long the figures stay unchanged before a screen reader hears the estimate, and before it counts as viewed. */
export const announceAfterMs = 800
export const viewedAfterMs = 1500

/**
 * Starts from the figures as they are now (the visitor may have typed before this ran). No React:
 * on a page with no other island, starting it cost a slow phone about 200 ms of blocking time
 * (decision 021). Returns false, changing nothing, when the section lacks a part it needs.
 */
export function runEstimator(root: HTMLElement, content: EstimatorContent, locale: Locale): boolean {
  const select = root.querySelector<HTMLSelectElement>(`select[name="${estimatorParts.industry}"]`)
  const inputs = estimateFields.map((field) => root.querySelector<HTMLInputElement>(`input[name="${field}"]`))
  const status = root.querySelector<HTMLElement>('[role="status"]')
  const booking = root.querySelector<HTMLAnchorElement>(`a[${actionAttributes.bookingLink}]`)
  const results = root.querySelector<HTMLElement>(`[${estimatorParts.results}]`)
  if (!select || !status || !booking || !results || !inputs.every((input) => input !== null)) return false
  const fields = estimateFields.map((field, index) => {
    const input = inputs[index] as HTMLInputElement
    const hint = input.getAttribute("aria-describedby") ?? ""
    // FormField's classes, written again: importing them, even from a shared module, costs a chunk and a request.
    const message = document.createElement("p")
    message.id = `${input.id}-error`
    message.className = "text-sm font-medium text-danger"
    return { field, input, hint, message }
  })
  const parts = [...root.querySelectorAll<HTMLElement>(`[${estimatorParts.result}]`)]
  const invalid = document.createElement("p")
  invalid.className = "mt-4 text-muted-foreground"
  invalid.textContent = content.words.results.invalid

  const stateNow = (): EstimatorState => ({
    industryId: select.value,
    typed: Object.fromEntries(fields.map(({ field, input }) => [field, input.value])) as Record<EstimateField, string>,
  })
  const fill = (typed: Record<EstimateField, string>) => {
    for (const { field, input } of fields) input.value = typed[field]
  }
  let view: EstimatorView | null = null
  const show = () => {
    const shown = estimatorView(stateNow(), content, locale)
    view = shown
    for (const { field, input, hint, message } of fields) {
      const problem = shown.problems[field]
      if (problem) {
        message.textContent = problem
        if (!message.isConnected) (document.getElementById(hint) ?? input).after(message)
        input.setAttribute("aria-invalid", "true")
        input.setAttribute("aria-describedby", `${message.id} ${hint}`)
      } else {
        message.remove()
        input.removeAttribute("aria-invalid")
        input.setAttribute("aria-describedby", hint)
      }
    }
    results.hidden = shown.texts === null
    if (shown.texts) invalid.remove()
    else if (!invalid.isConnected) results.after(invalid)
    for (const part of parts) {
      const text = shown.texts?.[part.getAttribute(estimatorParts.result) as keyof EstimateTexts] ?? ""
      part.textContent = text
      part.hidden = text === ""
    }
    booking.href = shown.bookingHref
  }

  // Said once the figures have stayed the same for a moment, not at every key; viewed once a page.
  let hasBeenViewed = false
  let announcing: number | undefined
  let viewing: number | undefined
  const changed = () => {
    show()
    window.clearTimeout(announcing)
    announcing = window.setTimeout(() => {
      status.textContent = view?.texts?.summary ?? content.words.results.invalid
    }, announceAfterMs)
    window.clearTimeout(viewing)
    viewing = window.setTimeout(() => {
      if (hasBeenViewed || !view?.event) return
      hasBeenViewed = true
      track("estimate_viewed", view.event)
    }, viewedAfterMs)
  }

  select.addEventListener("change", () => {
    fill(startingState(content, select.value).typed)
    changed()
  })
  for (const { input } of fields) input.addEventListener("input", changed)
  booking.addEventListener("click", () => {
    if (view?.event) track("estimate_booked", view.event)
  })

  // An industry chosen before this ran, with the figures still as built, brings its own figures.
  const built = startingState(content)
  if (select.value !== built.industryId && fields.every(({ input }) => input.value === input.defaultValue))
    fill(startingState(content, select.value).typed)
  show()
  root.removeAttribute(estimatorParts.pending)
  return true
}
