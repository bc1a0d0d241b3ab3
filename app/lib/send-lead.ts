import { leadDeliveryCopy as copy } from "~/content/interface/contact-form"
import { emailAddress, emailHref } from "./actions"
import { rememberedCampaign } from "./campaign"
import type { ContactFormValues } from "./contact-form"
import { createLead, deliverLead, resendKeptLeads, type DeliveryOutcome, type Lead } from "./leads"
import { notify, type Notice } from "./toast"

/**
 * The browser side of lead delivery (VITE_LEAD_WEBHOOK_URL): the contact form sends a lead with
 * `sendLead`, and every page starts with `resendLeads` (app/start/lead-outbox-module.ts). The
 * visitor is told plainly whether the message reached the agency, and offered the email address
 * when it did not. Loaded only by a build with a webhook, and only when a form is sent or a lead
 * is waiting.
 */

/** Posts what the visitor sent to the webhook, then says in a toast whether it arrived. */
export async function sendLead(values: ContactFormValues, webhookUrl: string): Promise<DeliveryOutcome> {
  const lead = createLead(values, {
    page: `${location.origin}${location.pathname}`,
    referrer: document.referrer,
    utm: rememberedCampaign(),
  })
  const outcome = await deliverLead(lead, webhookUrl)
  notify(deliveryNotice(outcome, lead))
  return outcome
}

/** Sends the leads kept from an earlier page again; says so when one has now arrived. */
export async function resendLeads(webhookUrl: string): Promise<void> {
  const delivered = await resendKeptLeads(webhookUrl)
  if (delivered.length > 0) notify({ kind: "success", ...copy.resent })
}

/** What the visitor reads once the delivery has ended. */
export function deliveryNotice(outcome: DeliveryOutcome, lead: Lead): Notice {
  if (outcome === "sent") return { kind: "success", ...copy.sent }
  const failed = outcome === "kept" ? copy.kept : copy.refused
  return {
    kind: "error",
    title: failed.title,
    description: failed.description(emailAddress),
    action: {
      label: copy.emailAction,
      // The visitor's own words go with them into the email, so nothing has to be typed again.
      onClick: () => {
        location.href = emailHref(copy.emailSubject(lead.contact.name), lead.contact.message)
      },
    },
  }
}
