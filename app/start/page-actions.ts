/**
 * The data attributes that connect the prerendered HTML to the page's start-up code. Defined once:
 * ActionButton writes them, early-taps.js and voice-module.ts read them (a unit test checks that
 * early-taps.js names them as they are here).
 */
export const actionAttributes = {
  /** On every booking link: the visit's campaign (UTM) parameters are added when it is followed. */
  bookingLink: "data-booking-link",
  /** On controls that start a call with the voice assistant. */
  voiceCall: "data-voice-call",
  /** On controls that need the page's script: a tap before it runs is held and replayed. */
  holdUntilReady: "data-hold-until-ready",
  /** Set on `<html>` once the page's scripts are ready: held taps are replayed then. */
  actionsReady: "data-actions-ready",
} as const

/** Dispatched on `document` when the page's script is ready for held taps. */
export const actionsReadyEvent = "site:actions-ready"

/** The `<template>` holding the voice module's script, which early-taps.js starts after paint. */
export const voiceModuleTemplateId = "voice-module"
