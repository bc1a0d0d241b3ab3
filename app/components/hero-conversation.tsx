import { SiteIcon } from "~/components/icons"
import type { HeroConversation as HeroConversationContent } from "~/content/types"
import { cn } from "~/lib/cn"

/**
 * Plain HTML and CSS, one picture for screen readers (`role="img"` and the content's description),
 * at its final size from the first paint so it moves nothing; messages rise in, never fade.
 */
export function HeroConversation({
  description,
  agentName,
  status,
  messages,
  outcomes,
}: Omit<HeroConversationContent, "sample">) {
  return (
    <figure
      role="img"
      aria-label={description}
      className="rounded-card border border-inverse-border bg-white/5 p-5 text-sm shadow-2xl"
    >
      <div className="flex items-center gap-3 border-b border-inverse-border pb-4">
        <span className="flex size-9 items-center justify-center rounded-full bg-inverse-accent text-inverse">
          <SiteIcon name="bot" className="size-5" />
        </span>
        <span className="font-semibold">{agentName}</span>
        <span className="ml-auto flex items-center gap-2 text-inverse-muted">
          <span className="size-2 rounded-full bg-inverse-success" />
          {status}
        </span>
      </div>
      <ol className="mt-4 space-y-3 motion-safe:stagger-rise">
        {messages.map((message, index) => {
          const isAgent = message.from === "agent"
          return (
            <li key={index} className={cn("max-w-[85%]", !isAgent && "ml-auto text-right")}>
              <p
                className={cn(
                  "rounded-xl px-4 py-2.5 text-left",
                  isAgent ? "rounded-tl-sm bg-white/10" : "rounded-tr-sm bg-inverse-accent text-inverse",
                )}
              >
                {message.text}
              </p>
              <span className="mt-1 block text-xs text-inverse-muted">{message.time}</span>
            </li>
          )
        })}
      </ol>
      <ul className="mt-5 flex flex-wrap gap-2 border-t border-inverse-border pt-4">
        {outcomes.map((outcome) => (
          <li
            key={outcome}
            className="flex items-center gap-1.5 rounded-full bg-white/10 px-3 py-1 text-xs font-medium"
          >
            <SiteIcon name="check" className="size-3.5 text-inverse-success" />
            {outcome}
          </li>
        ))}
      </ul>
    </figure>
  )
}
