import type { Stat } from "./types"

/** The marketing claims the specification gives; the home page's value statement shows them all. */
export const marketingClaims: readonly Stat[] = [
  { id: "clients", value: "27+", label: "Businesses served" },
  { id: "roi", value: "295%", label: "Average ROI" },
  { id: "success", value: "100%", label: "Success rate" },
  { id: "support", value: "24/7", label: "Support and monitoring" },
  { id: "integrations", value: "300+", label: "App integrations" },
]

/** The three figures the case studies page opens with: clients, average ROI, success rate. */
export const caseStudyHeadlineStats: readonly Stat[] = marketingClaims.filter((claim) =>
  ["clients", "roi", "success"].includes(claim.id),
)
