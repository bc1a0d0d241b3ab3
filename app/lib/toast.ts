import { useSyncExternalStore } from "react"

export interface Notice {
  kind: "success" | "error"
  title: string
  description?: string
  action?: { label: string; onClick: () => void }
}

/**
 * Sonner's defaults as the specification states them: about 4 s on screen, at most 3 visible.
 * A toast that offers an action stays twice as long, so there is time to read it and act.
 */
export const toastDefaults = { durationMs: 4000, actionDurationMs: 8000, visibleToasts: 3 } as const

let isToasterWanted = false
const listeners = new Set<() => void>()

/**
 * Shows a notification. The toast library is loaded on the first call, not at start-up, and the
 * toaster is mounted then; toasts raised before it mounts are shown once it does.
 */
export function notify(notice: Notice): void {
  if (!isToasterWanted) {
    isToasterWanted = true
    for (const listener of listeners) listener()
  }
  void import("sonner").then(({ toast }) => {
    const show = notice.kind === "error" ? toast.error : toast.success
    show(notice.title, {
      description: notice.description,
      action: notice.action,
      duration: notice.action ? toastDefaults.actionDurationMs : toastDefaults.durationMs,
    })
  })
}

/** Whether anything has asked for a toast yet; the toaster is mounted from then on. */
export function useIsToasterWanted(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => isToasterWanted,
    () => false,
  )
}
