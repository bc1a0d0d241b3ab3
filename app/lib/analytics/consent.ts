import { browserStorage } from "~/lib/browser-storage"

/** The choice about a provider's cookies (GA4), kept with the day it was made: nothing loads until they accept. */

export type ConsentChoice = "granted" | "denied"

const storageKey = "analytics-consent"

/**
 * Within the 13 months European cookie guidance (the CNIL's) allows, and the same for Reject as for
 * Accept, so neither is favoured. The privacy policy gives the figure from here.
 */
export const consentLifetimeMonths = 12

interface StoredChoice {
  choice: ConsentChoice
  madeAt: string
}

/** Null, so the dialog asks again, when expired or kept without its date (as choices were before they expired). */
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
