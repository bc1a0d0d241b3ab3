// Written from the content registry (contentRegistry) by the build and `npm run test:unit`
// (`contentDeclarations`): a row added there is a module here. Do not edit.

declare module "virtual:content/services" {
  import type { Locale } from "~/config/locales"
  import type { JsonContent } from "~/content/registry"
  export const services: Record<Locale, JsonContent<"services">>
}

declare module "virtual:content/plans" {
  import type { Locale } from "~/config/locales"
  import type { JsonContent } from "~/content/registry"
  export const plans: Record<Locale, JsonContent<"plans">>
}

declare module "virtual:content/processSteps" {
  import type { Locale } from "~/config/locales"
  import type { JsonContent } from "~/content/registry"
  export const processSteps: Record<Locale, JsonContent<"processSteps">>
}

declare module "virtual:content/benefits" {
  import type { Locale } from "~/config/locales"
  import type { JsonContent } from "~/content/registry"
  export const benefits: Record<Locale, JsonContent<"benefits">>
}

declare module "virtual:content/audiences" {
  import type { Locale } from "~/config/locales"
  import type { JsonContent } from "~/content/registry"
  export const audiences: Record<Locale, JsonContent<"audiences">>
}

declare module "virtual:content/claims" {
  import type { Locale } from "~/config/locales"
  import type { JsonContent } from "~/content/registry"
  export const claims: Record<Locale, JsonContent<"claims">>
}

declare module "virtual:content/industries" {
  import type { Locale } from "~/config/locales"
  import type { JsonContent } from "~/content/registry"
  export const industries: Record<Locale, JsonContent<"industries">>
}

declare module "virtual:content/guarantees" {
  import type { Locale } from "~/config/locales"
  import type { JsonContent } from "~/content/registry"
  export const guarantees: Record<Locale, JsonContent<"guarantees">>
}

declare module "virtual:content/testimonials" {
  import type { Locale } from "~/config/locales"
  import type { JsonContent } from "~/content/registry"
  export const testimonials: Record<Locale, JsonContent<"testimonials">>
}

declare module "virtual:content/faqs" {
  import type { Locale } from "~/config/locales"
  import type { JsonContent } from "~/content/registry"
  export const faqs: Record<Locale, JsonContent<"faqs">>
}

declare module "virtual:content/quickAnswers" {
  import type { Locale } from "~/config/locales"
  import type { JsonContent } from "~/content/registry"
  export const quickAnswers: Record<Locale, JsonContent<"quickAnswers">>
}

declare module "virtual:content/contactMethods" {
  import type { Locale } from "~/config/locales"
  import type { JsonContent } from "~/content/registry"
  export const contactMethods: Record<Locale, JsonContent<"contactMethods">>
}

declare module "virtual:content/homePage" {
  import type { Locale } from "~/config/locales"
  import type { JsonContent } from "~/content/registry"
  export const meta: Record<Locale, JsonContent<"homePage">["meta"]>
  export const hero: Record<Locale, JsonContent<"homePage">["hero"]>
  export const heroConversation: Record<Locale, JsonContent<"homePage">["heroConversation"]>
  export const valueStatement: Record<Locale, JsonContent<"homePage">["valueStatement"]>
  export const benefits: Record<Locale, JsonContent<"homePage">["benefits"]>
  export const solutions: Record<Locale, JsonContent<"homePage">["solutions"]>
  export const solutionLinkLabel: Record<Locale, JsonContent<"homePage">["solutionLinkLabel"]>
  export const process: Record<Locale, JsonContent<"homePage">["process"]>
  export const audiences: Record<Locale, JsonContent<"homePage">["audiences"]>
  export const testimonials: Record<Locale, JsonContent<"homePage">["testimonials"]>
  export const pricing: Record<Locale, JsonContent<"homePage">["pricing"]>
  export const pricingClosing: Record<Locale, JsonContent<"homePage">["pricingClosing"]>
  export const pricingEstimator: Record<Locale, JsonContent<"homePage">["pricingEstimator"]>
  export const faq: Record<Locale, JsonContent<"homePage">["faq"]>
  export const faqContact: Record<Locale, JsonContent<"homePage">["faqContact"]>
  export const closing: Record<Locale, JsonContent<"homePage">["closing"]>
  export const homePage: Record<Locale, JsonContent<"homePage">>
}

declare module "virtual:content/servicesPage" {
  import type { Locale } from "~/config/locales"
  import type { JsonContent } from "~/content/registry"
  export const meta: Record<Locale, JsonContent<"servicesPage">["meta"]>
  export const hero: Record<Locale, JsonContent<"servicesPage">["hero"]>
  export const benefits: Record<Locale, JsonContent<"servicesPage">["benefits"]>
  export const services: Record<Locale, JsonContent<"servicesPage">["services"]>
  export const estimator: Record<Locale, JsonContent<"servicesPage">["estimator"]>
  export const closing: Record<Locale, JsonContent<"servicesPage">["closing"]>
  export const servicesPage: Record<Locale, JsonContent<"servicesPage">>
}

declare module "virtual:content/processPage" {
  import type { Locale } from "~/config/locales"
  import type { JsonContent } from "~/content/registry"
  export const meta: Record<Locale, JsonContent<"processPage">["meta"]>
  export const hero: Record<Locale, JsonContent<"processPage">["hero"]>
  export const steps: Record<Locale, JsonContent<"processPage">["steps"]>
  export const guarantees: Record<Locale, JsonContent<"processPage">["guarantees"]>
  export const testimonials: Record<Locale, JsonContent<"processPage">["testimonials"]>
  export const closing: Record<Locale, JsonContent<"processPage">["closing"]>
  export const processPage: Record<Locale, JsonContent<"processPage">>
}

declare module "virtual:content/caseStudiesPage" {
  import type { Locale } from "~/config/locales"
  import type { JsonContent } from "~/content/registry"
  export const meta: Record<Locale, JsonContent<"caseStudiesPage">["meta"]>
  export const hero: Record<Locale, JsonContent<"caseStudiesPage">["hero"]>
  export const industries: Record<Locale, JsonContent<"caseStudiesPage">["industries"]>
  export const stories: Record<Locale, JsonContent<"caseStudiesPage">["stories"]>
  export const moreStories: Record<Locale, JsonContent<"caseStudiesPage">["moreStories"]>
  export const storyAction: Record<Locale, JsonContent<"caseStudiesPage">["storyAction"]>
  export const closing: Record<Locale, JsonContent<"caseStudiesPage">["closing"]>
  export const caseStudiesPage: Record<Locale, JsonContent<"caseStudiesPage">>
}

declare module "virtual:content/contactPage" {
  import type { Locale } from "~/config/locales"
  import type { JsonContent } from "~/content/registry"
  export const meta: Record<Locale, JsonContent<"contactPage">["meta"]>
  export const hero: Record<Locale, JsonContent<"contactPage">["hero"]>
  export const methods: Record<Locale, JsonContent<"contactPage">["methods"]>
  export const form: Record<Locale, JsonContent<"contactPage">["form"]>
  export const details: Record<Locale, JsonContent<"contactPage">["details"]>
  export const quickAnswers: Record<Locale, JsonContent<"contactPage">["quickAnswers"]>
  export const trustStrip: Record<Locale, JsonContent<"contactPage">["trustStrip"]>
  export const contactPage: Record<Locale, JsonContent<"contactPage">>
}

declare module "virtual:content/industriesPage" {
  import type { Locale } from "~/config/locales"
  import type { JsonContent } from "~/content/registry"
  export const meta: Record<Locale, JsonContent<"industriesPage">["meta"]>
  export const hero: Record<Locale, JsonContent<"industriesPage">["hero"]>
  export const list: Record<Locale, JsonContent<"industriesPage">["list"]>
  export const closing: Record<Locale, JsonContent<"industriesPage">["closing"]>
  export const industriesPage: Record<Locale, JsonContent<"industriesPage">>
}

declare module "virtual:content/blogPage" {
  import type { Locale } from "~/config/locales"
  import type { JsonContent } from "~/content/registry"
  export const meta: Record<Locale, JsonContent<"blogPage">["meta"]>
  export const hero: Record<Locale, JsonContent<"blogPage">["hero"]>
  export const latest: Record<Locale, JsonContent<"blogPage">["latest"]>
  export const topics: Record<Locale, JsonContent<"blogPage">["topics"]>
  export const related: Record<Locale, JsonContent<"blogPage">["related"]>
  export const closing: Record<Locale, JsonContent<"blogPage">["closing"]>
  export const blogPage: Record<Locale, JsonContent<"blogPage">>
}

declare module "virtual:content/notFoundPage" {
  import type { Locale } from "~/config/locales"
  import type { JsonContent } from "~/content/registry"
  export const meta: Record<Locale, JsonContent<"notFoundPage">["meta"]>
  export const code: Record<Locale, JsonContent<"notFoundPage">["code"]>
  export const title: Record<Locale, JsonContent<"notFoundPage">["title"]>
  export const lede: Record<Locale, JsonContent<"notFoundPage">["lede"]>
  export const homeLink: Record<Locale, JsonContent<"notFoundPage">["homeLink"]>
  export const notFoundPage: Record<Locale, JsonContent<"notFoundPage">>
}

declare module "virtual:content/blog" {
  import type { Locale } from "~/config/locales"
  import type { MarkdownEntry } from "~/content/registry"
  export const blog: Record<Locale, MarkdownEntry<"blog">[]>
}

declare module "virtual:content/caseStudies" {
  import type { Locale } from "~/config/locales"
  import type { MarkdownEntry } from "~/content/registry"
  export const caseStudies: Record<Locale, MarkdownEntry<"caseStudies">[]>
}

declare module "virtual:content/industryPages" {
  import type { Locale } from "~/config/locales"
  import type { MarkdownEntry } from "~/content/registry"
  export const industryPages: Record<Locale, MarkdownEntry<"industryPages">[]>
}

declare module "virtual:content/servicePages" {
  import type { Locale } from "~/config/locales"
  import type { MarkdownEntry } from "~/content/registry"
  export const servicePages: Record<Locale, MarkdownEntry<"servicePages">[]>
}

declare module "virtual:content/legal" {
  import type { Locale } from "~/config/locales"
  import type { MarkdownEntry } from "~/content/registry"
  export const legal: Record<Locale, MarkdownEntry<"legal">[]>
}

declare module "virtual:content/accessibilityWords" {
  import type { Locale } from "~/config/locales"
  import type { Translation } from "~/content/interface/translation"
  import type { accessibilityWords as words } from "~/content/interface/accessibility"
  export const accessibilityWords: Record<Locale, Translation<typeof words>>
}

declare module "virtual:content/analyticsDisclosureWords" {
  import type { Locale } from "~/config/locales"
  import type { Translation } from "~/content/interface/translation"
  import type { analyticsDisclosureWords as words } from "~/content/interface/analytics"
  export const analyticsDisclosureWords: Record<Locale, Translation<typeof words>>
}

declare module "virtual:content/cookiesDisclosureWords" {
  import type { Locale } from "~/config/locales"
  import type { Translation } from "~/content/interface/translation"
  import type { cookiesDisclosureWords as words } from "~/content/interface/analytics"
  export const cookiesDisclosureWords: Record<Locale, Translation<typeof words>>
}

declare module "virtual:content/blogWords" {
  import type { Locale } from "~/config/locales"
  import type { Translation } from "~/content/interface/translation"
  import type { blogWords as words } from "~/content/interface/blog"
  export const blogWords: Record<Locale, Translation<typeof words>>
}

declare module "virtual:content/buyerPageWords" {
  import type { Locale } from "~/config/locales"
  import type { Translation } from "~/content/interface/translation"
  import type { buyerPageWords as words } from "~/content/interface/buyer-pages"
  export const buyerPageWords: Record<Locale, Translation<typeof words>>
}

declare module "virtual:content/caseStudyWords" {
  import type { Locale } from "~/config/locales"
  import type { Translation } from "~/content/interface/translation"
  import type { caseStudyWords as words } from "~/content/interface/case-studies"
  export const caseStudyWords: Record<Locale, Translation<typeof words>>
}

declare module "virtual:content/consentWords" {
  import type { Locale } from "~/config/locales"
  import type { Translation } from "~/content/interface/translation"
  import type { consentWords as words } from "~/content/interface/consent"
  export const consentWords: Record<Locale, Translation<typeof words>>
}

declare module "virtual:content/contactFormWords" {
  import type { Locale } from "~/config/locales"
  import type { Translation } from "~/content/interface/translation"
  import type { contactFormWords as words } from "~/content/interface/contact-form"
  export const contactFormWords: Record<Locale, Translation<typeof words>>
}

declare module "virtual:content/contactFormDisclosureWords" {
  import type { Locale } from "~/config/locales"
  import type { Translation } from "~/content/interface/translation"
  import type { contactFormDisclosureWords as words } from "~/content/interface/contact-form"
  export const contactFormDisclosureWords: Record<Locale, Translation<typeof words>>
}

declare module "virtual:content/leadDeliveryWords" {
  import type { Locale } from "~/config/locales"
  import type { Translation } from "~/content/interface/translation"
  import type { leadDeliveryWords as words } from "~/content/interface/contact-form"
  export const leadDeliveryWords: Record<Locale, Translation<typeof words>>
}

declare module "virtual:content/errorWords" {
  import type { Locale } from "~/config/locales"
  import type { Translation } from "~/content/interface/translation"
  import type { errorWords as words } from "~/content/interface/errors"
  export const errorWords: Record<Locale, Translation<typeof words>>
}

declare module "virtual:content/estimatorWords" {
  import type { Locale } from "~/config/locales"
  import type { Translation } from "~/content/interface/translation"
  import type { estimatorWords as words } from "~/content/interface/estimator"
  export const estimatorWords: Record<Locale, Translation<typeof words>>
}

declare module "virtual:content/layoutWords" {
  import type { Locale } from "~/config/locales"
  import type { Translation } from "~/content/interface/translation"
  import type { layoutWords as words } from "~/content/interface/layout"
  export const layoutWords: Record<Locale, Translation<typeof words>>
}

declare module "virtual:content/llmsWords" {
  import type { Locale } from "~/config/locales"
  import type { Translation } from "~/content/interface/translation"
  import type { llmsWords as words } from "~/content/interface/llms"
  export const llmsWords: Record<Locale, Translation<typeof words>>
}

declare module "virtual:content/notificationWords" {
  import type { Locale } from "~/config/locales"
  import type { Translation } from "~/content/interface/translation"
  import type { notificationWords as words } from "~/content/interface/notifications"
  export const notificationWords: Record<Locale, Translation<typeof words>>
}

declare module "virtual:content/phoneHoursWords" {
  import type { Locale } from "~/config/locales"
  import type { Translation } from "~/content/interface/translation"
  import type { phoneHoursWords as words } from "~/content/interface/phone-hours"
  export const phoneHoursWords: Record<Locale, Translation<typeof words>>
}

declare module "virtual:content/priceWords" {
  import type { Locale } from "~/config/locales"
  import type { Translation } from "~/content/interface/translation"
  import type { priceWords as words } from "~/content/interface/prices"
  export const priceWords: Record<Locale, Translation<typeof words>>
}

declare module "virtual:content/processWords" {
  import type { Locale } from "~/config/locales"
  import type { Translation } from "~/content/interface/translation"
  import type { processWords as words } from "~/content/interface/process"
  export const processWords: Record<Locale, Translation<typeof words>>
}

declare module "virtual:content/searchWords" {
  import type { Locale } from "~/config/locales"
  import type { Translation } from "~/content/interface/translation"
  import type { searchWords as words } from "~/content/interface/search"
  export const searchWords: Record<Locale, Translation<typeof words>>
}

declare module "virtual:content/shareCardWords" {
  import type { Locale } from "~/config/locales"
  import type { Translation } from "~/content/interface/translation"
  import type { shareCardWords as words } from "~/content/interface/share-card"
  export const shareCardWords: Record<Locale, Translation<typeof words>>
}

declare module "virtual:content/testimonialCarouselWords" {
  import type { Locale } from "~/config/locales"
  import type { Translation } from "~/content/interface/translation"
  import type { testimonialCarouselWords as words } from "~/content/interface/testimonial-carousel"
  export const testimonialCarouselWords: Record<Locale, Translation<typeof words>>
}

declare module "virtual:content/vendorWords" {
  import type { Locale } from "~/config/locales"
  import type { Translation } from "~/content/interface/translation"
  import type { vendorWords as words } from "~/content/interface/vendors"
  export const vendorWords: Record<Locale, Translation<typeof words>>
}

declare module "virtual:content/voiceWords" {
  import type { Locale } from "~/config/locales"
  import type { Translation } from "~/content/interface/translation"
  import type { voiceWords as words } from "~/content/interface/voice"
  export const voiceWords: Record<Locale, Translation<typeof words>>
}

declare module "virtual:content/bookingWords" {
  import type { Locale } from "~/config/locales"
  import type { Translation } from "~/content/interface/translation"
  import type { bookingWords as words } from "~/content/interface/voice"
  export const bookingWords: Record<Locale, Translation<typeof words>>
}
