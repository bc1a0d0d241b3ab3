// Figures the agency reports per industry; sample values to keep in line with its own records.
import type { IndustrySummary } from "./types"

/** Clients served and average first-year ROI per industry, in the order the site presents them. */
export const industrySummaries: readonly IndustrySummary[] = [
  {
    id: "legal",
    industry: "Legal",
    icon: "scale",
    clients: 6,
    averageRoiPercent: 280,
  },
  {
    id: "healthcare",
    industry: "Healthcare",
    icon: "heart-pulse",
    clients: 8,
    averageRoiPercent: 320,
  },
  {
    id: "real-estate",
    industry: "Real Estate",
    icon: "house",
    clients: 5,
    averageRoiPercent: 250,
  },
  {
    id: "e-commerce",
    industry: "E-commerce",
    icon: "shopping-cart",
    clients: 4,
    averageRoiPercent: 310,
  },
  {
    id: "financial-services",
    industry: "Financial Services",
    icon: "landmark",
    clients: 3,
    averageRoiPercent: 290,
  },
  {
    id: "technology",
    industry: "Technology",
    icon: "cpu",
    clients: 1,
    averageRoiPercent: 400,
  },
]
