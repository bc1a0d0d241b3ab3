/**
 * The data attributes that connect the prerendered HTML to the page's start-up code. Defined once:
 * ActionButton writes them, the start-up modules (held-taps.ts, visit-campaign.ts,
 * queued-events.ts) and voice-module.ts read them. Each is a constant of its own so the inlined
 * start-up script carries the name itself, not the whole table.
 */

/** On every booking link: the visit's campaign (UTM) parameters are added when it is followed. */
export const bookingLinkAttribute = "data-booking-link"
/** On controls that start a call with the voice assistant. */
export const voiceCallAttribute = "data-voice-call"
/** On controls that need the page's script: a tap before it runs is held and replayed. */
export const holdUntilReadyAttribute = "data-hold-until-ready"
/** Set on `<html>` once the page's scripts are ready: held taps are replayed then. */
export const actionsReadyAttribute = "data-actions-ready"

/** The same names as one table, for the code that writes or reads several of them. */
export const actionAttributes = {
  bookingLink: bookingLinkAttribute,
  voiceCall: voiceCallAttribute,
  holdUntilReady: holdUntilReadyAttribute,
  actionsReady: actionsReadyAttribute,
} as const

/** Dispatched on `document` when the page's script is ready for held taps. */
export const actionsReadyEvent = "site:actions-ready"

/**
 * The `<template>` holding the voice module's script, which after-paint.ts starts after paint; on
 * a page without it, held-taps.ts declares the page ready once it is parsed.
 */
export const voiceModuleTemplateId = "voice-module"
