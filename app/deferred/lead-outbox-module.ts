import { site } from "~/config/site"
import { LeadOutbox } from "~/lib/lead-outbox"

/**
 * Lead delivery's start on every page of a site with a webhook (VITE_LEAD_WEBHOOK_URL), started by
 * after-paint.ts after the first paint. It deletes kept leads past their age (the privacy policy's
 * 30 days), then sends the waiting ones again, with the same ids: now, and whenever the browser
 * comes back online while the page is open. The delivery code loads only when one is waiting.
 */
const webhookUrl = site.leadWebhookUrl
if (webhookUrl) {
  const outbox = new LeadOutbox()
  outbox.deleteExpired()
  const sendWaiting = () => {
    if (outbox.list().length === 0) return
    import("~/lib/send-lead").then(
      ({ resendLeads }) => resendLeads(webhookUrl),
      () => {
        // Its code did not load: the leads wait for the next time the page is online, or the next page.
      },
    )
  }
  sendWaiting()
  addEventListener("online", sendWaiting)
}
