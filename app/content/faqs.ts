import type { Faq } from "./types"

/**
 * The home page's frequently asked questions. Sample answers, consistent with the site's figures
 * (setup times, 300+ integrations, 24/7 support), for the agency to review.
 */
export const faqs: readonly Faq[] = [
  {
    id: "what-can-be-automated",
    question: "What kinds of tasks can you automate?",
    answer:
      "Most repetitive, rule-based work: answering customer questions, qualifying and following up with leads, booking appointments, moving data between apps, processing documents and reporting. In the free consultation we pinpoint which tasks will return the most.",
  },
  {
    id: "setup-time",
    question: "How long does setup take?",
    answer:
      "Simple workflows are typically live in 1-2 weeks, and full systems, such as a support agent connected to your CRM with lead automation, in 4-8 weeks. Work starts within 1-2 weeks of your consultation.",
  },
  {
    id: "data-security",
    question: "Is my business data secure?",
    answer:
      "Yes. We use encrypted connections, least-privilege access and AI providers that don't train on your data. Where you prefer, workflows run on infrastructure you own, such as a self-hosted n8n server.",
  },
  {
    id: "technical-knowledge",
    question: "Do I need technical knowledge to use your solutions?",
    answer:
      "No. We design, build, integrate and maintain everything. Your team keeps using the tools it knows, with training and short guides for anything new. To change something, just tell us in plain language.",
  },
  {
    id: "changes-after-launch",
    question: "Can I make changes after launch?",
    answer:
      "Absolutely. Every plan includes ongoing support, so we update workflows, retrain agents and add automations as your needs change, and we monitor your systems 24/7.",
  },
  {
    id: "integrations",
    question: "Which tools and apps can you integrate with?",
    answer:
      "We connect with 300+ apps, including HubSpot, Salesforce, Google Workspace, Microsoft 365, Shopify, QuickBooks, Slack and practice management software. If a tool has an API, we can usually connect it too.",
  },
]
