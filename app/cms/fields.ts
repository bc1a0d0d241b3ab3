import type { Field } from "@sveltia/cms"
import { z } from "astro/zod"

/**
 * The content editor's form for a schema of app/content/schemas.ts: one field per key, with the
 * widget, limits and choices the schema checks, so the form and the build never disagree about
 * what a file holds. A rule the form cannot express (six testimonials, one popular plan) is still
 * checked by the build, which names the file and the field.
 */
export function fieldsOf(schema: z.ZodTypeAny): Field[] {
  const object = unwrap(schema).inner
  if (!(object instanceof z.ZodObject)) throw new Error("A form is made from an object schema")
  return Object.entries(object.shape as z.ZodRawShape).map(([name, value]) => fieldOf(name, value))
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
}

/** What each key is for, where its name does not say. */
const hints: Record<string, string> = {
  id: "Lowercase words joined by hyphens, such as setup-time; unique in its list.",
  sample: "On for text written as an example; turn it off once the text is the agency's own.",
  draft: "A draft is left out of the built site.",
  tags: "One to four, such as Customer Support; each topic gets a page listing its posts.",
  results: "Four figures, each up to 8 characters, such as 68% or 58 sec.",
  file: "The name of a picture in app/assets/services.",
  to: "A path of this site, such as /services or /#pricing.",
  popular: "Exactly one plan is marked as the most popular.",
  number: "Steps are numbered 1, 2, 3, 4 in the order they are listed.",
}

/** "averageRoiPercent" → "Average roi percent"; overridden by `labels`. */
function labelOf(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase()
  return labels[name] ?? words.charAt(0).toUpperCase() + words.slice(1)
}

/** The schema under optional(), default(), refine() and transform(), and what they said. */
function unwrap(schema: z.ZodTypeAny): { inner: z.ZodTypeAny; required: boolean; fallback?: unknown } {
  let inner = schema
  let required = true
  let fallback: unknown
  for (;;) {
    if (inner instanceof z.ZodOptional || inner instanceof z.ZodNullable) {
      required = false
      inner = inner.unwrap() as z.ZodTypeAny
    } else if (inner instanceof z.ZodDefault) {
      fallback = inner._def.defaultValue()
      inner = inner.removeDefault() as z.ZodTypeAny
    } else if (inner instanceof z.ZodEffects) {
      inner = inner.innerType() as z.ZodTypeAny
    } else return { inner, required, fallback }
  }
}

function fieldOf(name: string, schema: z.ZodTypeAny): Field {
  const { inner, required, fallback } = unwrap(schema)
  const common = {
    name,
    label: labelOf(name),
    ...(required ? {} : { required: false }),
    ...(hints[name] ? { hint: hints[name] } : {}),
  }
  if (inner instanceof z.ZodString) {
    const { min, max, pattern } = stringChecks(inner)
    return {
      ...common,
      widget: paragraphKeys.has(name) ? "text" : "string",
      ...(min > 1 ? { minlength: min } : {}),
      ...(max ? { maxlength: max } : {}),
      ...(pattern ? { pattern } : {}),
    }
  }
  if (inner instanceof z.ZodNumber) {
    const isInt = inner._def.checks.some((check) => check.kind === "int")
    const floor = inner._def.checks.find((check) => check.kind === "min")
    const min =
      floor && floor.kind === "min" ? floor.value + (floor.inclusive ? 0 : isInt ? 1 : Number.EPSILON) : undefined
    return { ...common, widget: "number", value_type: isInt ? "int" : "float", ...(min !== undefined ? { min } : {}) }
  }
  if (inner instanceof z.ZodBoolean)
    return {
      ...common,
      widget: "boolean",
      ...(fallback !== undefined ? { default: fallback as boolean, required: false } : {}),
    }
  if (inner instanceof z.ZodDate)
    return { ...common, widget: "datetime", format: "YYYY-MM-DD", time_format: false, picker_utc: true }
  if (inner instanceof z.ZodEnum) return { ...common, widget: "select", options: [...(inner.options as string[])] }
  if (inner instanceof z.ZodLiteral) return { ...common, widget: "hidden", default: inner.value as string | number }
  if (inner instanceof z.ZodObject) return { ...common, widget: "object", fields: fieldsOf(inner) }
  if (inner instanceof z.ZodDiscriminatedUnion) return { ...common, widget: "object", ...variableTypes(inner) }
  if (inner instanceof z.ZodArray) return listField(common, inner)
  throw new Error(`The editor has no field for ${name} (${inner.constructor.name})`)
}

function listField(
  common: { name: string; label: string; required?: boolean; hint?: string },
  list: z.ZodArray<z.ZodTypeAny>,
): Field {
  const { minLength, maxLength, exactLength } = list._def
  const limits = {
    ...(exactLength ? { min: exactLength.value, max: exactLength.value } : {}),
    ...(minLength ? { min: minLength.value } : {}),
    ...(maxLength ? { max: maxLength.value } : {}),
  }
  const { inner: item } = unwrap(list.element)
  if (item instanceof z.ZodDiscriminatedUnion) return { ...common, widget: "list", ...limits, ...variableTypes(item) }
  if (item instanceof z.ZodObject) {
    const keys = Object.keys(item.shape as z.ZodRawShape)
    const summaryKey = ["title", "name", "question", "author", "label", "industry", "metric"].find((key) =>
      keys.includes(key),
    )
    return {
      ...common,
      widget: "list",
      ...limits,
      ...(summaryKey ? { summary: `{{fields.${summaryKey}}}` } : {}),
      fields: fieldsOf(item),
    }
  }
  const singular = common.label.replace(/ies$/, "y").replace(/s$/, "")
  return { ...common, widget: "list", ...limits, field: { ...fieldOf("item", list.element), label: singular } }
}

/** A choice between shapes told apart by one key (a call to action's `kind`): one form per shape. */
function variableTypes(union: z.ZodDiscriminatedUnion<string, z.ZodObject<z.ZodRawShape>[]>) {
  const typeKey = union.discriminator
  return {
    typeKey,
    types: union.options.map((option) => {
      const kind = String((option.shape[typeKey] as z.ZodLiteral<string>).value)
      const fields = fieldsOf(option).filter((field) => field.name !== typeKey)
      return { name: kind, label: labelOf(kind.replace(/-(.)/g, (_, letter: string) => letter.toUpperCase())), fields }
    }),
  }
}

function stringChecks(schema: z.ZodString): { min: number; max?: number; pattern?: [string, string] } {
  let min = 0
  let max: number | undefined
  let pattern: [string, string] | undefined
  for (const check of schema._def.checks) {
    if (check.kind === "min") min = Math.max(min, check.value)
    if (check.kind === "max") max = check.value
    if (check.kind === "regex") pattern = [check.regex.source, check.message ?? "has the wrong form"]
  }
  return { min, max, pattern }
}
