import js from "@eslint/js"
import jsxA11y from "eslint-plugin-jsx-a11y"
import reactHooks from "eslint-plugin-react-hooks"
import globals from "globals"
import tseslint from "typescript-eslint"

export default tseslint.config(
  {
    ignores: ["build/", "build-*/", ".astro/", "node_modules/", "test-results/", "playwright-report/", "reports/"],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.strict.rules,
    },
  },
  {
    files: ["**/*.mjs", "**/*.js"],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Imports run one way: pages -> islands -> sections -> ui. Primitives know nothing of the site, and
    // content is data that imports only its own types and assets.
    files: ["app/components/ui/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["~/content/*", "~/config/*", "~/components/sections/*", "~/pages/*", "~/islands/*"],
              message: "ui/ primitives know nothing of the site.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["app/content/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["~/components/*", "~/pages/*", "~/islands/*", "~/lib/*", "~/config/*", "react"],
              message: "Content is data: it imports only its own types and assets.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["app/components/sections/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["~/pages/*", "~/islands/*"], message: "Sections do not import pages or islands." }] },
      ],
    },
  },
)
