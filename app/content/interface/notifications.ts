/**
 * What screen readers call the notifications (Sonner's toasts, app/lib/toaster.ts): the region
 * that holds them and each one's close button. The words of each notice are in the modules of
 * what it is about (contact-form.ts, voice.ts).
 */
export const notificationWords = {
  /** The region's name; Sonner adds its keyboard shortcut: "Notifications alt+T". */
  region: "Notifications",
  close: "Close notification",
} as const
