import type { CallToAction, ClosingCallToAction, PageHero, PageMeta, SectionIntro } from "../types"

export const homePage = {
  meta: {
    title: "AI Automation Agency for Growing US Businesses",
    description:
      "AI customer support agents, workflow automation, lead generation and custom AI integrations for US businesses. Book a free 30-minute consultation.",
  } satisfies PageMeta,
  hero: {
    eyebrow: "AI automation agency",
    title: "Automate. Accelerate. Dominate.",
    lede: "AI agents and automated workflows that answer every customer, follow up with every lead and take the busywork off your team, so you grow without adding headcount.",
    actions: [
      { kind: "book-call", label: "Book Free Consultation" },
      { kind: "watch-demo", label: "Watch Demo" },
    ],
  } satisfies PageHero,
  valueStatement: {
    eyebrow: "Why businesses choose us",
    title: "Your Business, Running on AI",
    lede: "Trusted by 27+ businesses for AI that pays for itself, works with the tools they already use and is looked after around the clock.",
  } satisfies SectionIntro,
  benefits: {
    eyebrow: "Benefits",
    title: "What AI Automation Does for You",
    lede: "Less busywork, lower costs and more growth, from the first workflow we automate.",
  } satisfies SectionIntro,
  solutions: {
    eyebrow: "Solutions",
    title: "AI Solutions Built for Your Business",
    lede: "Four ways we put AI to work, each designed around your processes and connected to your tools.",
  } satisfies SectionIntro,
  solutionLinkLabel: "Learn more about",
  process: {
    eyebrow: "How it works",
    title: "Our Process",
    lede: "From first conversation to measurable results in four clear steps.",
  } satisfies SectionIntro,
  audiences: {
    eyebrow: "Industries",
    title: "Who We Help",
    lede: "AI automation tailored to the way your industry works.",
  } satisfies SectionIntro,
  testimonials: {
    eyebrow: "Testimonials",
    title: "What Our Clients Say",
    lede: "Business owners on what changed after their automations went live.",
  } satisfies SectionIntro,
  pricing: {
    eyebrow: "Pricing",
    title: "Flexible Plans for Every Stage",
    lede: "All plans include setup, training and ongoing support.",
  } satisfies SectionIntro,
  pricingClosing: {
    question: "Not sure which plan is right for you?",
    action: { kind: "book-call", label: "Schedule a Free Consultation" },
  } satisfies { question: string; action: CallToAction },
  faq: {
    eyebrow: "FAQ",
    title: "Frequently Asked Questions",
    lede: "Straight answers to what business owners ask us most.",
  } satisfies SectionIntro,
  faqContact: {
    prompt: "Still have questions?",
    linkLabel: "Contact us",
    /** The closing call to action below holds this anchor. */
    href: "#contact",
  },
  closing: {
    title: "Ready to Put AI to Work?",
    lede: "Book a free 30-minute strategy session. We'll map your biggest automation opportunities and show you the return you can expect, with no obligation.",
    actions: [
      { kind: "book-call", label: "Book Free Consultation" },
      { kind: "email", label: "Email Us", subject: "AI automation inquiry" },
    ],
  } satisfies ClosingCallToAction,
}
