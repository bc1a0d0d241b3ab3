import { NavLink } from "react-router"
import { ActionButton } from "~/components/action-button"
import { mainNavigation } from "~/config/navigation"
import { layoutCopy } from "~/content/pages/layout"
import { cn } from "~/lib/cn"
import { BrandLink } from "./brand-link"
import { MobileMenu } from "./mobile-menu"

const bookAction = { kind: "book-call", label: layoutCopy.bookConsultation } as const

/** The fixed top bar: brand, the main navigation on wide screens, booking, and the phone menu. */
export function SiteHeader() {
  return (
    <header className="fixed inset-x-0 top-0 z-40 h-header border-b border-border bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/85">
      <div className="container-page flex h-full items-center justify-between gap-4">
        <BrandLink />
        <nav aria-label={layoutCopy.mainNavigationLabel} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {mainNavigation.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end
                  className={({ isActive }) =>
                    cn(
                      "inline-flex min-h-11 items-center rounded-md px-3 text-sm font-medium transition-colors",
                      isActive ? "text-primary" : "text-muted-foreground hover:text-foreground",
                    )
                  }
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          {/* Hidden below `sm` by a variant: a plain `hidden` would lose to the button's own `inline-flex`. */}
          <ActionButton action={bookAction} size="sm" className="max-sm:hidden" />
          <MobileMenu className="lg:hidden" bookAction={bookAction} />
        </div>
      </div>
    </header>
  )
}
