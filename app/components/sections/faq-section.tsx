import { Section } from "~/components/layout/section"
import { Accordion, AccordionItem } from "~/components/ui/accordion"
import type { Faq, SectionIntro } from "~/content/types"
import { track } from "~/lib/analytics/events"

export type FaqSectionProps = {
  id?: string
  intro: SectionIntro
  faqs: readonly Faq[]
  /** A closing line such as "Still have questions? Contact us". */
  contact?: { prompt: string; linkLabel: string; href: string }
}

/** Questions that open one at a time; every answer is in the page's HTML. */
export function FaqSection({ id, intro, faqs, contact }: FaqSectionProps) {
  return (
    <Section id={id} intro={intro}>
      <Accordion
        className="mx-auto max-w-3xl motion-safe:stagger-rise"
        onValueChange={(question: string) => question && track("faq_opened", { question })}
      >
        {faqs.map((faq) => (
          <AccordionItem key={faq.id} value={faq.id} title={faq.question}>
            <p>{faq.answer}</p>
          </AccordionItem>
        ))}
      </Accordion>
      {contact ? (
        <p className="mt-8 text-center text-muted-foreground">
          {contact.prompt}{" "}
          <a
            href={contact.href}
            className="font-semibold text-primary underline underline-offset-4 hover:text-primary-hover"
          >
            {contact.linkLabel}
          </a>
        </p>
      ) : null}
    </Section>
  )
}
