import { paths } from "~/config/paths"
import { site } from "~/config/site"
import { layoutCopy } from "~/content/interface/layout"
import { cn } from "~/lib/cn"

/** The agency's mark and name, linking home. */
export function BrandLink({ className }: { className?: string }) {
  return (
    <a
      href={paths.home}
      aria-label={`${site.name} ${layoutCopy.homeLinkSuffix}`}
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
