import type { PageMeta } from "../types"

/** Copy of the 404 screen and of the fallback shown when something unexpected breaks. */
export const errorCopy = {
  notFound: {
    meta: {
      title: "Page Not Found",
      description:
        "The page you were looking for does not exist. Return to the home page to explore our AI automation services.",
    } satisfies PageMeta,
    code: "404",
    title: "Oops! Page not found",
    lede: "The page you're looking for doesn't exist or has moved.",
    homeLink: "Return to Home",
    /** Logged to the console with the missing path. */
    consoleMessage: "404 Error: User attempted to access non-existent route:",
  },
  unexpected: {
    title: "Unexpected Application Error!",
    fallbackMessage: "Something went wrong while showing this page.",
  },
} as const
