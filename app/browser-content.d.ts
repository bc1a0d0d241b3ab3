/**
 * The content code running in the browser imports (app/content/read.ts): a JSON file's fields in
 * every language, as its schema reads them (`contentForBrowser`), and an interface module's words
 * in every language (`interfaceWordsForBrowser`), typed from the schemas and the default
 * language's module.
 */

declare module "virtual:content/faqs" {
  import type { z } from "astro/zod"
  import type { Locale } from "~/config/locales"
  import type { faqsFileSchema } from "~/content/schemas"
  export const faqs: Record<Locale, z.output<typeof faqsFileSchema>["faqs"]>
}

declare module "virtual:content/testimonials" {
  import type { z } from "astro/zod"
  import type { Locale } from "~/config/locales"
  import type { testimonialsFileSchema } from "~/content/schemas"
  export const testimonials: Record<Locale, z.output<typeof testimonialsFileSchema>["testimonials"]>
}

declare module "virtual:content/plans" {
  import type { z } from "astro/zod"
  import type { Locale } from "~/config/locales"
  import type { plansFileSchema } from "~/content/schemas"
  export const plans: Record<Locale, z.output<typeof plansFileSchema>["plans"]>
}

declare module "virtual:content/claims" {
  import type { z } from "astro/zod"
  import type { Locale } from "~/config/locales"
  import type { claimsFileSchema } from "~/content/schemas"
  export const claims: Record<Locale, z.output<typeof claimsFileSchema>["claims"]>
}

declare module "virtual:content/pages/services" {
  import type { z } from "astro/zod"
  import type { Locale } from "~/config/locales"
  import type { pageSchemas } from "~/content/schemas"
  export const estimator: Record<Locale, z.output<(typeof pageSchemas)["services"]>["estimator"]>
}

declare module "virtual:words/contact-form" {
  import type { Locale } from "~/config/locales"
  import type { Translation } from "~/content/interface/translation"
  import type * as words from "~/content/interface/contact-form"
  export const contactForm: Record<Locale, Translation<typeof words.contactForm>>
  export const leadDeliveryCopy: Record<Locale, Translation<typeof words.leadDeliveryCopy>>
  export const contactFormDisclosure: Record<Locale, Translation<typeof words.contactFormDisclosure>>
}

declare module "virtual:words/llms" {
  import type { Locale } from "~/config/locales"
  import type { Translation } from "~/content/interface/translation"
  import type * as words from "~/content/interface/llms"
  export const llmsText: Record<Locale, Translation<typeof words.llmsText>>
}

declare module "virtual:words/share-card" {
  import type { Locale } from "~/config/locales"
  import type { Translation } from "~/content/interface/translation"
  import type * as words from "~/content/interface/share-card"
  export const shareCardText: Record<Locale, Translation<typeof words.shareCardText>>
}

declare module "virtual:words/voice" {
  import type { Locale } from "~/config/locales"
  import type { Translation } from "~/content/interface/translation"
  import type * as words from "~/content/interface/voice"
  export const voiceCopy: Record<Locale, Translation<typeof words.voiceCopy>>
  export const bookingCopy: Record<Locale, Translation<typeof words.bookingCopy>>
}

declare module "virtual:words/consent" {
  import type { Locale } from "~/config/locales"
  import type { Translation } from "~/content/interface/translation"
  import type * as words from "~/content/interface/consent"
  export const consentCopy: Record<Locale, Translation<typeof words.consentCopy>>
}

declare module "virtual:words/errors" {
  import type { Locale } from "~/config/locales"
  import type { Translation } from "~/content/interface/translation"
  import type * as words from "~/content/interface/errors"
  export const errorCopy: Record<Locale, Translation<typeof words.errorCopy>>
}

declare module "virtual:words/search" {
  import type { Locale } from "~/config/locales"
  import type { Translation } from "~/content/interface/translation"
  import type * as words from "~/content/interface/search"
  export const searchText: Record<Locale, Translation<typeof words.searchText>>
}

declare module "virtual:words/estimator" {
  import type { Locale } from "~/config/locales"
  import type { Translation } from "~/content/interface/translation"
  import type * as words from "~/content/interface/estimator"
  export const estimatorText: Record<Locale, Translation<typeof words.estimatorText>>
}

declare module "virtual:words/price-labels" {
  import type { Locale } from "~/config/locales"
  import type { Translation } from "~/content/interface/translation"
  import type * as words from "~/content/interface/price-labels"
  export const priceLabels: Record<Locale, Translation<typeof words.priceLabels>>
}

declare module "virtual:words/testimonial-carousel" {
  import type { Locale } from "~/config/locales"
  import type { Translation } from "~/content/interface/translation"
  import type * as words from "~/content/interface/testimonial-carousel"
  export const testimonialCarousel: Record<Locale, Translation<typeof words.testimonialCarousel>>
}

declare module "virtual:words/notifications" {
  import type { Locale } from "~/config/locales"
  import type { Translation } from "~/content/interface/translation"
  import type * as words from "~/content/interface/notifications"
  export const notificationLabels: Record<Locale, Translation<typeof words.notificationLabels>>
}
