import { readdirSync } from "node:fs"
import path from "node:path"
import type { Field } from "@sveltia/cms"
import type { z } from "astro/zod"
import { describe, expect, it } from "vitest"
import { contentRegistry, rowsOf } from "~/content/registry"
import { blogPostSchema, caseStudySchema, industryPageSchema, servicePageSchema } from "~/content/schemas"
import { sharedFieldsOf } from "~/content/translations"
import { cmsConfig } from "./config"

/** The editor writes what the build reads: every content file has a form, made from its schema. */
const config = cmsConfig({
  url: "https://www.example.com",
  cms: { repository: "acme/agency-site", branch: "main", authUrl: "https://auth.example.com" },
})

const root = path.resolve(import.meta.dirname, "../..")
const collections = config.collections ?? []
const fieldNames = (fields: readonly { name: string }[] | undefined) => (fields ?? []).map((field) => field.name).sort()
const keysOf = (shape: Record<string, unknown>) => Object.keys(shape).sort()

const folderCollection = (name: string) => {
  const collection = collections.find((entry) => entry.name === name)
  if (!collection || !("folder" in collection)) throw new Error(`No folder collection ${name}`)
  return collection
}

const editorFiles = collections.flatMap((collection) => ("files" in collection ? collection.files : []))

/** A field found by its path of names: "plans", "price". */
function fieldAt(fields: readonly Field[] | undefined, ...names: string[]): Field {
  const [name, ...rest] = names
  const field = fields?.find((candidate) => candidate.name === name)
  if (!field) throw new Error(`No field ${name}`)
  return rest.length === 0 ? field : fieldAt("fields" in field ? field.fields : undefined, ...rest)
}

/** The shapes a field offers to choose from (a call to action's kinds), by name. */
const typesOf = (field: Field): { name: string; fields?: Field[] }[] => ("types" in field ? (field.types ?? []) : [])

/** Every field of every form, nested ones and each shape's of a choice too. */
const everyField = (fields: readonly Field[]): Field[] =>
  fields.flatMap((field) => [
    field,
    ...everyField("fields" in field ? (field.fields ?? []) : []),
    ...everyField("field" in field && field.field ? [field.field] : []),
    ...typesOf(field).flatMap((type) => everyField(type.fields ?? [])),
  ])

/** The places of a form's fields the editor keeps in the English file only: "plans.*.price". */
function sharedPlaces(fields: readonly Field[], at: string[] = []): Set<string> {
  const places = new Set<string>()
  for (const field of fields) {
    const place = [...at, field.name]
    if (field.i18n === false) places.add(place.join("."))
    const items = field.widget === "list" ? [...place, "*"] : place
    // A choice of shapes keeps its kind in the key it is told apart by, which is no field of its own.
    if ("typeKey" in field && field.typeKey) places.add([...items, field.typeKey].join("."))
    const nested = [
      ...("fields" in field ? (field.fields ?? []) : []),
      ...typesOf(field).flatMap((type) => type.fields ?? []),
    ]
    for (const inner of sharedPlaces(nested, items)) places.add(inner)
    if ("field" in field && field.field)
      for (const inner of sharedPlaces([{ ...field.field, name: "" }], items)) places.add(inner.replace(/\.$/, ""))
  }
  return places
}

/** Whether a field holds words: text, or a list or object with text in it. */
const holdsText = (field: Field): boolean =>
  field.widget === "string" || field.widget === "text" || everyField([field]).slice(1).some(holdsText)

/** The form of a content file, by its English path (the editor's path has the language's folder). */
const fileFields = (file: string) =>
  editorFiles.find((entry) => entry.file === file.replace(/^app\/content\//, "app/content/{{locale}}/"))?.fields

describe("the content editor's configuration", () => {
  it("saves to the configured repository and branch, signing in through the configured helper", () => {
    expect(config.backend).toEqual({
      name: "github",
      repo: "acme/agency-site",
      branch: "main",
      base_url: "https://auth.example.com",
    })
  })

  it("edits every content file of the site", () => {
    const onDisk = readdirSync(path.join(root, "app/content"), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && /\.(json|md)$/.test(entry.name))
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    // Each path with {{locale}} stands for the English file (without the folder) and the Spanish one.
    const filesInEachLanguage = (template: string) => [
      template.replace("{{locale}}/", ""),
      template.replace("{{locale}}", "es"),
    ]
    const folders = collections.flatMap((collection) =>
      "folder" in collection ? filesInEachLanguage(collection.folder) : [],
    )
    const files = editorFiles.flatMap((entry) => filesInEachLanguage(entry.file))
    const edited = (file: string) => files.includes(file) || folders.includes(path.dirname(file))
    expect(onDisk.length).toBeGreaterThan(30)
    expect(onDisk.filter((file) => !edited(file))).toEqual([])
    for (const file of files) expect(onDisk, file).toContain(file)
  })

  it("edits blog posts and client stories with exactly the fields their schemas read, plus the body", () => {
    expect(fieldNames(folderCollection("blog").fields)).toEqual([...keysOf(blogPostSchema.shape), "body"].sort())
    expect(fieldNames(folderCollection("caseStudies").fields)).toEqual(
      [...keysOf(caseStudySchema.shape), "body"].sort(),
    )
  })

  it("edits each industry's and each service's page, both languages side by side, neither added nor deleted there", () => {
    for (const [name, schema, preview] of [
      ["industryPages", industryPageSchema, "industries/{{slug}}"],
      ["servicePages", servicePageSchema, "services/{{slug}}"],
    ] as const) {
      const collection = folderCollection(name)
      expect(fieldNames(collection.fields)).toEqual([...keysOf(schema.shape), "body"].sort())
      expect(collection).toMatchObject({ i18n: true, create: false, delete: false, preview_path: preview })
      expect(collection.folder).toBe(
        `${contentRegistry[name].folder.replace("app/content/", "app/content/{{locale}}/")}`,
      )
    }
  })

  it.each(rowsOf("list"))("edits the %s list with its items' fields", (key, list) => {
    const listField = fieldAt(fileFields(list.file), key)
    expect(listField.widget).toBe("list")
    const items = list.schema.shape[key as keyof typeof list.schema.shape] as unknown as z.ZodArray<z.ZodObject>
    expect(fieldNames("fields" in listField ? listField.fields : [])).toEqual(keysOf(items.element.shape))
  })

  it.each(rowsOf("page").map(([, row]) => [row.page, row.schema] as const))(
    "edits the %s page's copy with its schema's fields",
    (page, schema) => {
      expect(fieldNames(fileFields(`app/content/pages/${page}.json`))).toEqual(keysOf(schema.shape))
    },
  )
})

describe("the forms made from the schemas", () => {
  it("hold the specification's lists of six at six", () => {
    expect(fieldAt(fileFields(contentRegistry.testimonials.file), "testimonials")).toMatchObject({ min: 6, max: 6 })
    expect(fieldAt(fileFields(contentRegistry.faqs.file), "faqs")).toMatchObject({ min: 6, max: 6 })
    expect(fieldAt(fileFields(contentRegistry.plans.file), "plans")).toMatchObject({ min: 3, max: 3 })
  })

  it("offer a plan's price as fixed fees in whole dollars or custom pricing", () => {
    const price = fieldAt(fileFields(contentRegistry.plans.file), "plans", "price")
    expect(price).toMatchObject({ widget: "object", typeKey: "kind" })
    const types = typesOf(price)
    expect(types.map((type) => type.name)).toEqual(["fixed", "custom"])
    expect(types[0]?.fields).toEqual([
      { name: "setupFee", label: "Setup fee", i18n: false, widget: "number", value_type: "int", min: 1 },
      { name: "monthlyFee", label: "Monthly fee", i18n: false, widget: "number", value_type: "int", min: 1 },
    ])
  })

  it("offer each kind of call to action, a page link limited to the site's paths", () => {
    const button = fieldAt(fileFields(contentRegistry.services.file), "services", "cta")
    const types = typesOf(button)
    expect(types.map((type) => type.name)).toEqual([
      "book-call",
      "watch-demo",
      "voice-call",
      "voice-call-or-book",
      "email",
      "phone",
      "page",
    ])
    expect(types.find((type) => type.name === "page")?.fields).toContainEqual(
      expect.objectContaining({
        name: "to",
        widget: "string",
        pattern: [expect.any(String), expect.stringMatching(/path of this site/)],
      }),
    )
  })

  it("carry the schema's limits and choices: lengths, icons, fixed values, defaults", () => {
    const post = folderCollection("blog").fields
    expect(fieldAt(post, "title")).toMatchObject({ widget: "string", maxlength: 70 })
    expect(fieldAt(post, "description")).toMatchObject({ widget: "text", minlength: 50, maxlength: 160 })
    expect(fieldAt(post, "tags")).toMatchObject({ widget: "list", min: 1, max: 4 })
    expect(fieldAt(post, "draft")).toMatchObject({ widget: "boolean", default: false, required: false })
    expect(fieldAt(post, "updatedAt")).toMatchObject({ widget: "datetime", required: false })
    expect(fieldAt(fileFields(contentRegistry.testimonials.file), "testimonials", "rating")).toMatchObject({
      widget: "hidden",
      default: 5,
    })
    expect(fieldAt(fileFields(contentRegistry.benefits.file), "benefits", "icon")).toMatchObject({
      widget: "select",
      options: expect.arrayContaining(["clock", "piggy-bank", "trending-up"]),
    })
  })

  it("translates the words side by side, and keeps numbers, choices and ids in the English file", () => {
    expect(config.i18n).toMatchObject({
      locales: ["en", "es"],
      default_locale: "en",
      omit_default_locale_from_file_path: true,
    })
    const plans = fieldAt(fileFields(contentRegistry.plans.file), "plans")
    expect(plans).toMatchObject({ i18n: true })
    expect(fieldAt(fileFields(contentRegistry.plans.file), "plans", "name")).toMatchObject({ i18n: true })
    expect(fieldAt(fileFields(contentRegistry.plans.file), "plans", "id")).toMatchObject({ i18n: "duplicate" })
    expect(fieldAt(fileFields(contentRegistry.plans.file), "plans", "price")).toMatchObject({ i18n: false })
    expect(fieldAt(fileFields(contentRegistry.plans.file), "plans", "popular")).toMatchObject({ i18n: false })
    expect(fieldAt(fileFields(contentRegistry.testimonials.file), "testimonials", "rating")).toMatchObject({
      i18n: false,
    })
    expect(folderCollection("blog").folder).toBe("app/content/{{locale}}/blog")
  })

  it("shares between the languages exactly the fields, at their places, that the translation merge shares", () => {
    const forms = [
      ...[...rowsOf("list"), ...rowsOf("page")].map(([, row]) => [row.file, fileFields(row.file), row.schema] as const),
      ...(["blog", "caseStudies", "industryPages", "servicePages"] as const).map(
        (name) => [name, folderCollection(name).fields, contentRegistry[name].schema] as const,
      ),
    ]
    for (const [form, fields, schema] of forms)
      expect([...sharedPlaces(fields ?? [])].sort(), form).toEqual([...sharedFieldsOf(schema)].sort())
    const withText = forms.flatMap(([, fields]) => everyField(fields ?? [])).filter((field) => field.i18n === false)
    expect(withText.filter(holdsText).length).toBeGreaterThan(0)
  })
})
