/**
 * The browser's local or session storage, or undefined where the browser refuses it: with site
 * data blocked, merely reading `window.localStorage` throws, so every use goes through here and
 * the page carries on without storage (the booking calendar still opens, a lead is still sent).
 */
export function browserStorage(kind: "localStorage" | "sessionStorage"): Storage | undefined {
  try {
    return globalThis[kind]
  } catch {
    return undefined
  }
}
