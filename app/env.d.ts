/// <reference types="astro/client" />

/** A script's code, minified, for a page to inline (scripts/build/astro-integration.ts). */
declare module "*?inline-script" {
  const code: string
  export default code
}
