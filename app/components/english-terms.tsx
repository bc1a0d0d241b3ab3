import { Fragment } from "react"

/** The one piece of markup a plain field may hold: an English term in a translation, `<i lang="en">STOP</i>`. */
const englishTerm = /<i lang="en">([^<]*)<\/i>/g

/**
 * A plain field's text, each English term in it marked as English (in italics, and spoken in English by a
 * screen reader), as the Spanish style guide writes them; anything else in the text stays text.
 */
export function WithEnglishTerms({ text }: { text: string }) {
  const parts = text.split(englishTerm)
  // split() with a group alternates: text, term, text, term, ...
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <i key={index} lang="en">
            {part}
          </i>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </>
  )
}
