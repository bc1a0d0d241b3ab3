import { layoutWords } from "virtual:content/layoutWords"
import { paths, siteUrls } from "~/config/paths"
import { site } from "~/config/site"
import { isoDate } from "~/lib/format"
import { localeInfo, localeOfPath, locales, localizePath, type Locale } from "~/config/locales"
import { priceLabelsIn } from "~/lib/price-text"
import type { PostSummary } from "~/lib/collections"

import type { Faq, Money, NavLinkItem, PricingPlan, Service } from "~/content/types"

/**
 * schema.org descriptions of the agency and what it sells, for search engines (JSON-LD). Kept to
 * the properties that say something; every value comes from content and settings.
 */

const urls = siteUrls(site.url)

const organizationId = () => urls.url(paths.section(paths.home, "organization"))

/** The agency: a ProfessionalService, on every page, its country named in the page's language. */
export function organizationData(locale: Locale) {
  return {
    "@context": "https://schema.org",
    "@type": "ProfessionalService",
    "@id": organizationId(),
    name: site.name,
    url: urls.canonical(paths.home),
    logo: urls.url(paths.logo),
    // The share card of the page's language: the Spanish pages name /og/es/home.png.
    image: urls.ogImage(localizePath(paths.home, locale)),
    email: site.email,
    telephone: site.phone.e164,
    areaServed: { "@type": "Country", name: layoutWords[locale].structuredData.country },
    knowsLanguage: locales.map((locale) => localeInfo[locale].lang),
    // The phone hours (VITE_PHONE_HOURS) without their time zone: schema.org's times are local ones.
    openingHoursSpecification: {
      "@type": "OpeningHoursSpecification",
      dayOfWeek: site.openingHours.days,
      opens: site.openingHours.opens,
      closes: site.openingHours.closes,
    },
    priceRange: "$$",
  }
}

export function faqPageData(faqs: readonly Faq[], locale: Locale) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    inLanguage: localeInfo[locale].lang,
    mainEntity: faqs.map((faq) => ({
      "@type": "Question",
      name: faq.question,
      acceptedAnswer: { "@type": "Answer", text: faq.answer },
    })),
  }
}

/** The plans, as offers of the agency: monthly fee, with the setup fee beside it. */
export function plansData(plans: readonly PricingPlan[], locale: Locale) {
  return {
    "@context": "https://schema.org",
    "@type": "OfferCatalog",
    name: layoutWords[locale].structuredData.catalog,
    itemListElement: plans.map((plan) => ({
      "@type": "Offer",
      name: plan.name,
      description: plan.description,
      offeredBy: { "@id": organizationId() },
      ...(plan.price.kind === "fixed"
        ? {
            price: plan.price.monthlyFee.amount,
            priceCurrency: plan.price.monthlyFee.currency,
            priceSpecification: [
              monthlyPrice(plan.price.monthlyFee),
              {
                "@type": "PriceSpecification",
                name: layoutWords[locale].structuredData.setupFee,
                ...amount(plan.price.setupFee),
              },
            ],
          }
        : { priceSpecification: { "@type": "PriceSpecification", description: priceLabelsIn(locale).custom } }),
    })),
  }
}

export function servicesData(services: readonly Service[], locale: Locale) {
  return services.map((service) => ({
    "@context": "https://schema.org",
    "@type": "Service",
    inLanguage: localeInfo[locale].lang,
    url: urls.canonical(localizePath(paths.service(service.id), locale)),
    name: service.title,
    description: service.description,
    serviceType: service.title,
    provider: { "@id": organizationId() },
    areaServed: { "@type": "Country", name: layoutWords[locale].structuredData.country },
    offers: {
      "@type": "Offer",
      ...(service.pricing.kind === "from"
        ? {
            price: service.pricing.monthlyFee.amount,
            priceCurrency: service.pricing.monthlyFee.currency,
            priceSpecification: {
              ...monthlyPrice(service.pricing.monthlyFee),
              minPrice: service.pricing.monthlyFee.amount,
            },
          }
        : { priceSpecification: { "@type": "PriceSpecification", description: priceLabelsIn(locale).custom } }),
    },
  }))
}

/**
 * The service a page written for one kind of buyer describes: an industry's (for its audience) or a service's,
 * with its own address, and the agency as provider in the country it serves.
 */
export function pageServiceData(
  { path, name, description, audience }: { path: string; name: string; description: string; audience?: string },
  locale: Locale,
) {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    inLanguage: localeInfo[locale].lang,
    url: urls.canonical(path),
    name,
    description,
    provider: { "@id": organizationId() },
    areaServed: { "@type": "Country", name: layoutWords[locale].structuredData.country },
    ...(audience ? { audience: { "@type": "BusinessAudience", name: audience } } : {}),
  }
}

function amount(money: Money) {
  return { price: money.amount, priceCurrency: money.currency }
}

function monthlyPrice(money: Money) {
  return {
    "@type": "UnitPriceSpecification",
    ...amount(money),
    unitText: "MONTH",
    referenceQuantity: { "@type": "QuantitativeValue", value: 1, unitCode: "MON" },
  }
}

/** The same trail the page's breadcrumbs show, then the page itself. */
export function breadcrumbData(trail: readonly NavLinkItem[], current: NavLinkItem) {
  const locale = localeOfPath(current.to)
  const home = { label: layoutWords[locale].navigation.home, to: localizePath(paths.home, locale) }
  const crumbs = [home, ...trail, current]
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.label,
      item: urls.url(crumb.to),
    })),
  }
}

interface ArticleFacts {
  path: string
  headline: string
  description: string
  publishedAt?: Date
  updatedAt?: Date
  author?: { name: string; role: string }
  tags?: readonly string[]
}

export const postingData = (post: PostSummary) =>
  articleData("BlogPosting", {
    path: post.path,
    headline: post.title,
    description: post.description,
    publishedAt: post.publishedAt,
    updatedAt: post.updatedAt,
    author: post.author,
    tags: post.tags,
  })

/** A blog post (`BlogPosting`) or a client story (`Article`), written and published by the agency. */
export function articleData(type: "BlogPosting" | "Article", article: ArticleFacts) {
  const url = urls.canonical(article.path)
  return {
    "@context": "https://schema.org",
    "@type": type,
    "@id": paths.section(url, "article"),
    mainEntityOfPage: url,
    url,
    headline: article.headline,
    description: article.description,
    image: urls.ogImage(article.path),
    inLanguage: localeInfo[localeOfPath(article.path)].lang,
    ...(article.publishedAt ? { datePublished: isoDate(article.publishedAt) } : {}),
    ...(article.publishedAt ? { dateModified: isoDate(article.updatedAt ?? article.publishedAt) } : {}),
    author: article.author
      ? {
          "@type": "Person",
          name: article.author.name,
          jobTitle: article.author.role,
          worksFor: { "@id": organizationId() },
        }
      : { "@id": organizationId() },
    publisher: { "@id": organizationId() },
    ...(article.tags ? { keywords: article.tags.join(", ") } : {}),
  }
}
