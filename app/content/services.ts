import customIntegrationsImage from "~/assets/services/custom-ai-integrations.svg?url"
import customerSupportImage from "~/assets/services/ai-customer-support.svg?url"
import leadGenerationImage from "~/assets/services/lead-generation.svg?url"
import workflowAutomationImage from "~/assets/services/workflow-automation.svg?url"
import type { Service } from "./types"

/** The four services, in the order the site presents them (home page, services page, footer). */
export const services: readonly Service[] = [
  {
    id: "ai-customer-support",
    icon: "bot",
    title: "AI Customer Support Agents",
    summary:
      "Chat and voice agents that answer your customers 24/7, resolve routine requests and hand the rest to your team.",
    description:
      "Chat and voice agents trained on your policies, products and past tickets. They answer customers around the clock, resolve routine requests on the spot and hand the rest to your team with the full conversation attached.",
    features: [
      "24/7 answers on chat, email, SMS and phone",
      "Trained on your help center, policies and past tickets",
      "Smooth handoff to a human with full context",
      "Order, booking and account look-ups in your systems",
      "Weekly reports on resolution rate and common questions",
    ],
    image: {
      src: customerSupportImage,
      alt: "A chat window in which an AI agent answers a customer's order question, with a human agent available for handoff",
      width: 640,
      height: 480,
    },
    pricing: { kind: "from", monthlyFee: { amount: 500, currency: "USD" } },
    cta: { kind: "book-call", label: "Get Started" },
  },
  {
    id: "workflow-automation",
    icon: "workflow",
    title: "Workflow Automation with n8n",
    summary: "Reliable n8n workflows that take data entry, approvals, documents and reporting off your team's plate.",
    description:
      "We map the repetitive work that eats your week and rebuild it as reliable n8n workflows: data entry, approvals, document handling and reporting run on their own, with alerts when something needs a person.",
    features: [
      "Process mapping to find the highest-value automations",
      "Self-hosted or cloud n8n, owned by your business",
      "Connections to 300+ apps, from CRMs to spreadsheets",
      "Error alerts, retries and audit logs built in",
      "Documentation and training so your team can adjust flows",
    ],
    image: {
      src: workflowAutomationImage,
      alt: "A workflow diagram linking a form, a CRM, an approval step and an email notification",
      width: 640,
      height: 480,
    },
    pricing: { kind: "from", monthlyFee: { amount: 1000, currency: "USD" } },
    cta: { kind: "book-call", label: "Get Started" },
  },
  {
    id: "lead-generation",
    icon: "target",
    title: "Lead Generation Automation",
    summary:
      "Every lead captured, qualified and followed up in minutes, with meetings booked straight into your calendar.",
    description:
      "Capture, qualify and follow up with every lead in minutes instead of days. Your pipeline fills with scored, enriched prospects and booked meetings while your team focuses on closing.",
    features: [
      "Instant replies to web, ad and phone inquiries",
      "AI lead scoring and qualification questions",
      "Contact enrichment and CRM updates without data entry",
      "Personalized multi-step follow-up sequences",
      "Meetings booked straight into your calendar",
    ],
    image: {
      src: leadGenerationImage,
      alt: "A sales funnel turning website visitors into qualified leads and booked meetings",
      width: 640,
      height: 480,
    },
    pricing: { kind: "from", monthlyFee: { amount: 750, currency: "USD" } },
    cta: { kind: "book-call", label: "Get Started" },
  },
  {
    id: "custom-ai-integrations",
    icon: "plug",
    title: "Custom AI Integrations",
    summary:
      "AI built into the systems you already run, from document processing to private assistants and custom APIs.",
    description:
      "When off-the-shelf tools stop short, we build AI into the systems you already run: document understanding, internal assistants, forecasting and custom APIs, designed around your data and security needs.",
    features: [
      "AI connected to your CRM, ERP, EHR or practice software",
      "Document reading and data extraction at scale",
      "Private internal assistants trained on your knowledge",
      "Custom APIs, dashboards and reporting",
      "Security review and access controls from day one",
    ],
    image: {
      src: customIntegrationsImage,
      alt: "An AI core connected to a database, a document store, a dashboard and an API",
      width: 640,
      height: 480,
    },
    pricing: { kind: "custom" },
    cta: { kind: "book-call", label: "Get Started" },
  },
]
