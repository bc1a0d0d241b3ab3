import type { BuildKind } from "./build-kind"

/** Written here as a constant by the site's Astro integration. */
declare const __BUILD_KIND__: BuildKind

/** A public build that still holds sample content: its pages ask not to be indexed and say Preview. */
export const isPreviewBuild: boolean = __BUILD_KIND__ === "preview"
