// Ids of the page's landmarks that links point to. Kept apart from the components so that a link
// to the footer does not pull the footer's code into the start-up bundle (the footer loads when it
// comes into view).

/** The main landmark: the skip link's target. */
export const mainContentId = "main-content"
/** The footer: the phone menu links here when there is no JavaScript to open the menu. */
export const siteFooterId = "site-footer"
