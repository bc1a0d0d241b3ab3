import { startTransition, StrictMode } from "react"
import { hydrateRoot } from "react-dom/client"
import { HydratedRouter } from "react-router/dom"
import { rememberCampaign } from "~/lib/campaign"

// Before the first render, so booking links carry the campaign of the address the visitor landed on.
rememberCampaign(window.location.search)

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  )
})
