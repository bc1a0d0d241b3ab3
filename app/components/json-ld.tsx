/**
 * Structured data for search engines, as a JSON-LD block where it is rendered. `<` is escaped so
 * no text in the data can close the script element.
 */
export function JsonLd({ data }: { data: object }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, "\\u003c") }}
    />
  )
}
