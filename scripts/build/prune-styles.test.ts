import { describe, expect, it } from "vitest"
import { withoutAbsentControlParts, withoutUnreadProperties } from "./prune-styles"

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

describe("withoutAbsentControlParts", () => {
  const css =
    "@layer base{::file-selector-button{margin:0}::-webkit-datetime-edit-year-field{padding-block:0}" +
    "::-webkit-inner-spin-button,::-webkit-outer-spin-button{height:auto}::placeholder{opacity:1}input{font:inherit}}"

  it("drops the rules for parts of controls the page never has, and keeps every other rule", () => {
    expect(withoutAbsentControlParts(css, '<input type="text" name="email">')).toBe(
      "@layer base{::placeholder{opacity:1}input{font:inherit}}",
    )
  })

  it("keeps the rules for the parts of the controls the page's HTML or scripts name", () => {
    expect(withoutAbsentControlParts(css, '<input type="file"> createElement("input",{type:"number"})')).toBe(
      "@layer base{::file-selector-button{margin:0}::-webkit-inner-spin-button,::-webkit-outer-spin-button{height:auto}::placeholder{opacity:1}input{font:inherit}}",
    )
    expect(withoutAbsentControlParts(css, "<input type=date>")).toContain("::-webkit-datetime-edit-year-field")
  })
})
