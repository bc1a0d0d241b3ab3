import { vi } from "vitest"

/**
 * Runs a start-up module's install function (app/start/) and returns what takes it out again:
 * every listener it added to the document or the window is removed. The modules install on the
 * page itself, as the page runs them; without this, one test's listeners would still answer the
 * next test's events.
 */
export function install(run: () => void): () => void {
  const added: (() => void)[] = []
  const spies = [document, window].map((target: EventTarget) => {
    const add = target.addEventListener.bind(target)
    return vi
      .spyOn(target, "addEventListener")
      .mockImplementation(
        (
          type: string,
          listener: EventListenerOrEventListenerObject | null,
          options?: boolean | AddEventListenerOptions,
        ) => {
          add(type, listener, options)
          added.push(() => target.removeEventListener(type, listener, options))
        },
      )
  })
  try {
    run()
  } finally {
    for (const spy of spies) spy.mockRestore()
  }
  return () => {
    for (const remove of added.splice(0)) remove()
  }
}
