import type { Field } from "@sveltia/cms"
import { z } from "astro/zod"
import { sharedKeys } from "~/content/translations"

/**
 * The content editor's form for a schema of app/content/schemas.ts: one field per key, with the
 * widget, limits and choices the schema checks, so the form and the build never disagree about
 * what a file holds. The form is read from the schema's JSON Schema (zod's `toJSONSchema`, the
 * shape an editor receives: what may be written, before any transform), where a pattern's
 * message travels as `errorMessage` (set with `.meta()` in the schemas). A rule the form cannot
 * express (six testimonials, one popular plan) is still checked by the build, which names the
 * file and the field.
 */
export function fieldsOf(schema: z.ZodType): Field[] {
  return objectFields(z.toJSONSchema(schema, jsonSchemaOptions) as JsonSchema)
}

/** A date has no JSON Schema type of its own: it is marked with a `format`, as a date string is. */
const jsonSchemaOptions: Parameters<typeof z.toJSONSchema>[1] = {
  io: "input",
  unrepresentable: "any",
  override: ({ zodSchema, jsonSchema }) => {
    if (zodSchema._zod.def.type === "date") jsonSchema.format = "date"
  },
}

/** The parts of JSON Schema that zod writes for the content schemas. */
interface JsonSchema {
  type?: "string" | "number" | "integer" | "boolean" | "object" | "array" | "null"
  properties?: Record<string, JsonSchema>
  required?: string[]
  items?: JsonSchema
  oneOf?: JsonSchema[]
  anyOf?: JsonSchema[]
  enum?: (string | number)[]
  const?: string | number | boolean
  default?: unknown
  format?: string
  minLength?: number
  maxLength?: number
  pattern?: string
  errorMessage?: string
  minimum?: number
  exclusiveMinimum?: number
  minItems?: number
  maxItems?: number
}

function objectFields(object: JsonSchema): Field[] {
  if (!object.properties) throw new Error("A form is made from an object schema")
  const required = new Set(object.required ?? [])
  return Object.entries(object.properties).map(([name, value]) => fieldOf(name, value, required.has(name)))
}

/** Keys whose text runs to sentences: edited in a box of several lines. */
const paragraphKeys = new Set(["description", "lede", "summary", "answer", "quote", "challenge", "solution", "alt"])

/** Labels that reading the key would get wrong. */
const labels: Record<string, string> = {
  id: "Id",
  cta: "Button",
  averageRoiPercent: "Average ROI (%)",
  meta: "Search result",
  useCases: "Use cases",
  faqContact: "Below the FAQ",
  pricingClosing: "Below the pricing table",
  publishedAt: "Published on",
  updatedAt: "Updated on",
  lastUpdated: "Last updated",
  sample: "Sample content",
  permission: "Client's permission to publish",
  givenBy: "Given by",
  placeholders: "Still to settle before launch",
}

/** What each key is for, where its name does not say. */
const hints: Record<string, string> = {
  id: "Lowercase words joined by hyphens, such as setup-time; unique in its list.",
  sample:
    "On: written as an example. A public build refuses to publish it and lists it with the rest (README, Before you launch). Replace the text with your own, then turn this off and save; a testimonial or client story then needs the client's permission below.",
  permission:
    "Required once Sample content is off: who at the client agreed to publish this, with their role, and the day. Kept as your record; never shown on the site.",
  givenBy: "Their name and role, such as Dana Whitfield, Managing Partner.",
  placeholders:
    "What the text still says on the template's behalf. Settle each with your lawyer, then remove it; a public build lists those left.",
  draft: "A draft is left out of the built site.",
  tags: "One to four, such as Customer Support; each topic gets a page listing its posts.",
  results: "Four figures, each up to 8 characters, such as 68% or 58 sec.",
  file: "The name of a picture in app/assets/services.",
  to: "A path of this site, such as /services or /#pricing.",
  popular: "Exactly one plan is marked as the most popular.",
  number: "Steps are numbered 1, 2, 3, 4 in the order they are listed.",
  solutionLinkLabel:
    "The link below each service; {service} stands for its name: Learn more about {service}. Put {service} first where the language would write it lowercase mid-sentence (Spanish: {service}: detalles y precios).",
}

/**
 * Added to the summary of an entry or list item that has a `sample` key: what the editor's lists
 * show beside a sample one (Sveltia's `ternary` transformation; its text may hold no quote or `|`).
 */
export const sampleFlag = "{{fields.sample | ternary(' · SAMPLE: replace before launch', '')}}"

/** "averageRoiPercent" → "Average roi percent"; overridden by `labels`. */
function labelOf(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase()
  return labels[name] ?? words.charAt(0).toUpperCase() + words.slice(1)
}

/**
 * Whether a field is written in each language (app/content/translations.ts): words are translated;
 * an id is copied, as the translation matches list items by it; numbers, choices, flags and the
 * shared keys live in the English file only.
 */
function translationOf(name: string, schema: JsonSchema): boolean | "duplicate" {
  if (name === "id") return "duplicate"
  if (sharedKeys.has(name)) return false
  if (schema.type === "number" || schema.type === "integer" || schema.type === "boolean") return false
  return hasWords(schema)
}

/** Whether a value of this schema holds any text a translation gives: not a choice, a date or a shared key. */
function hasWords(schema: JsonSchema): boolean {
  if (schema.const !== undefined || schema.enum || schema.format === "date") return false
  if (schema.type === "string") return true
  const choices = schema.oneOf ?? schema.anyOf
  if (choices) return choices.some(hasWords)
  if (schema.items) return hasWords(schema.items)
  if (schema.properties)
    return Object.entries(schema.properties).some(
      ([key, value]) => key !== "id" && !sharedKeys.has(key) && hasWords(value),
    )
  return false
}

function fieldOf(name: string, schema: JsonSchema, isRequired: boolean): Field {
  const common = {
    name,
    label: labelOf(name),
    i18n: translationOf(name, schema),
    ...(isRequired ? {} : { required: false }),
    ...(hints[name] ? { hint: hints[name] } : {}),
  }
  const choices = schema.oneOf ?? schema.anyOf
  // A value that may be null (a permission not yet recorded) is a field that may be left out.
  const [notNull, ...others] = choices?.filter((choice) => choice.type !== "null") ?? []
  if (notNull && others.length === 0 && choices?.length === 2) return fieldOf(name, notNull, false)
  if (schema.const !== undefined) return { ...common, widget: "hidden", default: schema.const as string | number }
  if (schema.enum) return { ...common, widget: "select", options: schema.enum.map(String) }
  if (schema.format === "date")
    return { ...common, widget: "datetime", format: "YYYY-MM-DD", time_format: false, picker_utc: true }
  if (choices) return { ...common, widget: "object", ...variableTypes(choices) }
  switch (schema.type) {
    case "string":
      return {
        ...common,
        widget: paragraphKeys.has(name) ? "text" : "string",
        ...((schema.minLength ?? 0) > 1 ? { minlength: schema.minLength } : {}),
        ...(schema.maxLength ? { maxlength: schema.maxLength } : {}),
        ...(schema.pattern ? { pattern: [schema.pattern, schema.errorMessage ?? "has the wrong form"] } : {}),
      }
    case "number":
    case "integer": {
      const isInt = schema.type === "integer"
      const min =
        schema.minimum ??
        (schema.exclusiveMinimum === undefined ? undefined : schema.exclusiveMinimum + (isInt ? 1 : Number.EPSILON))
      return { ...common, widget: "number", value_type: isInt ? "int" : "float", ...(min !== undefined ? { min } : {}) }
    }
    case "boolean":
      return {
        ...common,
        widget: "boolean",
        ...(schema.default !== undefined ? { default: schema.default as boolean, required: false } : {}),
      }
    case "object":
      return { ...common, widget: "object", fields: objectFields(schema) }
    case "array":
      return listField(common, schema)
    default:
      throw new Error(`The editor has no field for ${name} (${JSON.stringify(schema)})`)
  }
}

function listField(
  common: { name: string; label: string; required?: boolean; hint?: string },
  list: JsonSchema,
): Field {
  const limits = {
    ...(list.minItems !== undefined ? { min: list.minItems } : {}),
    ...(list.maxItems !== undefined ? { max: list.maxItems } : {}),
  }
  const item = list.items ?? {}
  const choices = item.oneOf ?? item.anyOf
  if (choices) return { ...common, widget: "list", ...limits, ...variableTypes(choices) }
  if (item.type === "object") {
    const keys = Object.keys(item.properties ?? {})
    const summaryKey = ["title", "name", "question", "author", "label", "industry", "metric"].find((key) =>
      keys.includes(key),
    )
    const flag = keys.includes("sample") ? sampleFlag : ""
    return {
      ...common,
      widget: "list",
      ...limits,
      ...(summaryKey ? { summary: `{{fields.${summaryKey}}}${flag}` } : {}),
      fields: objectFields(item),
    }
  }
  const singular = common.label.replace(/ies$/, "y").replace(/s$/, "")
  return { ...common, widget: "list", ...limits, field: { ...fieldOf("item", item, true), label: singular } }
}

/** A choice between shapes told apart by one key (a call to action's `kind`): one form per shape. */
function variableTypes(options: JsonSchema[]) {
  const constKeys = (option: JsonSchema) =>
    Object.entries(option.properties ?? {}).flatMap(([key, value]) => (value.const === undefined ? [] : [key]))
  const typeKey = constKeys(options[0] ?? {}).find((key) => options.every((option) => constKeys(option).includes(key)))
  if (!typeKey) throw new Error("A choice of shapes needs a key with a fixed value in each")
  return {
    typeKey,
    types: options.map((option) => {
      const kind = String(option.properties?.[typeKey]?.const)
      const fields = objectFields(option).filter((field) => field.name !== typeKey)
      return { name: kind, label: labelOf(kind.replace(/-(.)/g, (_, letter: string) => letter.toUpperCase())), fields }
    }),
  }
}
