import { contactFormWords } from "virtual:content/contactFormWords"
import { priceWords } from "virtual:content/priceWords"
import { testimonialCarouselWords } from "virtual:content/testimonialCarouselWords"
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
      carousel: testimonialCarouselWords[locale].labels,
      prices: priceWords[locale],
      form: contactFormWords[locale],
    },
  }
}

export const languages = [language("en"), language("es")] as const

export type Language = (typeof languages)[number]
