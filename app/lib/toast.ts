import type * as Sonner from "sonner"

export interface Notice {
  kind: "success" | "error"
  title: string
  description?: string
  action?: { label: string; onClick: () => void }
}

/** The specification's; a toast with an action stays twice as long, so there is time to read it and act. */
export const toastDefaults = { durationMs: 4000, actionDurationMs: 8000, visibleToasts: 3 } as const

let toaster: Promise<typeof Sonner> | undefined

/** The toast library loads on the first call, not at start-up; Sonner shows toasts raised before it mounted. */
export function notify(notice: Notice): void {
  void mountToaster().then(({ toast }) => {
    const show = notice.kind === "error" ? toast.error : toast.success
    const options: Sonner.ExternalToast = {
      description: notice.description,
      action: notice.action,
      duration: notice.action ? toastDefaults.actionDurationMs : toastDefaults.durationMs,
    }
    show(notice.title, options)
  }, ignoreUnavailable)
}

/** Offline: the page goes on without the notice. */
const ignoreUnavailable = () => {}

function mountToaster(): Promise<typeof Sonner> {
  toaster ??= import("./toaster").then(
    ({ mountToaster: mount }) => mount(toastDefaults),
    (error: unknown) => {
      // Its code did not load (offline): the next notice tries again.
      toaster = undefined
      throw error
    },
  )
  return toaster
}

/** Loads and mounts the toaster ahead of a notice that may come when the network is gone. */
export function prepareToasts(): void {
  mountToaster().catch(ignoreUnavailable)
}
