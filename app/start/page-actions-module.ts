import { rememberCampaign } from "~/lib/campaign"
import { bookingHref } from "~/lib/actions"
import { isVoiceConfigured, preloadVoiceWhenIdle, startVoiceCall } from "~/lib/voice"
import { actionAttributes, actionsReadyEvent } from "./page-actions"

/**
 * The one script every page runs (a small module, after the HTML is parsed; no React). It makes
 * the prerendered links and buttons that leave the page do what the specification says:
 * - booking links get the visit's campaign (UTM) parameters when followed (and at once on the
 *   landing page of a campaign);
 * - voice controls start a call with the assistant when one is configured (Get Started on the
 *   plans; Chat with AI Assistant, which does nothing without one);
 * - menu buttons say whether the menu is open (`aria-expanded`), and open it in browsers without
 *   invoker commands.
 * Taps on voice controls that came before this ran were held by early-taps.js: it replays them now.
 */
// Session storage is touched only when there is a campaign to keep, or a booking link is followed.
if (rememberCampaign(window.location.search)) {
  // Booking links on the landing page show the campaign too (hover, copy link, middle click).
  const campaignBookingHref = bookingHref()
  for (const link of document.querySelectorAll<HTMLAnchorElement>(`a[${actionAttributes.bookingLink}]`)) {
    link.href = campaignBookingHref
  }
}

document.addEventListener("click", (event) => {
  if (event.defaultPrevented || !(event.target instanceof Element)) return
  const voiceControl = event.target.closest(`[${actionAttributes.voiceCall}]`)
  if (voiceControl) {
    // Get Started is a booking link that starts a call instead when an assistant is configured.
    if (isVoiceConfigured || voiceControl.tagName === "BUTTON") event.preventDefault()
    void startVoiceCall()
    return
  }
  const bookingLink = event.target.closest<HTMLAnchorElement>(`a[${actionAttributes.bookingLink}]`)
  if (bookingLink) bookingLink.href = bookingHref()
})

polyfillDialogCommands()
reflectDialogState()
preloadVoiceWhenIdle()

document.documentElement.setAttribute(actionAttributes.actionsReady, "")
document.dispatchEvent(new Event(actionsReadyEvent))

/**
 * Browsers without invoker commands (`<button commandfor command>`): open and close the menu
 * dialog on click. Where the browser has them, this does nothing.
 */
function polyfillDialogCommands(): void {
  if ("command" in HTMLButtonElement.prototype) return
  document.addEventListener("click", (event) => {
    const button = event.target instanceof Element ? event.target.closest("button[commandfor]") : null
    const dialog = button ? document.getElementById(button.getAttribute("commandfor") ?? "") : null
    if (!(dialog instanceof HTMLDialogElement)) return
    const command = button?.getAttribute("command")
    if (command === "show-modal" && !dialog.open) dialog.showModal()
    else if (command === "close") dialog.close()
  })
}

/**
 * Buttons that open a dialog say whether it is open, for screen readers, and the page behind an
 * open dialog does not scroll (design.css: `html.is-scroll-locked`). The browser does the opening;
 * without this script the attribute is simply absent (never wrong) and the page may scroll.
 */
function reflectDialogState(): void {
  for (const button of document.querySelectorAll<HTMLButtonElement>('button[commandfor][command="show-modal"]')) {
    const dialog = document.getElementById(button.getAttribute("commandfor") ?? "")
    if (!(dialog instanceof HTMLDialogElement)) continue
    const update = () => {
      button.setAttribute("aria-expanded", String(dialog.open))
      document.documentElement.classList.toggle("is-scroll-locked", dialog.open)
    }
    update()
    dialog.addEventListener("toggle", update)
    dialog.addEventListener("close", update)
  }
}
