/** The main landmark: the skip link's target. */
export const mainContentId = "main-content"
/** The footer. */
export const siteFooterId = "site-footer"
