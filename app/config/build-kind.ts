/**
 * Whether a build may publish the template's examples and be indexed (decision 018). An example
 * (the default) can be indexed under no name but the example's; a preview (SITE_ENV=preview or
 * ALLOW_SAMPLE_CONTENT=true) holds samples but is never indexed; a public build stops while
 * anything is still the template's. Imported by the build: keep imports relative.
 */
export type BuildKind = "example" | "preview" | "public"

/** In every page's head and every response's headers. */
export const previewRobots = "noindex, nofollow"
