/** Size and colour come from the list, written once a column: every byte counts in the first round trip. */
export const footerLinkClassName = "inline-flex min-h-8 items-center rounded-sm hover:text-foreground hover:underline"

/** Inherited by the links (and a button). */
export const footerLinkListClassName = "mt-3 space-y-1 text-sm text-muted-foreground"

/** "footer-legal", which names the column's navigation. */
export const footerColumnHeadingId = (column: string) => `footer-${column}`
