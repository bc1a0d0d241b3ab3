import { readFileSync } from "node:fs"
import { parseEnv } from "node:util"
import { describe, expect, it } from "vitest"
import { envExample } from "./env-example"
import { settingVariables, type SettingVariable } from "./schema"

describe(".env.example", () => {
  const file = new URL("../../../.env.example", import.meta.url)

  it("is the schema written out: descriptions, groups and defaults", async () => {
    await expect(envExample()).toMatchFileSnapshot(
      "../../../.env.example",
      ".env.example differs from the settings' schema: rewrite it with `npx vitest run app/config/settings -u`",
    )
  })

  it("sets every variable of the schema to its default, and no other", () => {
    const defaults = Object.fromEntries(
      (Object.keys(settingVariables) as SettingVariable[]).map((name) => [name, settingVariables[name].default]),
    )
    expect(parseEnv(readFileSync(file, "utf8"))).toEqual(defaults)
  })
})
