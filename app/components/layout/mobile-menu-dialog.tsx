import { FocusScope } from "@radix-ui/react-focus-scope"
import { Dialog } from "radix-ui"
import { useEffect, type RefObject } from "react"
import { NavLink } from "react-router"
import { ActionButton } from "~/components/action-button"
import { SiteIcon } from "~/components/icon"
import { Button } from "~/components/ui/button"
import { mainNavigation } from "~/config/navigation"
import { layoutCopy } from "~/content/pages/layout"
import type { CallToAction } from "~/content/types"
import { cn } from "~/lib/cn"
import { BrandLink } from "./brand-link"

export type MobileMenuDialogProps = {
  isOpen: boolean
  onOpenChange: (isOpen: boolean) => void
  /** The menu button, which gets focus back when the dialog closes. */
  triggerRef: RefObject<HTMLButtonElement | null>
  bookAction: CallToAction
}

/**
 * The phone navigation, a Radix Dialog that keeps focus inside while open (Radix FocusScope), closes
 * on Esc or a click outside, and returns focus to the menu button. Radix's modal mode would also
 * lock scrolling by injecting a style element, which the site's Content-Security-Policy forbids, so
 * the dialog runs in its non-modal mode with the modal parts added here: the trapped focus, the
 * overlay, `aria-modal` and the scroll lock (a class on the page). Loaded when the visitor reaches
 * for the menu button, not at start-up.
 */
export default function MobileMenuDialog({ isOpen, onOpenChange, triggerRef, bookAction }: MobileMenuDialogProps) {
  const close = () => onOpenChange(false)
  useScrollLock(isOpen)
  return (
    <Dialog.Root open={isOpen} onOpenChange={onOpenChange} modal={false}>
      <Dialog.Portal>
        {isOpen ? <div aria-hidden="true" className="fixed inset-0 z-50 bg-inverse/60" /> : null}
        <Dialog.Content
          aria-modal="true"
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            triggerRef.current?.focus()
          }}
          className="fixed inset-x-0 top-0 z-50 max-h-dvh overflow-y-auto border-b border-border bg-background pb-6 shadow-xl"
        >
          <FocusScope trapped loop asChild>
            <div>
              <div className="container-page flex h-header items-center justify-between gap-4">
                <BrandLink onNavigate={close} />
                <Dialog.Close asChild>
                  <Button variant="ghost" size="icon" aria-label={layoutCopy.menu.close}>
                    <SiteIcon name="close" />
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
            </div>
          </FocusScope>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

/** Keeps the page behind the open menu from scrolling (app.css: `html.is-scroll-locked`). */
function useScrollLock(isLocked: boolean) {
  useEffect(() => {
    if (!isLocked) return
    document.documentElement.classList.add("is-scroll-locked")
    return () => document.documentElement.classList.remove("is-scroll-locked")
  }, [isLocked])
}
