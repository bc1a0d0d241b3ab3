/** Set by the build (pipeline/inline-script.ts) in the inlined start-up script: whether an analytics provider is configured. */
declare const __ANALYTICS__: boolean
