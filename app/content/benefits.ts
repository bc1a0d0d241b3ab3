import type { Benefit } from "./types"

/** Why automate: the three benefit cards of the home and services pages. */
export const benefits: readonly Benefit[] = [
  {
    id: "save-time",
    icon: "clock",
    title: "Save Time",
    description:
      "Hand repetitive work to AI agents and automated workflows. Our clients win back 20+ hours per employee every month for the work that needs a person.",
  },
  {
    id: "reduce-costs",
    icon: "piggy-bank",
    title: "Reduce Costs",
    description:
      "Handle more customers, leads and paperwork without adding headcount. Automation runs 24/7 for a fraction of the cost of a new hire.",
  },
  {
    id: "unlock-growth",
    icon: "trending-up",
    title: "Unlock Growth",
    description:
      "Answer every inquiry in seconds and follow up with every lead, so fewer opportunities slip away and revenue grows with less effort.",
  },
]
