/** A footer link's look: the Legal, Company and Services links, and "Cookie settings" (lib/analytics/consent.ts). */
export const footerLinkClassName =
  "inline-flex min-h-8 items-center rounded-sm text-sm text-muted-foreground hover:text-foreground hover:underline"

/** The id of a footer column's heading, which names its navigation ("footer-legal"). */
export const footerColumnHeadingId = (column: string) => `footer-${column}`
