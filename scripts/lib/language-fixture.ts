/**
 * The third language of the fixture build (scripts/build-language-fixture.mjs): French as spoken
 * in the US, at /fr, in the shape of an entry of the locale list (app/config/locales.ts).
 */
export const fixtureLocale = { id: "fr", lang: "fr-US", openGraph: "fr_US", name: "Français", prefix: "/fr" } as const

/**
 * The words the fixture writes in its own language, over the copies of the Spanish ones: those a
 * visitor meets outside the page's text (the share card, what a screen reader calls the
 * carousel), so that a test can tell they come from the language's folder. Each is a whole
 * interface module of app/content/interface/fr/.
 */
export const fixtureWords = {
  shareCard: { callToAction: "Réservez une consultation gratuite" },
  carousel: { carousel: "Témoignages de clients", carouselRole: "carrousel", slideRole: "témoignage" },
} as const
