import { withRetries } from "./retry"

const loading = new Map<string, Promise<void>>()

/** Retries with the specification's policy; concurrent callers share a load, and a later call after a final failure starts again. */
export function loadScript(src: string): Promise<void> {
  let pending = loading.get(src)
  if (!pending) {
    pending = withRetries(() => insertScript(src)).catch((error: unknown) => {
      loading.delete(src)
      throw error
    })
    loading.set(src, pending)
  }
  return pending
}

function insertScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement("script")
    script.src = src
    script.async = true
    script.addEventListener("load", () => resolve(), { once: true })
    script.addEventListener(
      "error",
      () => {
        script.remove()
        reject(new Error(`Could not load ${src}`))
      },
      { once: true },
    )
    document.head.append(script)
  })
}
