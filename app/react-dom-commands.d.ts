import "react"

/**
 * Invoker commands (`commandfor`, `command`): a button opens or closes a `<dialog>` with no
 * script. React passes the attributes through; its types do not list them yet.
 */
declare module "react" {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the declaration merges with React's generic one
  interface ButtonHTMLAttributes<T> {
    commandfor?: string
    command?: "show-modal" | "close" | "request-close" | "show-popover" | "hide-popover" | "toggle-popover"
  }
}
