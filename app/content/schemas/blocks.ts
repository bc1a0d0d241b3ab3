import { z } from "astro/zod"

declare module "zod/v4/core" {
  /** What the content editor's form takes from a field besides its check, where the key alone would say it wrong. */
  interface GlobalMeta {
    /** "Button" for `cta`. */
    label?: string
    hint?: string
    /**
     * false for what the English file holds for both (a path, a record), "duplicate" for an id a
     * translation copies to match its list items. Numbers, choices and flags are never translated.
     */
    i18n?: boolean | "duplicate"
    /** Edited in a box of several lines. */
    widget?: "text"
    /** What the form says when a value does not match the field's pattern. */
    errorMessage?: string
  }
}

/** Kept beside the schemas, which refuse any other name; `icons` maps each to its drawing. */
export const iconNames = [
  "bot",
  "workflow",
  "target",
  "plug",
  "clock",
  "piggy-bank",
  "trending-up",
  "scale",
  "house",
  "shopping-cart",
  "heart-pulse",
  "landmark",
  "cpu",
  "search",
  "wrench",
  "rocket",
  "chart",
  "shield-check",
  "headphones",
  "calendar",
  "message",
  "mail",
  "phone",
  "zap",
  "users",
  "lock",
  "badge-check",
  "refresh",
] as const

export type IconName = (typeof iconNames)[number]

export interface Money {
  amount: number
  currency: "USD"
}

/** A fee in whole US dollars, as editors write it ("18000"), for the site's `Money`. */
export const dollars = z
  .number({
    error: (issue) =>
      issue.input === undefined ? "must be given, in whole US dollars" : "must be a number of US dollars, such as 1200",
  })
  .int("must be whole US dollars")
  .positive("must be more than 0")
  .transform((amount): Money => ({ amount, currency: "USD" }))

export const text = z.string().trim().min(1, "must not be empty")

/** Words that run to sentences: the editor gives them a box of several lines. */
export const paragraph = text.meta({ widget: "text" })

/** The message also reaches the content editor's form. */
export const matching = (base: z.ZodString, pattern: RegExp, message: string) =>
  base.regex(pattern, message).meta({ errorMessage: message })

/** As YAML writes it: 2026-09-15. */
export const day = z.coerce.date({ error: "must be a date such as 2026-09-15" })

/** Content for the agency to replace before launch: a public build refuses to publish it (decision 018). */
export const sample = z.boolean().default(false).meta({
  label: "Sample content",
  hint: "On: written as an example. A public build refuses to publish it and lists it with the rest (docs/before-you-launch.md). Replace the text with your own, then turn this off and save; a testimonial or client story then needs the client's permission below.",
})

/**
 * The agency's proof of a client's permission, never shown (a quote nobody gave is a fake
 * testimonial). Sveltia CMS 0.221 writes `null` for an optional object nobody has added.
 */
export const recordedPermission = z
  .object({
    givenBy: text.meta({ label: "Given by", hint: "Their name and role, such as Dana Whitfield, Managing Partner." }),
    date: day,
  })
  .strict()
  .nullable()
  .optional()
  .meta({
    label: "Client's permission to publish",
    hint: "Required once Sample content is off: who at the client agreed to publish this, with their role, and the day. Kept as your record; never shown on the site.",
    i18n: false,
  })

/** Only sample content may be published without the client's recorded permission. */
export const hasPermissionUnlessSample = (entry: { sample: boolean; permission?: unknown }) =>
  entry.sample || (entry.permission !== undefined && entry.permission !== null)

/** `what`: "a testimonial", "a client story". */
export const permissionMissing = (what: string) => ({
  path: ["permission"],
  message: `is required for ${what} that is not sample content: record who at the client agreed to publish it, and the day (givenBy, date); it stays in the file and is never shown`,
})

/** A stable kebab-case name: a React key, a DOM anchor and a test handle. A translation copies it. */
export const id = matching(
  z.string(),
  /^[a-z0-9]+(-[a-z0-9]+)*$/,
  "must be lowercase words joined by hyphens, such as dana-whitfield",
).meta({
  label: "Id",
  hint: "Lowercase words joined by hyphens, such as setup-time; unique in its list.",
  i18n: "duplicate",
})

export const icon = z.enum(iconNames, { error: `must be one of the site's icons: ${iconNames.join(", ")}` })

export const numberWords = ["zero", "one", "two", "three", "four", "five", "six"]

/** "must list exactly five features". */
export const exactly = (count: number, words: string) =>
  z.array(text).length(count, `must list exactly ${numberWords[count]} ${words}`)

export const uniqueIds = (items: readonly { id: string }[]) =>
  new Set(items.map((item) => item.id)).size === items.length
