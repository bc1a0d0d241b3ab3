import { SiteIcon } from "~/components/icons"
import type { Locale } from "~/config/locales"
import { layoutWords } from "virtual:content/layoutWords"
import { cn } from "~/lib/cn"
import { themeChoiceAttribute, themeChoices, type ThemeChoice } from "~/lib/theme-choice"

const icons = { light: "sun", dark: "moon", system: "monitor" } as const satisfies Record<ThemeChoice, string>

/**
 * Light, Dark or System (the default): three radios drawn as one segmented control, each an icon
 * with its name for screen readers and as a tooltip; arrow keys move between them, and the group
 * is one stop for Tab. Plain HTML: app/start/theme.ts shows the
 * visitor's choice and applies a change. Hidden without JavaScript, where the system's preference
 * rules and a choice could not be kept. `name` tells the header's control from the phone menu's.
 */
export function ThemeControl({ name, locale, className }: { name: string; locale: Locale; className?: string }) {
  const copy = layoutWords[locale].theme
  return (
    <fieldset className={cn("noscript:hidden", className)}>
      <legend className="sr-only">{copy.label}</legend>
      <div className="flex rounded-control border border-border p-0.5">
        {themeChoices.map((choice) => (
          <label
            key={choice}
            title={copy.choices[choice]}
            className="relative flex size-9 items-center justify-center rounded-md text-muted-foreground transition-colors hover:text-foreground has-checked:bg-muted has-checked:text-foreground"
          >
            {/* The radio is the whole square, so it is what a tap lands on and what shows focus. */}
            <input
              type="radio"
              name={name}
              value={choice}
              defaultChecked={choice === "system"}
              {...{ [themeChoiceAttribute]: "" }}
              className="absolute inset-0 cursor-pointer appearance-none rounded-md"
            />
            <SiteIcon name={icons[choice]} className="pointer-events-none relative size-4" />
            <span className="sr-only">{copy.choices[choice]}</span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}
