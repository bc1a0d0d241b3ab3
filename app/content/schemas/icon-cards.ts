import { z } from "astro/zod"
import { icon, id, paragraph, text } from "./blocks"
import { listFileSchema } from "./read-file"

/** A card of an icon, a title and a sentence or two: benefits and guarantees. */
const iconCardSchema = z.object({ id, icon, title: text, description: paragraph }).strict()

/** Why automate: the benefit cards of the home and services pages. */
export const benefitSchema = iconCardSchema

export const benefitsFileSchema = listFileSchema("benefits", benefitSchema, {
  plural: "benefits",
  singular: "benefit",
  count: 3,
  why: "the specification's three",
})

/** What every engagement is backed by. */
export const guaranteeSchema = iconCardSchema

export const guaranteesFileSchema = listFileSchema("guarantees", guaranteeSchema, {
  plural: "guarantees",
  singular: "guarantee",
  count: 3,
  why: "the specification's three",
})

export type Benefit = z.output<typeof benefitSchema>
export type Guarantee = z.output<typeof guaranteeSchema>
