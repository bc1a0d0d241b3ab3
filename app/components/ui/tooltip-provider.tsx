import { createContext, useMemo, useRef, type ReactNode } from "react"

export type TooltipTiming = {
  /** How long the pointer rests on a control before its tooltip opens. */
  delayDuration: number
  /** For this long after a tooltip closes, the next one opens at once. */
  skipDelayDuration: number
}

/** Shared by every tooltip below the provider: its timing and when the last one closed. */
export const TooltipContext = createContext<TooltipTiming & { lastClosedAt: { current: number } }>({
  delayDuration: 700,
  skipDelayDuration: 300,
  lastClosedAt: { current: 0 },
})

/** Sets the timing every tooltip below it shares. Kept apart from the tooltip, which loads later. */
export function TooltipProvider({
  children,
  delayDuration,
  skipDelayDuration,
}: TooltipTiming & { children: ReactNode }) {
  const lastClosedAt = useRef(0)
  const value = useMemo(() => ({ delayDuration, skipDelayDuration, lastClosedAt }), [delayDuration, skipDelayDuration])
  return <TooltipContext value={value}>{children}</TooltipContext>
}
