import { site } from "~/config/site"
import { LeadOutbox } from "~/lib/leads"

/**
 * Lead delivery's start on every page of a site with a webhook (VITE_LEAD_WEBHOOK_URL), started by
 * after-paint.ts after the first paint: a lead that did not reach the webhook on an earlier page is
 * sent again now, with the same id. The delivery code loads only when one is waiting.
 */
const webhookUrl = site.leadWebhookUrl
if (webhookUrl && new LeadOutbox().list().length > 0) {
  void import("~/lib/send-lead").then(({ resendLeads }) => resendLeads(webhookUrl))
}
