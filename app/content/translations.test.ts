import { describe, expect, it } from "vitest"
import { contentRegistry } from "./registry"
import { mergeTranslation, translated } from "./translations"

const schema = contentRegistry.plans.schema

/** A plans file as the agency writes it, in English. */
const english = {
  plans: [
    {
      id: "starter",
      name: "Starter",
      price: { kind: "fixed", setupFee: 999, monthlyFee: 500 },
      features: ["1 automated workflow", "Email support"],
      popular: false,
      cta: { kind: "page", label: "Get Started", to: "/#pricing" },
    },
  ],
}

/** Its Spanish translation: the words only. */
const spanish = {
  plans: [
    {
      id: "starter",
      name: "Starter",
      features: ["1 flujo de trabajo automatizado", "Soporte por correo electrónico"],
      cta: { label: "Comenzar" },
    },
  ],
}

describe("a translation merged over its English file", () => {
  it("gives the translation's words and the English file's numbers, choices and flags", () => {
    const { merged, problems } = mergeTranslation(english, spanish, "es", schema)
    expect(problems).toEqual([])
    expect(merged).toEqual({
      plans: [
        {
          id: "starter",
          name: "Starter",
          price: { kind: "fixed", setupFee: 999, monthlyFee: 500 },
          features: ["1 flujo de trabajo automatizado", "Soporte por correo electrónico"],
          popular: false,
          cta: { kind: "page", label: "Comenzar", to: "/es#pricing" },
        },
      ],
    })
  })

  it("names each field a translation is missing, with the English words to translate", () => {
    const { problems } = mergeTranslation(
      english,
      { plans: [{ id: "starter", features: ["Uno", "Dos"] }] },
      "es",
      schema,
    )
    expect(problems).toEqual(['plans.0.name: is missing: translate "Starter"', "plans.0.cta: is missing"])
  })

  it("refuses a price, a flag or a field the English file does not have, so the two never disagree", () => {
    const withPrice = structuredClone(spanish) as { plans: Record<string, unknown>[] }
    Object.assign(withPrice.plans[0] ?? {}, { price: { setupFee: 1 }, popular: true, tagline: "Nuevo" })
    expect(mergeTranslation(english, withPrice, "es", schema).problems).toEqual([
      "plans.0.price: is shared by both languages: change it in the English file, and leave it out here",
      "plans.0.popular: is shared by both languages: change it in the English file, and leave it out here",
      "plans.0.tagline: is not in the English file; a translation holds the English file's fields only",
    ])
  })

  it("holds a list to the English file's length and its items to their ids", () => {
    const shorter = { plans: [{ ...spanish.plans[0], features: ["Uno"] }] }
    expect(mergeTranslation(english, shorter, "es", schema).problems).toEqual([
      "plans.0.features: lists 1; the English file lists 2, in the same order",
    ])
    const renamed = { plans: [{ ...spanish.plans[0], id: "inicial" }] }
    expect(mergeTranslation(english, renamed, "es", schema).problems).toEqual([
      'plans.0.id: is "inicial"; the English file has "starter" here (ids are never translated)',
    ])
  })

  it("stops the build naming the translation, its original and every problem", () => {
    expect(() =>
      translated(english, { plans: [] }, "es", {
        file: "app/content/es/plans.json",
        original: "app/content/plans.json",
        schema,
      }),
    ).toThrow(
      "app/content/es/plans.json does not match its English original app/content/plans.json:\n  plans: lists 0; the English file lists 1, in the same order",
    )
  })
})
