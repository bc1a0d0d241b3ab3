import { SiteIcon } from "~/components/icon"
import type { MouseEvent, ReactNode } from "react"
import { Link } from "react-router"
import { Button, buttonClassName, type ButtonLook } from "~/components/ui/button"
import type { CallToAction } from "~/content/types"
import {
  demoVideoHref,
  emailAddress,
  emailHref,
  newTabLinkProps,
  phoneHref,
  phoneNumber,
  useBookingHref,
} from "~/lib/actions"
import { cn } from "~/lib/cn"
import { isVoiceConfigured, startVoiceCall } from "~/lib/voice"

/** Id of the visually hidden "Opens in a new tab" text that every new-tab link points to. */
export const newTabHintId = "new-tab-hint"

export type ActionButtonProps = ButtonLook & {
  action: CallToAction
  /** A leading icon or other decoration, hidden from assistive technology by the caller. */
  icon?: ReactNode
}

/**
 * Turns a call to action into the right element: a real link wherever one can do the job (so it
 * works before hydration and can be middle-clicked), a button only for the voice call.
 */
export function ActionButton({ action, icon, ...look }: ActionButtonProps) {
  const bookingHref = useBookingHref()
  const className = buttonClassName(look)

  switch (action.kind) {
    case "book-call":
      return (
        <NewTabLink href={bookingHref} className={className}>
          {icon}
          {action.label}
        </NewTabLink>
      )
    case "voice-call-or-book":
      return (
        <NewTabLink
          href={bookingHref}
          onClick={isVoiceConfigured ? startVoiceCallInstead : undefined}
          // Clicked before the page is interactive, the click waits for it (lib/boot.ts), so it
          // starts the call rather than following the link.
          holdUntilReady={isVoiceConfigured}
          className={className}
        >
          {icon}
          {action.label}
        </NewTabLink>
      )
    case "watch-demo":
      return (
        <NewTabLink href={demoVideoHref} className={className}>
          {icon}
          {action.label}
        </NewTabLink>
      )
    case "voice-call":
      // A call is started by the script; without one the button could do nothing, so it is not shown.
      return (
        <Button {...look} className={cn(look.className, "noscript:hidden")} onClick={() => void startVoiceCall()}>
          {icon}
          {action.label}
        </Button>
      )
    case "email":
      return (
        <a href={emailHref(action.subject)} className={className}>
          {icon}
          {action.label ?? emailAddress}
        </a>
      )
    case "phone":
      // A telephone number never breaks across lines.
      return (
        <a href={phoneHref} className={cn(className, "whitespace-nowrap")}>
          {icon}
          {action.label ?? phoneNumber}
        </a>
      )
    case "page":
      return (
        <Link to={action.to} className={className}>
          {icon}
          {action.label}
        </Link>
      )
  }
}

/** With a voice assistant configured, the plans' Get Started starts a call rather than booking. */
function startVoiceCallInstead(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault()
  void startVoiceCall()
}

function NewTabLink({
  href,
  onClick,
  holdUntilReady = false,
  className,
  children,
}: {
  href: string
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void
  holdUntilReady?: boolean
  className: string
  children: ReactNode
}) {
  return (
    <a
      href={href}
      {...newTabLinkProps}
      aria-describedby={newTabHintId}
      onClick={onClick}
      data-hold-until-ready={holdUntilReady ? "" : undefined}
      className={className}
    >
      {children}
      <SiteIcon name="external-link" />
    </a>
  )
}
