import { forDocument } from "./document-locale"
import type { Lead } from "./lead-outbox"
import { deliveryNotice } from "./lead-notice"
import { leadDeliveryWords } from "virtual:content/leadDeliveryWords"
import { deliverLead, resendKeptLeads, type DeliveryOutcome } from "./leads"
import { notify } from "./toast"

/**
 * The browser side of lead delivery (VITE_LEAD_WEBHOOK_URL), loaded when the visitor starts on the
 * contact form of a build with a webhook, or on any page when a lead is waiting: the form sends
 * the lead it has just kept with `sendLead`, and every page sends waiting leads with `resendLeads`
 * (app/deferred/lead-outbox-module.ts), again whenever the browser comes back online.
 */

/** Posts a lead the form has already kept, then says in a toast whether it arrived. */
export async function sendLead(lead: Lead, webhookUrl: string, { isStored }: { isStored: boolean }) {
  const outcome: DeliveryOutcome = await deliverLead(lead, webhookUrl)
  notify(deliveryNotice(outcome, lead, { isStored }))
  return outcome
}

/** Sends the kept leads again; says so when one has now arrived. */
export async function resendLeads(webhookUrl: string): Promise<void> {
  const delivered = await resendKeptLeads(webhookUrl)
  if (delivered.length > 0) notify({ kind: "success", ...forDocument(leadDeliveryWords).resent })
}
