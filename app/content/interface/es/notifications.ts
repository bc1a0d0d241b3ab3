import type { notificationWords as english } from "../notifications"
import type { Translation } from "../translation"

/** What screen readers call the notifications (Spanish of ../notifications.ts): "Notificaciones alt+T". */
export const notificationWords = {
  region: "Notificaciones",
  close: "Cerrar notificación",
} as const satisfies Translation<typeof english>
