/**
 * A footer link's look: the Legal, Company and Services links, and "Cookie settings"
 * (lib/analytics/consent.ts). Their size and colour come from their list (`footerLinkListClassName`),
 * written once a column rather than once a link: every byte counts on pages that must arrive in
 * the first round trip.
 */
export const footerLinkClassName = "inline-flex min-h-8 items-center rounded-sm hover:text-foreground hover:underline"

/** A footer column's list of links: their text size and colour, which the links (and a button) inherit. */
export const footerLinkListClassName = "mt-3 space-y-1 text-sm text-muted-foreground"

/** The id of a footer column's heading, which names its navigation ("footer-legal"). */
export const footerColumnHeadingId = (column: string) => `footer-${column}`
