/// <reference types="astro/client" />

/** An entry and what it imports as one classic script, minified, for a page to inline (pipeline/inline-script.ts). */
declare module "*?inline-script" {
  const code: string
  export default code
}
