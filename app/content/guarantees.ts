import type { Guarantee } from "./types"

/** What every engagement is backed by. */
export const guarantees: readonly Guarantee[] = [
  {
    id: "time-savings",
    icon: "clock",
    title: "Measurable Time Savings in 30 Days",
    description:
      "If your automations don't save your team measurable time within 30 days of launch, we keep working for free until they do.",
  },
  {
    id: "positive-roi",
    icon: "trending-up",
    title: "Positive ROI in 90 Days",
    description:
      "If your investment hasn't produced a positive return within 90 days of launch, we refund your setup fee.",
  },
  {
    id: "always-on-support",
    icon: "shield-check",
    title: "24/7 Monitoring and Support",
    description:
      "We watch every automation around the clock and fix issues before they reach your customers, for as long as you work with us.",
  },
]
