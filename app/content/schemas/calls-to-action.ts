import { z } from "astro/zod"
import { matching, text } from "./blocks"

const labelled = <Kind extends string>(kind: Kind) => z.object({ kind: z.literal(kind), label: text }).strict()

const callToActionShapes = [
  labelled("book-call"),
  labelled("watch-demo"),
  labelled("voice-call"),
  /** Starts a voice call when a widget is configured, otherwise opens the booking calendar. */
  labelled("voice-call-or-book"),
  /** Without a label, the link reads as the address itself. */
  z.object({ kind: z.literal("email"), label: text.optional(), subject: text.optional() }).strict(),
  /** Without a label, the link reads as the number itself. */
  z.object({ kind: z.literal("phone"), label: text.optional() }).strict(),
  z
    .object({
      kind: z.literal("page"),
      label: text,
      /** Never two slashes first: a browser opens `//3232235777/` as another host (192.168.1.1). */
      to: matching(
        z.string(),
        /^\/(?!\/)[a-z0-9/#-]*$/,
        "must be a path of this site, such as /services or /#pricing",
      ).meta({
        hint: "A path of this site, such as /services or /#pricing.",
        i18n: false,
      }),
    })
    .strict(),
] as const

export const callToActionSchema = z.discriminatedUnion("kind", callToActionShapes, {
  // An unknown kind matches no shape; zod says so with an empty list of the shapes' errors.
  error: (issue) =>
    issue.code === "invalid_union" && issue.errors.length === 0
      ? `must be one of: ${callToActionShapes.map((shape) => shape.shape.kind.value).join(", ")}`
      : undefined,
})

export const cta = callToActionSchema.meta({ label: "Button" })

export type CallToAction = z.output<typeof callToActionSchema>
