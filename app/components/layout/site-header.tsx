import { ActionButton } from "~/components/action-button"
import { SiteIcon } from "~/components/icons"
import { Button } from "~/components/ui/button"
import { localeInfo, type Locale } from "~/config/locales"
import { mainNavigation } from "~/config/navigation"
import { isPreviewBuild } from "~/config/preview"
import { layoutWords } from "virtual:content/layoutWords"
import { cn } from "~/lib/cn"
import { BrandLink } from "./brand-link"
import { ThemeControl } from "./theme-control"

const menuId = "site-menu"

const bookAction = (locale: Locale) => ({ kind: "book-call", label: layoutWords[locale].bookConsultation }) as const

/** The main navigation's look on the bar (wide screens) and in the phone menu. */
const navigationStyles = {
  bar: {
    list: "flex items-center gap-1",
    link: "inline-flex min-h-11 items-center rounded-md px-3 text-sm font-medium transition-colors",
    current: "text-primary",
    other: "text-muted-foreground hover:text-foreground",
  },
  menu: {
    list: "flex flex-col gap-1 py-2",
    link: "flex min-h-12 items-center rounded-md px-3 text-base font-medium",
    current: "bg-primary-soft text-primary",
    other: "text-foreground hover:bg-muted",
  },
}

/** The same page in another language (or, where it has no twin, the nearest page there). */
export interface LanguageLink {
  href: string
  locale: Locale
}

interface HeaderProps {
  currentPath: string
  locale: Locale
  /** One for each of the other languages. */
  languageLinks: readonly LanguageLink[]
}

export function SiteHeader({ currentPath, locale, languageLinks }: HeaderProps) {
  return (
    <header className="fixed inset-x-0 top-0 z-40 h-header border-b border-border surface-translucent">
      <div className="container-page flex h-full items-center justify-between gap-4">
        <div className="flex items-center gap-2">
          <BrandLink locale={locale} />
          {isPreviewBuild && <PreviewLabel copy={layoutWords[locale]} />}
        </div>
        <nav aria-label={layoutWords[locale].mainNavigationLabel} className="hidden lg:block">
          <NavigationLinks currentPath={currentPath} locale={locale} styles={navigationStyles.bar} />
        </nav>
        <div className="flex items-center gap-2">
          {languageLinks.map((link) => (
            <LanguageLinkButton key={link.locale} link={link} copy={layoutWords[locale]} className="max-lg:hidden" />
          ))}
          <ThemeControl name="theme-header" locale={locale} className="hidden lg:block" />
          {/* Hidden below `sm` by a variant: a plain `hidden` would lose to the button's own `inline-flex`. */}
          <ActionButton action={bookAction(locale)} locale={locale} size="sm" className="max-sm:hidden" />
          <Button
            variant="ghost"
            size="md"
            aria-haspopup="dialog"
            commandfor={menuId}
            command="show-modal"
            className="lg:hidden"
          >
            <SiteIcon name="menu" />
            {layoutWords[locale].menu.open}
          </Button>
        </div>
      </div>
      <MobileMenu currentPath={currentPath} locale={locale} languageLinks={languageLinks} />
    </header>
  )
}

/**
 * A preview build's content is still the template's examples (docs/decisions/018-launch-safety.md). On a phone,
 * where the bar has no room beside the brand, the label sits on the bar's lower edge.
 */
function PreviewLabel({ copy }: { copy: (typeof layoutWords)[Locale] }) {
  const { label, more } = copy.preview
  return (
    <span
      title={`${label}${more}`}
      className="rounded-full border border-star bg-background px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-star max-sm:absolute max-sm:top-full max-sm:left-1/2 max-sm:-translate-x-1/2 max-sm:-translate-y-1/2"
    >
      {label}
      <span className="sr-only">{more}</span>
    </span>
  )
}

/**
 * A native modal `<dialog>` opened by the Menu button's `command`, with no script of ours: the browser traps focus,
 * closes it on Esc or a tap outside, returns focus and makes the page inert (docs/decisions/008).
 */
function MobileMenu({ currentPath, locale, languageLinks }: HeaderProps) {
  return (
    <dialog
      id={menuId}
      aria-label={layoutWords[locale].menu.title}
      aria-modal="true"
      closedby="any"
      className="m-0 max-h-dvh w-full max-w-none overflow-y-auto border-b border-border bg-background pb-6 text-foreground shadow-xl backdrop:bg-inverse/60"
    >
      <div className="container-page flex h-header items-center justify-between gap-4">
        <BrandLink locale={locale} />
        <Button
          variant="ghost"
          size="icon"
          aria-label={layoutWords[locale].menu.close}
          commandfor={menuId}
          command="close"
        >
          <SiteIcon name="close" />
        </Button>
      </div>
      {/* Named apart from the header's navigation: both are in the page, one of them hidden. */}
      <nav aria-label={layoutWords[locale].menu.title} className="container-page">
        <NavigationLinks currentPath={currentPath} locale={locale} styles={navigationStyles.menu} />
        <ActionButton action={bookAction(locale)} locale={locale} size="lg" className="mt-4 w-full" />
        {languageLinks.map((link) => (
          <LanguageLinkButton
            key={link.locale}
            link={link}
            copy={layoutWords[locale]}
            className="mt-2 w-full justify-center"
          />
        ))}
      </nav>
      <div className="container-page mt-6 flex items-center justify-between gap-4">
        {/* The control's own legend names it for screen readers. */}
        <span aria-hidden="true" className="font-medium text-muted-foreground noscript:hidden">
          {layoutWords[locale].theme.label}
        </span>
        <ThemeControl name="theme-menu" locale={locale} />
      </div>
    </dialog>
  )
}

function NavigationLinks({
  currentPath,
  locale,
  styles,
}: {
  currentPath: string
  locale: Locale
  styles: (typeof navigationStyles)["bar"]
}) {
  return (
    <ul className={styles.list}>
      {mainNavigation(locale, layoutWords[locale].navigation).map((item) => {
        const isCurrent = item.to === currentPath
        return (
          <li key={item.to}>
            <a
              href={item.to}
              aria-current={isCurrent ? "page" : undefined}
              className={cn(styles.link, isCurrent ? styles.current : styles.other)}
            >
              {item.label}
            </a>
          </li>
        )
      })}
    </ul>
  )
}

/** Named in its own language ("Español") and marked so; a plain link, so it works without JavaScript. */
function LanguageLinkButton({
  link,
  copy,
  className,
}: {
  link: LanguageLink
  copy: (typeof layoutWords)[Locale]
  className?: string
}) {
  const { lang, name } = localeInfo[link.locale]
  return (
    <a
      href={link.href}
      hrefLang={lang}
      className={cn(
        "inline-flex min-h-11 items-center gap-1.5 rounded-md px-3 text-sm font-medium text-muted-foreground hover:text-foreground",
        className,
      )}
    >
      <SiteIcon name="globe" />
      <span className="sr-only">{copy.language.label}</span>
      <span lang={lang}>{name}</span>
    </a>
  )
}
