import type { ClosingCallToAction, PageHero, PageMeta, SectionIntro } from "../types"

export const processPage = {
  meta: {
    title: "Our 4-Step AI Automation Process",
    description:
      "How we take you from a free consultation to a live AI automation: discovery in 1-2 weeks, design and build in 2-6 weeks, deployment, then ongoing optimization.",
  } satisfies PageMeta,
  hero: {
    eyebrow: "Our process",
    title: "From First Call to Measurable Results",
    lede: "A proven four-step process that takes the guesswork out of AI: we find the right opportunities, build them properly, launch them safely and keep improving them.",
    actions: [
      { kind: "book-call", label: "Book Free Consultation" },
      { kind: "page", label: "View Case Studies", to: "/case-studies" },
    ],
  } satisfies PageHero,
  steps: {
    eyebrow: "Four steps",
    title: "How We Work With You",
    lede: "Clear phases, fixed milestones and a working result at the end of each one.",
  } satisfies SectionIntro,
  stepLabels: {
    /** "Step 01" */
    step: "Step",
    duration: "Duration",
    activities: "What happens",
  },
  guarantees: {
    eyebrow: "Our guarantees",
    title: "Results You Can Count On",
    lede: "We put our fees behind our work, so the risk of trying AI automation sits with us.",
  } satisfies SectionIntro,
  testimonials: {
    eyebrow: "Testimonials",
    title: "What Our Clients Say",
    lede: "How the process felt from the other side of the table.",
  } satisfies SectionIntro,
  closing: {
    title: "Start With Step One",
    lede: "Discovery begins with a free 30-minute strategy session, and work starts within 1-2 weeks of it.",
    actions: [
      { kind: "book-call", label: "Book Free Consultation" },
      { kind: "page", label: "Explore Services", to: "/services" },
    ],
  } satisfies ClosingCallToAction,
}
