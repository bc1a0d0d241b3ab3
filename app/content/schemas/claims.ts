import { z } from "astro/zod"
import { icon, id, sample, text } from "./blocks"
import { listFileSchema } from "./read-file"

/** A figure the agency states: "27+ Businesses served". */
export const claimSchema = z
  .object({ id, value: text.max(6, "must be short enough for a tile (6 characters)"), label: text, sample })
  .strict()

/** The ids of the claims the pages pick out; a claims file must keep them. */
const claimIds = ["clients", "roi", "success", "support", "integrations"] as const

export const claimsFileSchema = listFileSchema("claims", claimSchema, { plural: "claims", singular: "claim" }, [
  {
    holds: (claims) => claimIds.every((wanted) => claims.some((claim) => claim.id === wanted)),
    message: `must keep the claims with ids ${claimIds.join(", ")}: the pages show them`,
  },
])

/** Clients served and average first-year ROI in one industry. */
export const industrySchema = z
  .object({
    id,
    industry: text,
    icon,
    clients: z.number().int().positive("must be at least 1"),
    averageRoiPercent: z.number().int().positive().meta({ label: "Average ROI (%)" }),
    sample,
  })
  .strict()

export const industriesFileSchema = listFileSchema("industries", industrySchema, {
  plural: "industries",
  singular: "industry",
})

/** The industries' counts must add up to the claimed number of clients ("27+"). */
export function clientCountIssue(
  claims: readonly { id: string; value: string }[],
  industries: readonly { clients: number }[],
): string | undefined {
  const claimed = claims.find((claim) => claim.id === "clients")?.value ?? ""
  const counted = industries.reduce((sum, industry) => sum + industry.clients, 0)
  const number = Number.parseInt(claimed, 10)
  if (number === counted) return undefined
  return `app/content/industries.json: industries.*.clients add up to ${counted}, but app/content/claims.json claims "${claimed}" businesses served (the claim with id clients); change one so they agree`
}

/** A figure as a tile shows it. */
export type Stat = Pick<z.output<typeof claimSchema>, "id" | "value" | "label">
export type IndustrySummary = z.output<typeof industrySchema>
