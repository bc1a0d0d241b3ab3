/** The vendors a passage can depend on: set by the vendor table's `conditionsOn` (app/lib/vendors.ts). */
export type VendorCondition = "voice" | "analytics" | "consent" | "leads"

/**
 * A passage of content that speaks of a vendor is kept only when the setting that switches the vendor on is on:
 * `{if voice}Talk to our assistant.{/if}`, and its contrary, `{if no voice}...{/if}`. The conditions are the vendor
 * table's (`conditionsOn` in app/lib/vendors.ts): voice, analytics, consent (analytics that asks first), leads.
 * The build applies it to every text of the JSON content and to the legal pages; an unknown condition or an `{if`
 * left open stops it, naming the passage. The build imports this: keep imports relative.
 */
export function keepForVendors(
  text: string,
  on: Readonly<Record<VendorCondition, boolean>>,
  where = "content",
): string {
  if (!text.includes("{")) return text
  const kept = text.replace(passage, (whole, no: string | undefined, condition: string, inner: string) => {
    if (!(condition in on))
      throw new Error(
        `${where}: "${whole.slice(0, 40)}" names the condition ${condition}; the conditions are ${Object.keys(on).join(", ")}`,
      )
    return on[condition as VendorCondition] !== Boolean(no) ? inner : ""
  })
  const stray = /\{\/?if\b[^}]*\}/.exec(kept)
  if (stray) throw new Error(`${where}: ${stray[0]} has no pair; a passage is {if voice}...{/if}, not nested`)
  return kept
}

const passage = /\{if (no )?([a-z]+)\}((?:(?!\{\/?if\b)[\s\S])*)\{\/if\}/g

/** Every text in a piece of JSON content, each passage kept or dropped. */
export function keepForVendorsIn<Value>(
  value: Value,
  on: Readonly<Record<VendorCondition, boolean>>,
  where: string,
): Value {
  if (typeof value === "string") return keepForVendors(value, on, where) as Value
  if (Array.isArray(value))
    return value.map((item, index) => keepForVendorsIn(item, on, `${where} › ${index}`)) as Value
  if (typeof value !== "object" || value === null) return value
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, keepForVendorsIn(item, on, `${where} › ${key}`)]),
  ) as Value
}
