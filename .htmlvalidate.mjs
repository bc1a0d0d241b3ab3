/**
 * html-validate's recommended rules for the built pages (tests/deploy/build-output.spec.ts),
 * less the ones about serialisation style: Astro and React write the markup, and the forms they
 * chose (`<link/>` or `<link>`, `charSet`, `async=""`) are all valid HTML.
 */
export default {
  extends: ["html-validate:recommended", "html-validate:document"],
  rules: {
    "void-style": "off",
    "attr-case": "off",
    "attribute-boolean-style": "off",
    "attribute-empty-style": "off",
    // React's generated ids (useId) start with an underscore, which HTML allows.
    "valid-id": ["error", { relaxed: true }],
    // Telephone links carry this class, so the number never breaks across lines.
    "tel-non-breaking": ["error", { ignoreClasses: ["whitespace-nowrap"] }],
    // Every script and stylesheet is the site's own; integrity matters for other origins.
    "require-sri": ["error", { target: "crossorigin" }],
    // Radix's accordion writes each answer as a <div role="region">, which is correct ARIA.
    "prefer-native-element": ["error", { exclude: ["region"] }],
  },
}
