import { browserStorage } from "~/lib/browser-storage"

/**
 * The visitor's choice about analytics cookies, for a provider that sets them (Google Analytics 4).
 * Nothing is loaded until they accept. The choice is remembered in local storage with the day it
 * was made, for `consentLifetimeMonths`; the consent dialog (components/consent-dialog.ts) asks
 * for it on the first visit and once it has expired, and "Cookie settings" in the footer opens it
 * again to change it.
 */

export type ConsentChoice = "granted" | "denied"

const storageKey = "analytics-consent"

/**
 * How long a choice holds before the dialog asks again: 12 months, within the 13 that European
 * data protection authorities' cookie guidance (the CNIL's, for one) sets as the most a consent
 * may last; the same for Reject as for Accept, so refusing is not asked about more often than
 * accepting (neither choice is favoured). The privacy policy gives the figure from here.
 */
export const consentLifetimeMonths = 12

/** What local storage holds: the choice and when it was made (an ISO date). */
interface StoredChoice {
  choice: ConsentChoice
  madeAt: string
}

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
