/**
 * A function inlined into the prerendered page and called there with `args`, as the parser reaches
 * it. It is serialised with `Function.prototype.toString`, so it must not use anything from outside
 * its own body. React renders the same element in the browser, empty: only the prerender build
 * carries the script's text, and the browser bundle never needs it.
 */
export function InlineScript<Args extends readonly unknown[]>({
  run,
  args,
}: {
  run: (...args: Args) => void
  args: Args
}) {
  return (
    <script
      suppressHydrationWarning
      dangerouslySetInnerHTML={{
        __html: import.meta.env.SSR
          ? `(${run.toString()})(${args.map((value) => JSON.stringify(value)).join(",")})`
          : "",
      }}
    />
  )
}
