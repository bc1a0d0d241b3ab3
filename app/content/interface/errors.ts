/** What the 404 screen logs, and the fallback shown when something unexpected breaks. */
export const errorWords = {
  notFound: {
    /** Logged to the console with the missing path. */
    consoleMessage: "404 Error: User attempted to access non-existent route:",
  },
  unexpected: {
    title: "Unexpected Application Error!",
    fallbackMessage: "Something went wrong while showing this page.",
  },
} as const
