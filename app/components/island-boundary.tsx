import { Component, type ErrorInfo, type ReactNode } from "react"
import { errorCopy } from "~/content/interface/errors"

type State = { error: Error | null }

/**
 * Around every island (the parts of a page that run in the browser): should one throw while
 * rendering, it shows the specification's fallback, "Unexpected Application Error!" with the
 * error's message, in its place, and the rest of the page, plain HTML, carries on.
 */
export class IslandBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null }

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(errorCopy.unexpected.fallbackMessage) }
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(error, info.componentStack)
  }

  override render(): ReactNode {
    const { error } = this.state
    if (!error) return this.props.children
    return (
      <section role="alert" className="container-page py-16">
        <h2 className="text-heading font-bold tracking-tight">{errorCopy.unexpected.title}</h2>
        <p className="mt-4 text-lg text-muted-foreground">{error.message || errorCopy.unexpected.fallbackMessage}</p>
      </section>
    )
  }
}
