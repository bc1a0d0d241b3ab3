/**
 * The third language of the fixture build (scripts/build-language-fixture.mjs): French as spoken
 * in the US, at /fr, in the shape of an entry of the locale list (app/config/locales.ts).
 */
export const fixtureLocale = { id: "fr", lang: "fr-US", openGraph: "fr_US", name: "Français", prefix: "/fr" } as const
