import type { BuildKind } from "./build-kind"

/**
 * What this build is for, written here as a constant by the site's Astro integration
 * (pipeline/astro-integration.ts, from pipeline/launch-check.ts).
 */
declare const __BUILD_KIND__: BuildKind

/**
 * Whether this build is a preview: a public build that still holds sample content. Its pages ask
 * not to be indexed (lib/seo.ts) and its header shows a Preview label (layout/site-header.tsx).
 */
export const isPreviewBuild: boolean = __BUILD_KIND__ === "preview"
