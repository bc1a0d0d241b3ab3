// @ts-check
/*
 * Inlined at the top of every page's <body>, before any control: the only script most pages run.
 *
 * 1. A tap on a control whose code has not arrived yet is held, and replayed once when it has, so
 *    it is never lost and never doubled.
 *    - A button inside an island that has not hydrated (`astro-island[ssr]`): replayed when the
 *      island dispatches `astro:hydrate` (React then handles the click).
 *    - A control marked data-hold-until-ready (voice calls) before the page's script has run
 *      (no data-actions-ready on <html>): replayed on `site:actions-ready`.
 *    Links are never held: they work without any script.
 * 2. The visit's campaign on booking links. 3. The menu dialog's state. 4. The modules that wait
 *    for the first paint: the voice assistant's and the analytics provider's, where configured.
 *    5. Only where analytics is configured: the conversion events of calls to action, queued until
 *    the provider's module sends them. (Each is described below.)
 * See app/start/README.md.
 */
// The whole script is one block, so its names stay its own and minify short.
{
  document.addEventListener(
    "click",
    (event) => {
      const target = event.target
      if (!(target instanceof Element)) return
      const control = target.closest("button, [data-hold-until-ready]")
      if (!control) return
      const island = control.closest("astro-island[ssr]")
      const waitsForPage =
        control.hasAttribute("data-hold-until-ready") && !document.documentElement.hasAttribute("data-actions-ready")
      if (!island && !waitsForPage) return
      event.preventDefault()
      event.stopImmediatePropagation()
      const replay = () => /** @type {HTMLElement} */ (control).click()
      if (island) island.addEventListener("astro:hydrate", replay, { once: true })
      else document.addEventListener("site:actions-ready", replay, { once: true })
    },
    true,
  )

  // 2. The visit's campaign: the UTM parameters of the address the visitor landed on, kept for the
  //    visit in session storage (key and format as lib/campaign.ts reads them for the contact form)
  //    and added to booking links, at once on the landing page and on any page when one is
  //    followed. Storage is touched only then: a page's first use of it waits for the browser.
  const campaignKeys = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"]
  /** @type {Record<string, string>} */
  const landingCampaign = {}
  for (const key of campaignKeys) {
    const value = new URLSearchParams(location.search).get(key)?.trim()
    if (value) landingCampaign[key] = value.slice(0, 200)
  }
  const isCampaignLanding = Object.keys(landingCampaign).length > 0
  if (isCampaignLanding) {
    try {
      sessionStorage.setItem("campaign", JSON.stringify(landingCampaign))
    } catch {
      // Storage can be full or disabled; booking still works without attribution.
    }
  }
  /** @param {HTMLAnchorElement} link */
  const addCampaign = (link) => {
    let campaign = {}
    try {
      campaign = JSON.parse(sessionStorage.getItem("campaign") ?? "{}")
    } catch {
      return
    }
    const url = new URL(link.href)
    for (const key of campaignKeys) {
      const value = campaign[key]
      if (typeof value === "string" && value) url.searchParams.set(key, value)
    }
    link.href = url.href
  }
  document.addEventListener(
    "click",
    (event) => {
      const link = event.target instanceof Element ? event.target.closest("a[data-booking-link]") : null
      if (link instanceof HTMLAnchorElement) addCampaign(link)
    },
    true,
  )

  // 3. The menu dialog: its button says whether it is open (aria-expanded) and the page behind it
  //    does not scroll (design.css: html.is-scroll-locked). The browser opens and closes it
  //    (invoker commands); browsers without them get the same on click.
  /** @param {HTMLDialogElement} dialog */
  const reflectDialog = (dialog) => {
    for (const button of document.querySelectorAll(`button[commandfor="${dialog.id}"][command="show-modal"]`)) {
      button.setAttribute("aria-expanded", String(dialog.open))
    }
    document.documentElement.classList.toggle("is-scroll-locked", dialog.open)
  }
  for (const type of ["toggle", "close"]) {
    document.addEventListener(
      type,
      (event) => event.target instanceof HTMLDialogElement && reflectDialog(event.target),
      true,
    )
  }
  if (!("command" in HTMLButtonElement.prototype)) {
    document.addEventListener("click", (event) => {
      const button = event.target instanceof Element ? event.target.closest("button[commandfor]") : null
      const dialog = button ? document.getElementById(button.getAttribute("commandfor") ?? "") : null
      if (!(dialog instanceof HTMLDialogElement)) return
      const command = button?.getAttribute("command")
      if (command === "show-modal" && !dialog.open) dialog.showModal()
      else if (command === "close") dialog.close()
      reflectDialog(dialog)
    })
  }

  document.addEventListener("DOMContentLoaded", () => {
    if (isCampaignLanding) for (const link of document.querySelectorAll("a[data-booking-link]")) addCampaign(link)
    for (const dialog of document.querySelectorAll("dialog[id]")) reflectDialog(dialog)
    // Without a voice assistant nothing else needs a script: the page is ready.
    if (!document.getElementById("voice-module")) {
      document.documentElement.setAttribute("data-actions-ready", "")
      document.dispatchEvent(new Event("site:actions-ready"))
    }
  })

  // 4. The modules held in <template data-after-paint> (the voice assistant's, the analytics
  //    provider's, lead delivery's) start after the load event and the first contentful paint, so their requests never
  //    delay the first paint. (The paint entry is the browser's own signal, not a timer: it also comes
  //    when a test holds the page's clock.)
  addEventListener("load", () => {
    const templates = document.querySelectorAll("template[data-after-paint]")
    if (templates.length === 0) return
    const start = () => {
      for (const template of templates)
        if (template instanceof HTMLTemplateElement) document.body.append(document.importNode(template.content, true))
    }
    if (!PerformanceObserver.supportedEntryTypes.includes("paint")) return start()
    new PerformanceObserver((entries, observer) => {
      if (entries.getEntriesByName("first-contentful-paint").length === 0) return
      observer.disconnect()
      start()
    }).observe({ type: "paint", buffered: true })
  })

  // 5. Conversion events (lib/analytics/events.ts), only in a build with an analytics provider: the
  //    build sets __ANALYTICS__ and drops this block without one. A tap on a call to action (a link
  //    opening a new tab, an email or phone link, a voice control) is queued as the element itself;
  //    the provider's module tells which event it is. Registered after the tap holding above, so a
  //    held tap counts once, when it is replayed.
  if (__ANALYTICS__) {
    document.addEventListener(
      "click",
      (event) => {
        const control =
          event.target instanceof Element
            ? event.target.closest('a[target="_blank"], a[href^="mailto:"], a[href^="tel:"], [data-voice-call]')
            : null
        if (control) (window.siteEvents ??= []).push(control)
      },
      true,
    )
  }
}
