import type { z } from "astro/zod"
import {
  audiencesFileSchema,
  audienceSchema,
  benefitSchema,
  benefitsFileSchema,
  claimSchema,
  claimsFileSchema,
  contactMethodSchema,
  contactMethodsFileSchema,
  faqSchema,
  faqsFileSchema,
  guaranteeSchema,
  guaranteesFileSchema,
  industriesFileSchema,
  industrySchema,
  pageSchemas,
  plansFileSchema,
  pricingPlanSchema,
  processStepSchema,
  processStepsFileSchema,
  quickAnswersFileSchema,
  serviceSchema,
  servicesFileSchema,
  testimonialSchema,
  testimonialsFileSchema,
  type LegalPageId,
} from "./schemas"

/**
 * The JSON files that hold one list each: `app/content/<file>.json` as `{ "<key>": [...] }`. The
 * build loads each as the content collection named by its key (app/content.config.ts), checked as
 * a whole file and then item by item; the content editor shows each as a form (app/cms/config.ts).
 */
export const listFiles = {
  services: {
    file: "app/content/services.json",
    label: "Services",
    fileSchema: servicesFileSchema,
    itemSchema: serviceSchema,
  },
  plans: {
    file: "app/content/plans.json",
    label: "Pricing plans",
    fileSchema: plansFileSchema,
    itemSchema: pricingPlanSchema,
  },
  processSteps: {
    file: "app/content/process-steps.json",
    label: "Process steps",
    fileSchema: processStepsFileSchema,
    itemSchema: processStepSchema,
  },
  benefits: {
    file: "app/content/benefits.json",
    label: "Benefits",
    fileSchema: benefitsFileSchema,
    itemSchema: benefitSchema,
  },
  audiences: {
    file: "app/content/audiences.json",
    label: "Who we help",
    fileSchema: audiencesFileSchema,
    itemSchema: audienceSchema,
  },
  claims: {
    file: "app/content/claims.json",
    label: "Claims",
    fileSchema: claimsFileSchema,
    itemSchema: claimSchema,
  },
  industries: {
    file: "app/content/industries.json",
    label: "Results by industry",
    fileSchema: industriesFileSchema,
    itemSchema: industrySchema,
  },
  guarantees: {
    file: "app/content/guarantees.json",
    label: "Guarantees",
    fileSchema: guaranteesFileSchema,
    itemSchema: guaranteeSchema,
  },
  testimonials: {
    file: "app/content/testimonials.json",
    label: "Testimonials",
    fileSchema: testimonialsFileSchema,
    itemSchema: testimonialSchema,
  },
  faqs: {
    file: "app/content/faqs.json",
    label: "FAQ",
    fileSchema: faqsFileSchema,
    itemSchema: faqSchema,
  },
  quickAnswers: {
    file: "app/content/quick-answers.json",
    label: "Quick answers",
    fileSchema: quickAnswersFileSchema,
    itemSchema: faqSchema,
  },
  contactMethods: {
    file: "app/content/contact-methods.json",
    label: "Ways to reach us",
    fileSchema: contactMethodsFileSchema,
    itemSchema: contactMethodSchema,
  },
} as const

export type ListName = keyof typeof listFiles

/** Each page's copy: app/content/pages/<page>.json, checked against its schema in `pageSchemas`. */
export const pageFile = (page: string) => `app/content/pages/${page}.json`

/** The legal pages' names in the content editor and the launch check (content/legal/<page>.md). */
export const legalPageLabels = {
  privacy: "Privacy Policy",
  terms: "Terms of Service",
  accessibility: "Accessibility Statement",
} as const satisfies Record<LegalPageId, string>

export const pageLabels = {
  home: "Home page",
  services: "Services page",
  process: "Process page",
  "case-studies": "Case studies page",
  contact: "Contact page",
  blog: "Insights (blog) page",
  "not-found": "Page not found (404)",
} as const

/** The schema of a JSON content file, by its path: one of the lists above, or a page's copy. */
export function schemaOfFile(file: string): z.ZodTypeAny {
  const list = Object.values(listFiles).find((entry) => entry.file === file)
  if (list) return list.fileSchema
  const page = Object.keys(pageSchemas).find((id) => pageFile(id) === file) as keyof typeof pageSchemas | undefined
  if (page) return pageSchemas[page]
  throw new Error(`${file} is not one of the site's JSON content files (app/content/files.ts)`)
}
