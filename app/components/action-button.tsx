import { SiteIcon } from "~/components/icons"
import type { ReactNode } from "react"
import type { Locale } from "~/config/locales"
import { Button, buttonClassName, type ButtonLook } from "~/components/ui/button"
import type { CallToAction } from "~/content/types"
import {
  bookingHref,
  demoVideoHref,
  emailAddress,
  emailHref,
  newTabLinkProps,
  phoneHref,
  phoneNumber,
} from "~/lib/actions"
import { planAttribute } from "~/lib/analytics/events"
import { cn } from "~/lib/cn"
import { isVoiceConfigured } from "~/lib/voice"
import { actionAttributes, bookingSourceAttribute } from "~/lib/data-attributes"

/** The visually hidden "Opens in a new tab" text every new-tab link points to. */
export const newTabHintId = "new-tab-hint"

export type ActionButtonProps = ButtonLook & {
  action: CallToAction
  /** Booking and the demo video open in the page's language. */
  locale: Locale
  /** Hidden from assistive technology by the caller. */
  icon?: ReactNode
  /** Recorded as `plan_selected` when followed. */
  plan?: string
  /** The page a booking from here is credited to, as its `utm_content` (`bookingSourceOf`). */
  bookingSource?: string
}

/**
 * A real link wherever one can do the job (it works without a script and can be middle-clicked), a
 * button only for the voice call. The page's script finds what to do by the data attributes written here.
 */
export function ActionButton({ action, locale, icon, plan, bookingSource, ...look }: ActionButtonProps) {
  const className = buttonClassName(look)
  const events = planAttribute(plan)
  const booking = {
    href: bookingHref(undefined, locale, bookingSource),
    isBooking: true,
    events: bookingSource ? { ...events, [bookingSourceAttribute]: "" } : events,
  }

  switch (action.kind) {
    case "book-call":
      return (
        <NewTabLink {...booking} className={className}>
          {icon}
          {action.label}
        </NewTabLink>
      )
    case "voice-call-or-book":
      // With an assistant configured, the link starts a call instead; without one it only books.
      return (
        <NewTabLink {...booking} isVoiceCall={isVoiceConfigured} className={className}>
          {icon}
          {action.label}
        </NewTabLink>
      )
    case "watch-demo":
      return (
        <NewTabLink href={demoVideoHref(locale)} events={events} className={className}>
          {icon}
          {action.label}
        </NewTabLink>
      )
    case "voice-call":
      // A call is started by the script; without one the button could do nothing, so it is not shown.
      return (
        <Button
          {...look}
          {...{ [actionAttributes.voiceCall]: "", [actionAttributes.holdUntilReady]: "" }}
          {...events}
          className={cn(look.className, "noscript:hidden")}
        >
          {icon}
          {action.label}
        </Button>
      )
    case "email":
      return (
        <a href={emailHref(action.subject)} {...events} className={className}>
          {icon}
          {action.label ?? emailAddress}
        </a>
      )
    case "phone":
      return (
        <a href={phoneHref} {...events} className={cn(className, "whitespace-nowrap")}>
          {icon}
          {action.label ?? phoneNumber}
        </a>
      )
    case "page":
      return (
        <a href={action.to} className={className}>
          {icon}
          {action.label}
        </a>
      )
  }
}

function NewTabLink({
  href,
  isBooking = false,
  isVoiceCall = false,
  events,
  className,
  children,
}: {
  href: string
  isBooking?: boolean
  isVoiceCall?: boolean
  events: Record<string, string>
  className: string
  children: ReactNode
}) {
  const markers = {
    ...(isBooking ? { [actionAttributes.bookingLink]: "" } : {}),
    ...(isVoiceCall ? { [actionAttributes.voiceCall]: "", [actionAttributes.holdUntilReady]: "" } : {}),
    ...events,
  }
  return (
    <a href={href} {...newTabLinkProps} aria-describedby={newTabHintId} {...markers} className={className}>
      {children}
      <SiteIcon name="external-link" />
    </a>
  )
}
