// Imported in the order they run: the bundle lays modules out in import order, which keeps each
// install beside its call, where the minifier folds it in (a smaller script).
import { holdEarlyTaps, readyWithoutVoice } from "./held-taps"
import { keepVisitCampaign } from "./visit-campaign"
import { reflectMenuState } from "./menu-state"
import { startAfterPaint } from "./after-paint"
import { queueConversionTaps } from "./queued-events"

/*
 * Inlined at the top of every page's <body>, before any control: the only script most pages run.
 * Booking links get the campaign and the menu its state before held taps are replayed.
 */
holdEarlyTaps()
keepVisitCampaign()
reflectMenuState()
readyWithoutVoice()
startAfterPaint()
if (__ANALYTICS__) queueConversionTaps()
