import { contactFormWords as spanishForm } from "../../../app/content/interface/es/contact-form"
import { priceWords as spanishPrices } from "../../../app/content/interface/es/prices"
import { testimonialCarouselWords as spanishCarousel } from "../../../app/content/interface/es/testimonial-carousel"
import { contactFormWords as englishForm } from "../../../app/content/interface/contact-form"
import { priceWords as englishPrices } from "../../../app/content/interface/prices"
import { testimonialCarouselWords as englishCarousel } from "../../../app/content/interface/testimonial-carousel"
import { readListFile, readPageFile } from "../../../app/test/content-files"

/**
 * The site in each of its languages, for the specification's checks that run in both from one
 * parameterised test: where its pages are, its content (each translation merged over its English
 * file, as the build does) and its interface words.
 */
function language(locale: "en" | "es") {
  const prefix = locale === "en" ? "" : "/es"
  return {
    locale,
    name: locale === "en" ? "English" : "Spanish",
    /** A page's path in this language: "/" -> "/es", "/contact" -> "/es/contact". */
    path: (englishPath: string) => (prefix ? (englishPath === "/" ? prefix : `${prefix}${englishPath}`) : englishPath),
    pageCopy: { home: readPageFile("homePage", locale), contact: readPageFile("contactPage", locale) },
    lists: {
      faqs: readListFile("faqs", locale),
      plans: readListFile("plans", locale),
      testimonials: readListFile("testimonials", locale),
      services: readListFile("services", locale),
    },
    words: {
      carousel: locale === "en" ? englishCarousel.labels : spanishCarousel.labels,
      prices: locale === "en" ? englishPrices : spanishPrices,
      form: locale === "en" ? englishForm : spanishForm,
    },
  }
}

export const languages = [language("en"), language("es")] as const

export type Language = (typeof languages)[number]
