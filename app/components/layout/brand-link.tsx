import { localizePath, type Locale } from "~/config/locales"
import { paths } from "~/config/paths"
import { site } from "~/config/site"
import { layoutWords } from "virtual:content/layoutWords"
import { cn } from "~/lib/cn"

/** The agency's mark and name, linking home: the home page in the visitor's language. */
export function BrandLink({ locale, className }: { locale: Locale; className?: string }) {
  return (
    <a
      href={localizePath(paths.home, locale)}
      aria-label={`${site.name} ${layoutWords[locale].homeLinkSuffix}`}
      className={cn("inline-flex min-h-11 items-center gap-2 rounded-md text-lg font-bold tracking-tight", className)}
    >
      <svg viewBox="0 0 32 32" className="size-8 shrink-0" aria-hidden="true">
        <rect width="32" height="32" rx="8" className="fill-primary" />
        <path d="M10 8v16M10 16l9-8M13.5 13l7 11" fill="none" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <span>{site.name}</span>
    </a>
  )
}
