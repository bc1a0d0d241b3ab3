import { footerColumnHeadingId, footerLinkClassName } from "~/components/layout/footer-link"
import { buttonClassName } from "~/components/ui/button"
import { localizePath } from "~/config/locales"
import { paths } from "~/config/paths"
import { consentWords } from "virtual:content/consentWords"
import { storedConsent, storeConsent, type ConsentChoice } from "~/lib/analytics/consent"
import { documentLocale, forDocument } from "~/lib/document-locale"

/*
 * The consent dialog of a build whose analytics provider sets cookies (Google Analytics 4): made
 * by the analytics module after the first paint (deferred/analytics-module.ts), not sent in every
 * page's HTML, so the pages of a GA4 build weigh what the others do (their stylesheet keeps the
 * dialog's classes, named in this code). The choice itself is kept by lib/analytics/consent.ts.
 */

/** The dialog's words in the page's language. */
const words = () => forDocument(consentWords)

/** The ids and attributes the dialog and the footer's control carry (`createConsentDialog`, SiteFooter). */
const consentElements = {
  dialogId: "consent-dialog",
  /** On each button that makes a choice: its value is the choice. */
  choice: "data-consent-choice",
  /** On the line that says what the visitor chose before. */
  current: "data-consent-current",
  /** On the footer's item holding "Cookie settings", added by this code. */
  settings: "data-consent-settings",
} as const

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
function createConsentDialog(page: Document = document): HTMLDialogElement {
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
