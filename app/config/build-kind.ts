/**
 * What a build is for, which decides whether it may publish the template's examples and be
 * indexed. The build decides it from its environment (pipeline/launch-check.ts); why these
 * three: docs/decisions/018-launch-safety.md. Imported by the build: keep imports relative.
 */
export type BuildKind =
  /**
   * The default, and `SITE_ENV=development`: the example's canonical URL and no host's production
   * signal. It may hold sample content and keeps every file search engines read, since it can be
   * indexed under no name but the example's.
   */
  | "example"
  /**
   * A public build that may still hold sample content (`ALLOW_SAMPLE_CONTENT=true`, or
   * `SITE_ENV=preview`): no page may be indexed, and the header says Preview.
   */
  | "preview"
  /** For the public web: it stops while anything is still the template's example. */
  | "public"

/** What a preview asks of search engines, in every page's head and every response's headers. */
export const previewRobots = "noindex, nofollow"
