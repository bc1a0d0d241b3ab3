import type { Field } from "@sveltia/cms"
import type { z } from "astro/zod"
import { editorSchemaOf, translationOf } from "~/content/translations"

/**
 * Read from the schema's JSON Schema (what may be written, before any transform, with each field's
 * `.meta()`), so the form and the build never disagree. A rule the form cannot express (six
 * testimonials, one popular plan) is still checked by the build, which names the file and the field.
 */
export function fieldsOf(schema: z.ZodType): Field[] {
  return objectFields(editorSchemaOf(schema) as JsonSchema)
}

/** The parts of JSON Schema that zod writes for the content schemas, with what each field's `.meta()` adds. */
interface JsonSchema extends Pick<z.core.GlobalMeta, "label" | "hint" | "i18n" | "widget" | "errorMessage"> {
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

/** Sveltia's `ternary` transformation, whose text may hold no quote or `|`. */
export const sampleFlag = "{{fields.sample | ternary(' · SAMPLE: replace before launch', '')}}"

/** "averageRoiPercent" → "Average roi percent", where the field's meta gives no label. */
function labelOf(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

function fieldOf(name: string, schema: JsonSchema, isRequired: boolean): Field {
  const common = {
    name,
    label: schema.label ?? labelOf(name),
    i18n: translationOf(schema),
    ...(isRequired ? {} : { required: false }),
    ...(schema.hint ? { hint: schema.hint } : {}),
  }
  const choices = schema.oneOf ?? schema.anyOf
  // A value that may be null (a permission not yet recorded) is a field that may be left out.
  const [notNull, ...others] = choices?.filter((choice) => choice.type !== "null") ?? []
  if (notNull && others.length === 0 && choices?.length === 2) {
    const { label, hint, i18n } = schema
    return fieldOf(name, { ...notNull, label, hint, i18n }, false)
  }
  if (schema.const !== undefined) return { ...common, widget: "hidden", default: schema.const as string | number }
  if (schema.enum) return { ...common, widget: "select", options: schema.enum.map(String) }
  if (schema.format === "date")
    return { ...common, widget: "datetime", format: "YYYY-MM-DD", time_format: false, picker_utc: true }
  if (choices) return { ...common, widget: "object", ...variableTypes(choices) }
  switch (schema.type) {
    case "string":
      return {
        ...common,
        widget: schema.widget ?? "string",
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
