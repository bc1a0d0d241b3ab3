import js from "@eslint/js"
import astro from "eslint-plugin-astro"
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
  // .astro files: their front matter as TypeScript, their markup under the same accessibility rules as the app's JSX.
  ...astro.configs["flat/recommended"],
  ...astro.configs["flat/jsx-a11y-strict"],
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
  // Imports run one way: pages -> layouts (with start/ and deferred/, the page's own scripts) -> islands ->
  // sections -> components -> ui; lib and config sit below the components, content is data at the
  // bottom, and cms/ is the editor's, which only pages and the build read. Each layer names the
  // folders of app/ it may not import (a pattern starting with ^ is used as it is); tests may
  // compose any layers they check.
  ...importWalls({
    // Pages compose; the editor's page is added by the build (pipeline/), never imported by one.
    "app/pages": ["cms"],
    "app/layouts": ["pages"],
    "app/start": ["pages", "layouts", "islands", "components/sections", "cms", "deferred"],
    // What loads after the first paint or on first use: the start-up code never waits on it.
    "app/deferred": ["pages", "layouts", "start", "islands", "components/sections", "cms"],
    "app/islands": ["pages", "layouts", "start", "cms"],
    "app/components/sections": ["pages", "layouts", "start", "islands", "cms"],
    "app/components/ui": ["pages", "layouts", "start", "islands", "components/(?!ui/)", "cms", "config", "content"],
    "app/components": ["pages", "layouts", "start", "islands", "components/sections", "cms"],
    "app/cms": ["pages", "layouts", "start", "islands", "components"],
    "app/lib": ["pages", "layouts", "start", "islands", "components", "cms"],
    "app/config": ["pages", "layouts", "start", "islands", "components", "cms", "lib"],
    // Content is data: its own types and assets, and the locale list it is written in.
    "app/content": [
      "pages",
      "layouts",
      "start",
      "islands",
      "components",
      "cms",
      "lib",
      "config/(?!locales$)",
      "^react$",
    ],
  }),
)

/**
 * One `no-restricted-imports` entry a layer: the files of each folder (but those of a folder
 * below it that has an entry of its own) may not import the folders of app/ named, written
 * `~/folder/…` or `../folder/…`.
 */
function importWalls(layers) {
  const folders = Object.keys(layers)
  const regexOf = (name) =>
    name.startsWith("^") ? name : String.raw`^(~|\.\.(/\.\.)*)/${name}${/^[\w/-]+$/.test(name) ? "(/|$)" : ""}`
  return folders.map((folder) => ({
    files: [`${folder}/**/*.{ts,tsx,astro}`],
    ignores: [
      "**/*.test.{ts,tsx}",
      ...folders.filter((other) => other.startsWith(`${folder}/`)).map((other) => `${other}/**`),
    ],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: layers[folder].map((name) => ({
            regex: regexOf(name),
            message: `${folder.slice(4)}/ does not import ${name.startsWith("^") ? name.slice(1, -1) : `${name.replace(/\/?\(.*/, "")}/`}: imports run pages -> layouts -> islands -> sections -> components -> ui, over lib, config and content.`,
          })),
        },
      ],
    },
  }))
}
