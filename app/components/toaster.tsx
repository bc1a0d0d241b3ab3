import { lazy, Suspense } from "react"
import { toastDefaults, useIsToasterWanted } from "~/lib/toast"

const SonnerToaster = lazy(() => import("sonner").then((module) => ({ default: module.Toaster })))

/**
 * Where notifications appear. Nothing is loaded until the first notification is raised; Sonner's
 * region is announced politely to screen readers.
 */
export function Toaster() {
  const isWanted = useIsToasterWanted()
  if (!isWanted) return null
  return (
    <Suspense fallback={null}>
      <SonnerToaster
        position="bottom-right"
        duration={toastDefaults.durationMs}
        visibleToasts={toastDefaults.visibleToasts}
        closeButton
        richColors
      />
    </Suspense>
  )
}
