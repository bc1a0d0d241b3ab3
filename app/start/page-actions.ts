/**
 * The data attributes that connect the prerendered HTML to the page's start-up code. Defined once:
 * ActionButton writes them, page-actions-module.ts and early-taps.js read them (a unit test checks
 * that early-taps.js names them as they are here).
 */
export const actionAttributes = {
  /** On every booking link: the visit's campaign (UTM) parameters are added when it is followed. */
  bookingLink: "data-booking-link",
  /** On controls that start a call with the voice assistant. */
  voiceCall: "data-voice-call",
  /** On controls that need the page's script: a tap before it runs is held and replayed. */
  holdUntilReady: "data-hold-until-ready",
  /** Set on `<html>` once the page's script runs and the held taps have been replayed. */
  actionsReady: "data-actions-ready",
} as const

/** Dispatched on `document` when the page's script is ready for held taps. */
export const actionsReadyEvent = "site:actions-ready"

/** The `<template>` holding the page's module script, which early-taps.js starts after `load`. */
export const pageModuleTemplateId = "page-module"
