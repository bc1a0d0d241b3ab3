import { describe, expect, it } from "vitest"
import { contentDeclarations } from "./read"

describe("the content registry", () => {
  it("declares every entry's module, typed from its schema, as the build writes it", async () => {
    await expect(contentDeclarations()).toMatchFileSnapshot("../content-modules.d.ts")
  })
})
