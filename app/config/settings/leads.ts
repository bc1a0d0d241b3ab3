import { z } from "zod"
import { report, setting } from "./setting"
import { httpsUrlMessage, isLocalHost, isWebUrl, publishedUrl } from "./url-checks"

/** Where the contact form also delivers each lead. */
export const leadVariables = {
  VITE_LEAD_WEBHOOK_URL: setting(
    {
      group: "leads",
      default: "",
      description:
        "Lead delivery: an https URL that accepts JSON (an n8n webhook, Zapier, Make, a CRM's inbound hook). When set, each message sent with the contact form is also posted there, retried, and kept in the visitor's browser until it arrives (docs/lead-delivery.md; deploy/n8n/ has a workflow). Empty (default): the form sends nothing and only opens the booking calendar. Every page carries this address, so it must hold no user name or password; and it must be https on a public host, as every build is taken to be the published site (the browser tests' builds, too, have the public canonical URL), unless VITE_LEAD_WEBHOOK_ALLOW_LOCAL is true.",
    },
    publishedUrl(z.string().refine((value) => value === "" || isWebUrl(value), httpsUrlMessage)),
  ),
  VITE_LEAD_WEBHOOK_ALLOW_LOCAL: setting(
    {
      group: "leads",
      default: "false",
      description:
        "true lets the webhook be on this computer or a private network (localhost, 127.0.0.1, 10.x, 192.168.x, a name without a dot...), over http too: for a build that stays on this computer, to try a local workflow or run the browser tests. Never for a published site: each visitor's browser would post their lead to their own device or network, where it is lost.",
    },
    z.enum(["true", "false"], { error: "must be true or false" }),
  ),
}

type LeadValues = z.output<z.ZodObject<typeof leadVariables>>

/** A webhook that a published site's visitors can reach, over https. */
export function checkLeads(values: LeadValues, context: z.RefinementCtx): void {
  const webhook = values.VITE_LEAD_WEBHOOK_URL
  if (!isWebUrl(webhook)) return
  const isLocal = isLocalHost(new URL(webhook).hostname)
  if (isLocal && values.VITE_LEAD_WEBHOOK_ALLOW_LOCAL !== "true")
    report(
      context,
      "is on this computer or a private network, where a published site's visitors would post their leads to their own device or network and lose them; for a build that stays on this computer, set VITE_LEAD_WEBHOOK_ALLOW_LOCAL=true",
      "VITE_LEAD_WEBHOOK_URL",
    )
  if (!isLocal && new URL(webhook).protocol !== "https:")
    report(
      context,
      `${httpsUrlMessage}: over http:// each lead would cross the network unencrypted`,
      "VITE_LEAD_WEBHOOK_URL",
    )
}
