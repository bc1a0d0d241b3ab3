import { Component, type ErrorInfo, type ReactNode } from "react"
import type { Locale } from "~/config/locales"
import { errorWords } from "virtual:content/errorWords"

type State = { error: Error | null }

/**
 * Around every island (the parts of a page that run in the browser): should one throw while
 * rendering, it shows the specification's fallback, "Unexpected Application Error!" with the
 * error's message, in its place (in the page's language), and the rest of the page, plain HTML, carries on.
 */
export class IslandBoundary extends Component<{ children: ReactNode; locale: Locale }, State> {
  override state: State = { error: null }

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error("") }
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(error, info.componentStack)
  }

  override render(): ReactNode {
    const { error } = this.state
    if (!error) return this.props.children
    const copy = errorWords[this.props.locale].unexpected
    return (
      <section role="alert" className="container-page py-16">
        <h2 className="text-heading font-bold tracking-tight">{copy.title}</h2>
        <p className="mt-4 text-lg text-muted-foreground">{error.message || copy.fallbackMessage}</p>
      </section>
    )
  }
}
