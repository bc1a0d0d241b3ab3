/**
 * The shape a translation of an interface module must have: the English module's keys, with any
 * words in place of its words (string literals widen to string, numbers to number), and its
 * functions taking the same arguments. `satisfies Translation<typeof english>` in a language's
 * module (app/content/interface/es/) makes a missing or misspelt key a type error.
 */
export type Translation<T> = T extends string
  ? string
  : T extends number
    ? number
    : T extends boolean
      ? boolean
      : T extends (...args: infer Args) => infer Result
        ? (...args: Args) => Translation<Result>
        : T extends readonly (infer Item)[]
          ? readonly Translation<Item>[]
          : T extends object
            ? { readonly [Key in keyof T]: Translation<T[Key]> }
            : T
