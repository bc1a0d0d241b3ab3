import { SiteIcon } from "~/components/icon"
import { lazy, Suspense, useRef, useState } from "react"
import { Button, buttonClassName } from "~/components/ui/button"
import { layoutCopy } from "~/content/pages/layout"
import type { CallToAction } from "~/content/types"
import { cn } from "~/lib/cn"
import { siteFooterId } from "./landmark-ids"

const loadDialog = () => import("./mobile-menu-dialog")
const MobileMenuDialog = lazy(loadDialog)

/**
 * The menu button on phones. The dialog behind it (Radix Dialog: focus kept inside, Esc closes,
 * focus returns here) is fetched when the visitor reaches for the button, so it costs nothing at
 * start-up; by the time the tap lands it is usually there. Without JavaScript the button could not
 * open anything, so a link to the footer's navigation stands in its place.
 */
export function MobileMenu({ className, bookAction }: { className?: string; bookAction: CallToAction }) {
  const [isOpen, setIsOpen] = useState(false)
  const [hasOpened, setHasOpened] = useState(false)
  const trigger = useRef<HTMLButtonElement>(null)
  const prefetch = () => void loadDialog()

  return (
    <>
      <Button
        ref={trigger}
        variant="ghost"
        size="md"
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        className={cn("noscript:hidden", className)}
        onPointerEnter={prefetch}
        onTouchStart={prefetch}
        onFocus={prefetch}
        onClick={() => {
          setHasOpened(true)
          setIsOpen(true)
        }}
      >
        <SiteIcon name="menu" />
        {layoutCopy.menu.open}
      </Button>
      <noscript>
        <a href={`#${siteFooterId}`} className={buttonClassName({ variant: "ghost", size: "md", className })}>
          <SiteIcon name="menu" />
          {layoutCopy.menu.open}
        </a>
      </noscript>
      {hasOpened ? (
        <Suspense fallback={null}>
          <MobileMenuDialog isOpen={isOpen} onOpenChange={setIsOpen} triggerRef={trigger} bookAction={bookAction} />
        </Suspense>
      ) : null}
    </>
  )
}
