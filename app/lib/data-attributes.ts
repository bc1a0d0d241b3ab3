/**
 * What connects the prerendered HTML to the start-up code; each a constant of its own, so the
 * inlined start-up script carries the name itself, not the whole table.
 */
export const bookingLinkAttribute = "data-booking-link"
/**
 * On a page's <body>: the page every booking and lead from it is credited to (`utm_content`), kept for
 * the visit; on a booking link: the link already carries it, and the visit's campaign leaves it.
 */
export const bookingSourceAttribute = "data-booking-source"
export const voiceCallAttribute = "data-voice-call"
/** A tap before the page's script runs is held and replayed. */
export const holdUntilReadyAttribute = "data-hold-until-ready"
export const actionsReadyAttribute = "data-actions-ready"

export const actionAttributes = {
  bookingLink: bookingLinkAttribute,
  voiceCall: voiceCallAttribute,
  holdUntilReady: holdUntilReadyAttribute,
  actionsReady: actionsReadyAttribute,
} as const

export const actionsReadyEvent = "site:actions-ready"

/** A page without this template is ready once it is parsed. */
export const voiceModuleTemplateId = "voice-module"
