/**
 * The consent dialog's words (lib/analytics/consent.ts), shown only in a build whose
 * analytics provider sets cookies (Google Analytics 4). Accept and Reject are equal in weight: same
 * look, same size, side by side, neither chosen in advance.
 */
export const consentWords = {
  title: "Cookies for visit statistics",
  text: "With your permission, we use Google Analytics cookies to count visits and see which pages lead to a booked consultation. We never use them for advertising, and nothing is loaded from Google unless you accept.",
  privacyLink: "Privacy Policy",
  changeLater: "You can change your choice at any time with Cookie settings at the bottom of every page.",
  accept: "Accept",
  reject: "Reject",
  current: {
    granted: "Your current choice: accepted.",
    denied: "Your current choice: rejected.",
  },
  /** The footer's control that opens the dialog again. */
  settings: "Cookie settings",
} as const
