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
  export const contactFormWords: Record<Locale, Translation<typeof words.contactFormWords>>
  export const leadDeliveryWords: Record<Locale, Translation<typeof words.leadDeliveryWords>>
  export const contactFormDisclosureWords: Record<Locale, Translation<typeof words.contactFormDisclosureWords>>
}

declare module "virtual:words/llms" {
  import type { Locale } from "~/config/locales"
  import type { Translation } from "~/content/interface/translation"
  import type * as words from "~/content/interface/llms"
  export const llmsWords: Record<Locale, Translation<typeof words.llmsWords>>
}

declare module "virtual:words/share-card" {
  import type { Locale } from "~/config/locales"
  import type { Translation } from "~/content/interface/translation"
  import type * as words from "~/content/interface/share-card"
  export const shareCardWords: Record<Locale, Translation<typeof words.shareCardWords>>
}

declare module "virtual:words/voice" {
  import type { Locale } from "~/config/locales"
  import type { Translation } from "~/content/interface/translation"
  import type * as words from "~/content/interface/voice"
  export const voiceWords: Record<Locale, Translation<typeof words.voiceWords>>
  export const bookingWords: Record<Locale, Translation<typeof words.bookingWords>>
}

declare module "virtual:words/consent" {
  import type { Locale } from "~/config/locales"
  import type { Translation } from "~/content/interface/translation"
  import type * as words from "~/content/interface/consent"
  export const consentWords: Record<Locale, Translation<typeof words.consentWords>>
}

declare module "virtual:words/errors" {
  import type { Locale } from "~/config/locales"
  import type { Translation } from "~/content/interface/translation"
  import type * as words from "~/content/interface/errors"
  export const errorWords: Record<Locale, Translation<typeof words.errorWords>>
}

declare module "virtual:words/search" {
  import type { Locale } from "~/config/locales"
  import type { Translation } from "~/content/interface/translation"
  import type * as words from "~/content/interface/search"
  export const searchWords: Record<Locale, Translation<typeof words.searchWords>>
}

declare module "virtual:words/estimator" {
  import type { Locale } from "~/config/locales"
  import type { Translation } from "~/content/interface/translation"
  import type * as words from "~/content/interface/estimator"
  export const estimatorWords: Record<Locale, Translation<typeof words.estimatorWords>>
}

declare module "virtual:words/prices" {
  import type { Locale } from "~/config/locales"
  import type { Translation } from "~/content/interface/translation"
  import type * as words from "~/content/interface/prices"
  export const priceWords: Record<Locale, Translation<typeof words.priceWords>>
}

declare module "virtual:words/testimonial-carousel" {
  import type { Locale } from "~/config/locales"
  import type { Translation } from "~/content/interface/translation"
  import type * as words from "~/content/interface/testimonial-carousel"
  export const testimonialCarouselWords: Record<Locale, Translation<typeof words.testimonialCarouselWords>>
}

declare module "virtual:words/notifications" {
  import type { Locale } from "~/config/locales"
  import type { Translation } from "~/content/interface/translation"
  import type * as words from "~/content/interface/notifications"
  export const notificationWords: Record<Locale, Translation<typeof words.notificationWords>>
}
