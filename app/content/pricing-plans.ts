import type { PricingPlan } from "./types"

/** The three plans. Fees and features are the specification's; descriptions are ours. */
export const pricingPlans: readonly PricingPlan[] = [
  {
    id: "starter",
    name: "Starter",
    description: "One high-impact workflow automated end to end: the fastest way to see AI pay off.",
    price: {
      kind: "fixed",
      setupFee: { amount: 999, currency: "USD" },
      monthlyFee: { amount: 500, currency: "USD" },
    },
    features: [
      "1 automated workflow",
      "Basic chatbot integration",
      "Email support",
      "Monthly performance reports",
      "Basic integrations",
    ],
    popular: false,
    cta: { kind: "voice-call-or-book", label: "Get Started" },
  },
  {
    id: "growth",
    name: "Growth",
    description: "A complete AI system for support and sales, for businesses ready to scale.",
    price: {
      kind: "fixed",
      setupFee: { amount: 3500, currency: "USD" },
      monthlyFee: { amount: 1000, currency: "USD" },
    },
    features: [
      "3-5 automated workflows",
      "Advanced AI service agent",
      "Lead automation system",
      "Priority support",
      "Custom integrations",
      "Weekly strategy calls",
      "Performance dashboard",
    ],
    popular: true,
    cta: { kind: "voice-call-or-book", label: "Get Started" },
  },
  {
    id: "enterprise",
    name: "Enterprise",
    description: "Automation across teams and locations, with dedicated engineers and guaranteed service levels.",
    price: { kind: "custom" },
    features: [
      "Unlimited workflows",
      "Advanced AI capabilities",
      "Dedicated account manager",
      "24/7 priority support",
      "Custom development",
      "White-label solutions",
      "SLA guarantees",
    ],
    popular: false,
    cta: { kind: "book-call", label: "Contact Sales" },
  },
]
