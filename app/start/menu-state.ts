/**
 * A class locks the page's scroll, not a `:has()` on the root, which restyles the whole page on
 * every change. Browsers without invoker commands get them on click.
 */
export const reflectMenuState = (): void => {
  const reflectDialog = (dialog: HTMLDialogElement) => {
    for (const button of document.querySelectorAll(`button[commandfor="${dialog.id}"][command="show-modal"]`)) {
      button.setAttribute("aria-expanded", String(dialog.open))
    }
    document.documentElement.classList.toggle("is-scroll-locked", dialog.open)
  }
  // "close" as well: browsers without toggle events on <dialog> still send it when it closes.
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
    for (const dialog of document.querySelectorAll<HTMLDialogElement>("dialog[id]")) reflectDialog(dialog)
  })
}
