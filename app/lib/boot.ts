/**
 * The page's start-up script, inlined into every prerendered page right after the router's
 * scripts. It is serialised with `Function.prototype.toString`, so it must not use anything
 * from outside its own body.
 *
 * 1. The router's scripts are prerendered inside a `<noscript>` (`scriptsId`), where the browser
 *    neither runs nor preloads them, and so are the head's links that can wait (`linksId`: the
 *    whole stylesheet and the web manifest, which browsers fetch as soon as the page has loaded).
 *    This runs the small router-context script at once (the data scripts that follow need it),
 *    then, after the `load` event and the first contentful paint, adds the links and, once the
 *    browser has applied the stylesheet, starts the application's modules. So nothing competes
 *    with the HTML for the first paint, and every link on the site works meanwhile. The inlined
 *    critical styles already cover what is on screen.
 * 2. A click on a button (or an arrow, Home or End key pressed on one) before the page, or the
 *    section holding the button, is interactive is held and replayed once it is, instead of
 *    being lost; other input to a section still waiting for its code is kept from React until
 *    the code arrives (see the comment below).
 */
export function bootPage(scriptsId: string, linksId: string, readyEvent: string): void {
  const contentOf = (id: string) => {
    const parsed = document.createElement("template")
    parsed.innerHTML = document.getElementById(id)?.textContent ?? ""
    return Array.from(parsed.content.children)
  }
  const activate = (node: Element) => {
    if (node.tagName !== "SCRIPT") return node
    const script = document.createElement("script")
    for (const attribute of Array.from(node.attributes)) script.setAttribute(attribute.name, attribute.value)
    script.textContent = node.textContent
    return script
  }
  // Adds the nodes to the head one per task. Each addition starts a request, and in one task the
  // additions kept the main thread busy for 4-16 ms (a phone's processor takes four times as long).
  const appendInTurn = (queue: Element[]) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => {
      const node = queue.shift()
      if (node) document.head.append(node)
      if (queue.length > 0) channel.port2.postMessage(null)
      else channel.port1.close()
    }
    channel.port2.postMessage(null)
  }
  const nodes = contentOf(scriptsId)
  const isContext = (node: Element) => node.tagName === "SCRIPT" && !node.hasAttribute("type")
  document.head.append(...nodes.filter(isContext).map(activate))
  // An address with an anchor was scrolled to before the whole stylesheet gave the sections below
  // the fold their final size; unless the visitor has scrolled since, land on the anchor again.
  let hasScrolled = false
  for (const type of ["wheel", "touchmove", "keydown"]) {
    window.addEventListener(type, () => (hasScrolled = true), { once: true, passive: true })
  }
  const landOnAnchor = () => {
    const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null
    if (target && !hasScrolled) target.scrollIntoView()
  }

  // The waiting links, then the application once the whole stylesheet is in: by the time the page
  // is interactive every section has its final layout.
  const start = () => {
    const links = contentOf(linksId)
    const stylesheet = links.find((link) => link.getAttribute("rel") === "stylesheet")
    const startApplication = () => {
      landOnAnchor()
      appendInTurn(nodes.filter((node) => !isContext(node)).map(activate))
    }
    // The browser applies the stylesheet in its next rendering update; an intersection observer
    // reports in a task of its own after that update. Starting the application there means the
    // restyle never shares the processor with downloading and compiling the modules: on a phone's
    // two cores that made the restyle four times as long. A hidden page renders nothing: it starts
    // at once.
    const startAfterRestyle = () => {
      if (document.visibilityState === "hidden" || !("IntersectionObserver" in window)) return startApplication()
      const observer = new IntersectionObserver(() => {
        observer.disconnect()
        startApplication()
      })
      observer.observe(document.documentElement)
    }
    stylesheet?.addEventListener("load", startAfterRestyle, { once: true })
    stylesheet?.addEventListener("error", startAfterRestyle, { once: true })
    appendInTurn(links)
    if (!stylesheet) startApplication()
  }

  // After the load event and the first contentful paint (the observer reports it in a task after
  // the paint), so that paint never waits for any of it. A page loaded in a background tab does
  // not paint: it starts a few seconds after loading.
  const startAfterPaint = () => {
    let hasStarted = false
    const startOnce = () => {
      if (hasStarted) return
      hasStarted = true
      observer?.disconnect()
      start()
    }
    const observer =
      "PerformanceObserver" in window
        ? new PerformanceObserver((list) => {
            if (list.getEntriesByName("first-contentful-paint").length > 0) startOnce()
          })
        : null
    observer?.observe({ type: "paint", buffered: true })
    setTimeout(startOnce, 3000)
  }
  if (document.readyState === "complete") startAfterPaint()
  else window.addEventListener("load", startAfterPaint, { once: true })

  // Input that arrives before the page (or the deferred part holding its target) is interactive.
  // Clicks on buttons (and links marked to wait), and the keys that move between buttons, are held
  // and replayed once it is. Every other discrete event in a part still waiting for its code is
  // kept from React, which would otherwise replace the part's HTML with nothing while it fetches
  // the code; the browser's own behaviour, such as following a link, goes on.
  type Held = { target: Element; key?: string }
  let held: Held[] = []
  const movementKeys = ["ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight", "Home", "End"]
  const isPageReady = () => document.documentElement.dataset.hydrated === "true"
  const waitingPart = (element: Element) => element.closest("[data-deferred]:not([data-hydrated])")
  const isReady = (element: Element) => isPageReady() && !waitingPart(element)
  const discreteEvents = (
    "click auxclick contextmenu dblclick mousedown mouseup pointerdown pointerup pointercancel " +
    "touchstart touchend touchcancel keydown keypress keyup input change submit reset copy cut paste " +
    "dragstart dragend drop"
  ).split(" ")
  const intercept = (event: Event) => {
    const element = event.target instanceof Element ? event.target : null
    if (!element || isReady(element)) return
    const target = element.closest("button, [data-hold-until-ready]")
    const key = event instanceof KeyboardEvent && movementKeys.includes(event.key) ? event.key : undefined
    if (target && (event.type === "click" || (event.type === "keydown" && key))) {
      event.preventDefault()
      if (key || !held.some((entry) => entry.target === target && !entry.key)) held.push({ target, key })
    }
    if (isPageReady()) event.stopImmediatePropagation()
  }
  for (const type of discreteEvents) document.addEventListener(type, intercept, true)
  document.addEventListener(readyEvent, () => {
    held = held.filter(({ target, key }) => {
      if (!target.isConnected) return false
      if (!isReady(target)) return true
      if (key) target.dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true }))
      else (target as HTMLElement).click()
      return false
    })
  })
}

/** Dispatched on the document whenever part of the page becomes interactive. */
export const pageReadyEvent = "page:interactive"
