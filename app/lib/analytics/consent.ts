/**
 * The visitor's choice about analytics cookies, for a provider that sets them (Google Analytics 4).
 * Nothing is loaded until they accept. The choice is remembered in local storage; the consent
 * dialog (components/layout/consent-dialog.astro, in the page only in such a build) asks for it on
 * the first visit, and "Cookie settings" in the footer opens it again to change it.
 */

export type ConsentChoice = "granted" | "denied"

const storageKey = "analytics-consent"

/** The ids and attributes the dialog and the footer's control carry (consent-dialog.astro, SiteFooter). */
export const consentElements = {
  dialogId: "consent-dialog",
  /** On each button that makes a choice: its value is the choice. */
  choice: "data-consent-choice",
  /** On the line that says what the visitor chose before. */
  current: "data-consent-current",
  /** On the footer's item holding "Cookie settings": hidden until this code runs. */
  settings: "data-consent-settings",
} as const

export function storedConsent(storage: Storage | undefined = globalThis.localStorage): ConsentChoice | null {
  try {
    const value = storage?.getItem(storageKey)
    return value === "granted" || value === "denied" ? value : null
  } catch {
    return null
  }
}

export function storeConsent(choice: ConsentChoice, storage: Storage | undefined = globalThis.localStorage): void {
  try {
    storage?.setItem(storageKey, choice)
  } catch {
    // Storage blocked: the choice holds for this page, and the dialog asks again on the next.
  }
}

/**
 * Asks for the visitor's choice, or takes the one remembered: `onChoice` runs with it now, and again
 * whenever the visitor changes it through "Cookie settings". On a first visit the dialog opens
 * without blocking the page, and its heading takes focus only if nothing else has it (a visitor already typing
 * somewhere keeps their place); from "Cookie settings" it opens as a modal dialog, and focus
 * returns to that control when it closes. Neither choice is preselected or favoured.
 */
export function askForConsent(onChoice: (choice: ConsentChoice) => void, page: Document = document): void {
  const dialog = page.getElementById(consentElements.dialogId)
  if (!(dialog instanceof HTMLDialogElement)) return
  const current = dialog.querySelector<HTMLElement>(`[${consentElements.current}]`)

  const showCurrent = () => {
    const choice = storedConsent()
    if (!current) return
    current.hidden = choice === null
    current.textContent = choice ? (current.dataset[choice] ?? "") : ""
  }

  for (const button of dialog.querySelectorAll<HTMLButtonElement>(`[${consentElements.choice}]`)) {
    button.addEventListener("click", () => {
      const choice = button.getAttribute(consentElements.choice) === "granted" ? "granted" : "denied"
      storeConsent(choice)
      dialog.close()
      onChoice(choice)
    })
  }
  // A dialog opened without blocking the page closes on Escape too, as a modal one does; closing
  // it without a choice chooses nothing, and the next page asks again.
  dialog.addEventListener("keydown", (event) => {
    if (event.key === "Escape" && dialog.open) dialog.close()
  })

  for (const item of page.querySelectorAll<HTMLElement>(`[${consentElements.settings}]`)) {
    item.hidden = false
    item.querySelector("button")?.addEventListener("click", () => {
      showCurrent()
      if (dialog.open) dialog.close()
      dialog.showModal()
    })
  }

  const choice = storedConsent()
  if (choice) return onChoice(choice)
  showCurrent()
  const isSomethingFocused = page.activeElement !== null && page.activeElement !== page.body
  if (isSomethingFocused) dialog.setAttribute("open", "")
  else dialog.show()
}

/** Removes Google Analytics' cookies (_ga, _ga_<id>) from this host and the domains above it. */
export function removeAnalyticsCookies(page: Document = document): void {
  const names = page.cookie
    .split(";")
    .map((cookie) => cookie.split("=")[0]?.trim() ?? "")
    .filter((name) => name === "_ga" || name.startsWith("_ga_"))
  const labels = page.location.hostname.split(".")
  const domains = labels.map((_, index) => labels.slice(index).join(".")).filter((domain) => domain.includes("."))
  for (const name of names) {
    page.cookie = `${name}=; Max-Age=0; Path=/`
    for (const domain of domains) page.cookie = `${name}=; Max-Age=0; Path=/; Domain=${domain}`
  }
}
