import { Dialog } from "radix-ui"
import MenuIcon from "lucide-react/icons/menu"
import XIcon from "lucide-react/icons/x"
import { useState } from "react"
import { NavLink } from "react-router"
import { ActionButton } from "~/components/action-button"
import { Button } from "~/components/ui/button"
import { mainNavigation } from "~/config/navigation"
import type { CallToAction } from "~/content/types"
import { layoutCopy } from "~/content/pages/layout"
import { cn } from "~/lib/cn"
import { BrandLink } from "./brand-link"

/**
 * The navigation on phones: a modal dialog, so focus stays inside while it is open, Esc closes it
 * and focus returns to the menu button (Radix Dialog).
 */
export function MobileMenu({ className, bookAction }: { className?: string; bookAction: CallToAction }) {
  const [isOpen, setIsOpen] = useState(false)
  const close = () => setIsOpen(false)

  return (
    <Dialog.Root open={isOpen} onOpenChange={setIsOpen}>
      <Dialog.Trigger asChild>
        <Button variant="ghost" size="md" className={cn("px-3", className)}>
          <MenuIcon aria-hidden="true" focusable="false" />
          {layoutCopy.menu.open}
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-inverse/60" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-x-0 top-0 z-50 max-h-dvh overflow-y-auto border-b border-border bg-background pb-6 shadow-xl"
        >
          <div className="container-page flex h-header items-center justify-between gap-4">
            <BrandLink onNavigate={close} />
            <Dialog.Close asChild>
              <Button variant="ghost" size="icon" aria-label={layoutCopy.menu.close}>
                <XIcon aria-hidden="true" focusable="false" />
              </Button>
            </Dialog.Close>
          </div>
          <Dialog.Title className="sr-only">{layoutCopy.menu.title}</Dialog.Title>
          <nav aria-label={layoutCopy.mainNavigationLabel} className="container-page">
            <ul className="flex flex-col gap-1 py-2">
              {mainNavigation.map((item) => (
                <li key={item.to}>
                  <NavLink
                    to={item.to}
                    end
                    onClick={close}
                    className={({ isActive }) =>
                      cn(
                        "flex min-h-12 items-center rounded-md px-3 text-base font-medium",
                        isActive ? "bg-primary-soft text-primary" : "text-foreground hover:bg-muted",
                      )
                    }
                  >
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
            <ActionButton action={bookAction} size="lg" className="mt-4 w-full" />
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
