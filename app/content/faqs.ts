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
      "Most repetitive, rule-based work: answering customer questions, qualifying and following up with leads, booking appointments, data entry between apps, document processing, reminders and reporting. If your team does it the same way every week, it is usually a strong candidate. In the free consultation we identify which tasks will return the most.",
  },
  {
    id: "setup-time",
    question: "How long does setup take?",
    answer:
      "Simple workflows are typically live in 1-2 weeks. Full systems, such as an AI support agent connected to your CRM with lead automation, take 4-8 weeks. Work starts within 1-2 weeks of your consultation, and you see progress every week.",
  },
  {
    id: "data-security",
    question: "Is my business data secure?",
    answer:
      "Yes. We use encrypted connections, least-privilege access to your systems and providers that do not train their models on your data. Where you prefer, workflows run on infrastructure you own, such as a self-hosted n8n server. Healthcare and legal clients get setups designed around their confidentiality requirements.",
  },
  {
    id: "technical-knowledge",
    question: "Do I need technical knowledge to use your solutions?",
    answer:
      "No. We handle the design, building, integration and maintenance. Your team uses the tools they already know, and we provide training and simple guides for anything new. When you want to adjust something, you tell us in plain language.",
  },
  {
    id: "changes-after-launch",
    question: "Can I make changes after launch?",
    answer:
      "Absolutely. Businesses change, and your automations should too. Every plan includes ongoing support and optimization, so we update workflows, retrain agents and add new automations as your needs evolve. Our team monitors and supports your systems 24/7.",
  },
  {
    id: "integrations",
    question: "Which tools and apps can you integrate with?",
    answer:
      "We connect with 300+ apps, including CRMs such as HubSpot and Salesforce, Google Workspace and Microsoft 365, Shopify, QuickBooks, Slack, Calendly and practice management software. If a tool has an API, we can usually integrate it with a custom connection.",
  },
]
