import { describe, expect, it } from "vitest"
import { withoutUnreadProperties } from "./prune-styles"

describe("withoutUnreadProperties", () => {
  it("keeps the registration and fallback of custom properties a rule reads, and drops the rest", () => {
    const css =
      "@layer properties{@supports (x){*,:before,:after,::backdrop{--tw-translate-x:0;--tw-blur:initial;--tw-shadow:0 0 #0000}}}" +
      ".shadow{--tw-shadow:0 1px #000;box-shadow:var(--tw-shadow)}.move{translate:var(--tw-translate-x) 0}" +
      '@property --tw-translate-x{syntax:"*";inherits:false;initial-value:0}@property --tw-blur{syntax:"*";inherits:false}' +
      '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}'
    expect(withoutUnreadProperties(css)).toBe(
      "@layer properties{@supports (x){*,:before,:after,::backdrop{--tw-translate-x:0;--tw-shadow:0 0 #0000}}}" +
        ".shadow{--tw-shadow:0 1px #000;box-shadow:var(--tw-shadow)}.move{translate:var(--tw-translate-x) 0}" +
        '@property --tw-translate-x{syntax:"*";inherits:false;initial-value:0}' +
        '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
    )
  })
})
