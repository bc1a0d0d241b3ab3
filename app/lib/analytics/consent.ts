import { footerColumnHeadingId, footerLinkClassName } from "~/components/layout/footer-link"
import { buttonClassName } from "~/components/ui/button"
import { paths } from "~/config/paths"
import { localizePath } from "~/config/locales"
import { consentCopy } from "virtual:words/consent"
import { documentLocale, forDocument } from "~/lib/document-locale"

/** The dialog's words in the page's language. */
const words = () => forDocument(consentCopy)
import { browserStorage } from "~/lib/browser-storage"

/**
 * The visitor's choice about analytics cookies, for a provider that sets them (Google Analytics 4).
 * Nothing is loaded until they accept. The choice is remembered in local storage with the day it
 * was made, for `consentLifetimeMonths`; the consent dialog asks for it on the first visit and once
 * it has expired, and "Cookie settings" in the footer opens it again to change it. The dialog is
 * made here, by the analytics module after the first paint, not sent in every page's HTML: the
 * pages of a GA4 build weigh what the others do (their stylesheet keeps the dialog's classes,
 * named in this code).
 */

export type ConsentChoice = "granted" | "denied"

const storageKey = "analytics-consent"

/**
 * How long a choice holds before the dialog asks again: 12 months, within the 13 that European
 * data protection authorities' cookie guidance (the CNIL's, for one) sets as the most a consent
 * may last; the same for Reject as for Accept, so refusing is not asked about more often than
 * accepting (neither choice is favoured).
 */
export const consentLifetimeMonths = 12

/** What local storage holds: the choice and when it was made (an ISO date). */
interface StoredChoice {
  choice: ConsentChoice
  madeAt: string
}

/** The ids and attributes the dialog and the footer's control carry (`createConsentDialog`, SiteFooter). */
export const consentElements = {
  dialogId: "consent-dialog",
  /** On each button that makes a choice: its value is the choice. */
  choice: "data-consent-choice",
  /** On the line that says what the visitor chose before. */
  current: "data-consent-current",
  /** On the footer's item holding "Cookie settings", added by this code. */
  settings: "data-consent-settings",
} as const

/**
 * The visitor's choice, while it holds: null when there is none, when it was made
 * `consentLifetimeMonths` ago or more, or when it was kept without its date (as choices were before
 * they expired), so the dialog asks again.
 */
export function storedConsent(
  storage: Storage | undefined = browserStorage("localStorage"),
  now: Date = new Date(),
): ConsentChoice | null {
  try {
    const stored = JSON.parse(storage?.getItem(storageKey) ?? "null") as Partial<StoredChoice> | null
    const { choice, madeAt } = stored ?? {}
    if ((choice !== "granted" && choice !== "denied") || typeof madeAt !== "string") return null
    const made = new Date(madeAt)
    const expires = new Date(made)
    expires.setUTCMonth(expires.getUTCMonth() + consentLifetimeMonths)
    // A date still to come is a clock that was wrong, then or now: the choice is asked for again.
    return made <= now && now < expires ? choice : null
  } catch {
    return null
  }
}

export function storeConsent(
  choice: ConsentChoice,
  storage: Storage | undefined = browserStorage("localStorage"),
  now: Date = new Date(),
): void {
  try {
    storage?.setItem(storageKey, JSON.stringify({ choice, madeAt: now.toISOString() } satisfies StoredChoice))
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
  const dialog = createConsentDialog(page)
  const current = dialog.querySelector<HTMLElement>(`[${consentElements.current}]`)

  const showCurrent = () => {
    const choice = storedConsent()
    if (!current) return
    current.hidden = choice === null
    current.textContent = choice ? words().current[choice] : ""
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

  addSettingsControl(page)?.addEventListener("click", () => {
    showCurrent()
    if (dialog.open) dialog.close()
    dialog.showModal()
  })

  const choice = storedConsent()
  if (choice) return onChoice(choice)
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

/** "Cookie settings", last in the footer's Legal list, as its links look: what opens the dialog again. */
function addSettingsControl(page: Document): HTMLButtonElement | undefined {
  const legalLinks = page.querySelector(`nav[aria-labelledby="${footerColumnHeadingId("legal")}"] ul`)
  if (!legalLinks) return undefined
  const button = page.createElement("button")
  button.type = "button"
  button.className = footerLinkClassName
  button.textContent = words().settings
  const item = page.createElement("li")
  item.setAttribute(consentElements.settings, "")
  item.append(button)
  legalLinks.append(item)
  return button
}

/**
 * The dialog, closed, first in the body so the Tab key and a screen reader reach it first; shown at
 * the bottom of the screen. Opening it focuses its heading (autofocus), never one of the choices,
 * so neither is favoured, and a screen reader reads the dialog's name first. Accept and Reject
 * have the same look and size, side by side.
 */
export function createConsentDialog(page: Document = document): HTMLDialogElement {
  const make = <Tag extends keyof HTMLElementTagNameMap>(
    tag: Tag,
    attributes: Record<string, string>,
    ...children: (Node | string)[]
  ): HTMLElementTagNameMap[Tag] => {
    const element = page.createElement(tag)
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value)
    element.append(...children)
    return element
  }
  const titleId = `${consentElements.dialogId}-title`
  const textId = `${consentElements.dialogId}-text`
  const choiceClass = buttonClassName({ variant: "secondary", size: "md", className: "w-full" })
  const dialog = make(
    "dialog",
    {
      id: consentElements.dialogId,
      "aria-labelledby": titleId,
      "aria-describedby": textId,
      class:
        // Classes every page's stylesheet already has where possible: the module names them, so
        // each one new here would be kept in every page of the build.
        "fixed inset-x-0 top-auto bottom-0 z-50 m-0 mx-auto max-w-2xl rounded-card border border-border bg-card px-6 py-6 text-foreground shadow-lg backdrop:bg-inverse/60",
    },
    make(
      "h2",
      { id: titleId, autofocus: "", tabindex: "-1", class: "text-lg font-semibold outline-none" },
      words().title,
    ),
    make(
      "div",
      { id: textId, class: "mt-2 space-y-2 text-sm text-muted-foreground" },
      make(
        "p",
        {},
        `${words().text} `,
        make(
          "a",
          {
            href: localizePath(paths.privacy, documentLocale()),
            class: "font-medium text-primary underline underline-offset-4 hover:text-primary-hover",
          },
          words().privacyLink,
        ),
        ".",
      ),
      make("p", {}, words().changeLater),
    ),
    make("p", { [consentElements.current]: "", hidden: "", class: "mt-3 text-sm font-medium" }),
    make(
      "div",
      { class: "mt-4 grid grid-cols-2 gap-3" },
      make("button", { type: "button", [consentElements.choice]: "granted", class: choiceClass }, words().accept),
      make("button", { type: "button", [consentElements.choice]: "denied", class: choiceClass }, words().reject),
    ),
  )
  page.body.prepend(dialog)
  return dialog
}
