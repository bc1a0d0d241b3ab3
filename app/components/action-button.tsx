import ExternalLink from "lucide-react/icons/external-link"
import type { ReactNode } from "react"
import { Link } from "react-router"
import { Button, type ButtonProps } from "~/components/ui/button"
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
import { isVoiceConfigured, startVoiceCall } from "~/lib/voice"

/** Id of the visually hidden "Opens in a new tab" text that every new-tab link points to. */
export const newTabHintId = "new-tab-hint"

export type ActionButtonProps = Pick<ButtonProps, "variant" | "size" | "className"> & {
  action: CallToAction
  /** A leading icon or other decoration, hidden from assistive technology by the caller. */
  icon?: ReactNode
}

/**
 * Turns a call to action into the right element: a real link wherever one can do the job (so it
 * works before hydration and can be middle-clicked), a button only for the voice call.
 */
export function ActionButton({ action, icon, variant, size, className }: ActionButtonProps) {
  const look = { variant, size, className }
  const bookingHref = useBookingHref()

  switch (action.kind) {
    case "book-call":
      return (
        <NewTabLink href={bookingHref} {...look}>
          {icon}
          {action.label}
        </NewTabLink>
      )
    case "voice-call-or-book":
      return (
        <NewTabLink href={bookingHref} onClick={isVoiceConfigured ? startVoiceCallInstead : undefined} {...look}>
          {icon}
          {action.label}
        </NewTabLink>
      )
    case "watch-demo":
      return (
        <NewTabLink href={demoVideoHref} {...look}>
          {icon}
          {action.label}
        </NewTabLink>
      )
    case "voice-call":
      return (
        <Button {...look} onClick={() => void startVoiceCall()}>
          {icon}
          {action.label}
        </Button>
      )
    case "email":
      return (
        <Button asChild {...look}>
          <a href={emailHref(action.subject)}>
            {icon}
            {action.label ?? emailAddress}
          </a>
        </Button>
      )
    case "phone":
      return (
        <Button asChild {...look}>
          <a href={phoneHref}>
            {icon}
            {action.label ?? phoneNumber}
          </a>
        </Button>
      )
    case "page":
      return (
        <Button asChild {...look}>
          <Link to={action.to}>
            {icon}
            {action.label}
          </Link>
        </Button>
      )
  }
}

/** With a voice assistant configured, the plans' Get Started starts a call rather than booking. */
function startVoiceCallInstead(event: React.MouseEvent<HTMLAnchorElement>) {
  event.preventDefault()
  void startVoiceCall()
}

function NewTabLink({
  href,
  onClick,
  children,
  ...look
}: Pick<ButtonProps, "variant" | "size" | "className"> & {
  href: string
  onClick?: (event: React.MouseEvent<HTMLAnchorElement>) => void
  children: ReactNode
}) {
  return (
    <Button asChild {...look}>
      <a href={href} {...newTabLinkProps} aria-describedby={newTabHintId} onClick={onClick}>
        {children}
        <ExternalLink aria-hidden="true" focusable="false" />
      </a>
    </Button>
  )
}
