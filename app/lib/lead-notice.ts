import { leadDeliveryWords } from "virtual:content/leadDeliveryWords"
import { forDocument } from "./document-locale"
import { emailAddress, emailHref } from "./actions"
import type { Lead } from "./lead-outbox"
import type { DeliveryOutcome } from "./leads"
import type { Notice } from "./toast"

/**
 * What the visitor reads once a lead's delivery has ended: sent; not yet, with when it will be
 * tried again (on their next visit, or only while this page is open when the browser would not
 * store it); or refused. Whenever it has not arrived, the email address is offered with their
 * own words in it, so nothing has to be typed again.
 */
export function deliveryNotice(outcome: DeliveryOutcome, lead: Lead, { isStored }: { isStored: boolean }): Notice {
  const copy = forDocument(leadDeliveryWords)
  if (outcome === "sent") return { kind: "success", ...copy.sent }
  const failed = outcome === "refused" ? copy.refused : isStored ? copy.kept : copy.keptOnThisPage
  return {
    kind: "error",
    title: failed.title,
    description: failed.description(emailAddress),
    action: {
      label: copy.emailAction,
      onClick: () => {
        location.href = emailHref(copy.emailSubject(lead.contact.name), lead.contact.message)
      },
    },
  }
}
