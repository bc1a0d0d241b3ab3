import type { Locale } from "~/config/locales"
import { blogTopicsId, resultsAttribute, searchFormId, topicsLinkClassName } from "~/lib/search-parts"
import { buttonClassName } from "~/components/ui/button"
import { controlClassName } from "~/components/ui/form-field"
import { searchWords } from "virtual:content/searchWords"

/**
 * The blog's search: a search landmark (the form, named by its field's label) holding the field
 * and its button, the status that says how many results were found (a polite live region, empty
 * until then) and the list they go into. Its code (app/deferred/search.ts) loads on the form's first
 * use. Without a script the field and the button, which could do nothing, are hidden, and the form
 * says why and links to the blog's topics.
 */
export function BlogSearch({ locale }: { locale: Locale }) {
  const field = `${searchFormId}-query`
  return (
    <div className="container-page pb-4">
      <form id={searchFormId} role="search" aria-labelledby={`${field}-label`} className="max-w-2xl">
        <label
          id={`${field}-label`}
          htmlFor={field}
          className="mb-1.5 block text-sm font-semibold text-foreground noscript:hidden"
        >
          {searchWords[locale].label}
        </label>
        <div className="flex gap-2 noscript:hidden">
          <input id={field} type="search" name="q" autoComplete="off" className={controlClassName} />
          <button type="submit" className={buttonClassName({})}>
            {searchWords[locale].submit}
          </button>
        </div>
        <noscript>
          <p className="mt-2 text-sm">
            {`${searchWords[locale].noScript} `}
            <a href={`#${blogTopicsId}`} className={topicsLinkClassName}>
              {searchWords[locale].topicsLink}
            </a>
          </p>
        </noscript>
        <p role="status" className="mt-2 text-sm"></p>
        <ol
          {...{ [resultsAttribute]: "" }}
          aria-label={searchWords[locale].resultsLabel}
          hidden
          className="mt-4 space-y-4"
        ></ol>
      </form>
    </div>
  )
}
