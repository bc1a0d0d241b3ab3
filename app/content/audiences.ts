import type { Audience } from "./types"

/** Who We Help: the industries the home page speaks to, with what we automate for each. */
export const audiences: readonly Audience[] = [
  {
    id: "law-firms",
    icon: "scale",
    title: "Law Firms",
    description: "Spend your hours on cases, not paperwork, and never miss a potential client.",
    useCases: ["Client intake", "Case management", "Follow-ups"],
  },
  {
    id: "real-estate",
    icon: "house",
    title: "Real Estate",
    description: "Respond to every buyer and seller in minutes and keep every deal moving.",
    useCases: ["Lead qualification", "Property follow-ups"],
  },
  {
    id: "e-commerce",
    icon: "shopping-cart",
    title: "E-commerce",
    description: "Give shoppers instant answers and recover sales that would have been lost.",
    useCases: ["Customer support", "Order tracking", "Abandoned cart recovery"],
  },
  {
    id: "healthcare",
    icon: "heart-pulse",
    title: "Healthcare",
    description: "Fill your schedule, cut no-shows and give your staff time back for patients.",
    useCases: ["Patient reminders", "Scheduling", "Record management"],
  },
]
