/** The words on every page's share card (its Open Graph image), drawn by the build in the page's language. */
export const shareCardWords = {
  /** The line under the page's title and description, beside the site's address. */
  callToAction: "Book a free consultation",
}
