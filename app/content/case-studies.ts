// Sample content: illustrative client stories for the agency to replace with its own, approved by each client.
import type { CaseStudy } from "./types"

/** One client story per industry, in the order the case studies page presents them. */
export const caseStudies: readonly CaseStudy[] = [
  {
    id: "calloway-pierce-family-law",
    company: "Calloway & Pierce Family Law",
    industry: "Legal",
    icon: "scale",
    challenge:
      "The firm's two paralegals spent about 15 hours a week answering intake calls and re-keying client details into their case management system. Roughly 1 in 4 after-hours inquiries never got a call back, and those prospects usually hired another firm.",
    solution:
      "We deployed an AI customer support agent that answers web and phone inquiries around the clock, screens for conflicts and books consultations directly on attorneys' calendars. n8n workflow automation now creates the matter in their case management system, sends engagement letters for e-signature and runs document and payment follow-ups.",
    results: [
      { metric: "68%", description: "faster client intake" },
      { metric: "24/7", description: "inquiry coverage, including weekends" },
      { metric: "11 hrs", description: "of paralegal time saved each week" },
      { metric: "285%", description: "first-year return on investment" },
    ],
    testimonial: {
      quote:
        "We used to lose good cases simply because nobody picked up after 5 p.m. Now every inquiry gets answered, screened and booked before we're back in the office.",
      author: "Rebecca Calloway",
      role: "Managing Partner, Calloway & Pierce Family Law",
    },
    timeframe: "5 weeks to launch, results measured over 12 months",
    investment: {
      setupFee: { amount: 18000, currency: "USD" },
      monthlyFee: { amount: 1200, currency: "USD" },
    },
  },
  {
    id: "juniper-trail-outfitters",
    company: "Juniper Trail Outfitters",
    industry: "E-commerce",
    icon: "shopping-cart",
    challenge:
      "The online outdoor gear store received around 1,800 support emails a month, and 60% of them were order status questions handled by a three-person team. Average first response time was 19 hours, and 72% of carts were abandoned at checkout.",
    solution:
      "We launched an AI customer support agent on chat and email that looks up orders and tracking in real time and handles returns and exchanges within the store's policy. An n8n workflow automation sends personalized abandoned cart reminders and restock alerts based on each shopper's browsing and order history.",
    results: [
      { metric: "74%", description: "of support tickets resolved without a human" },
      { metric: "2 min", description: "average first response time" },
      { metric: "$52K", description: "in abandoned carts recovered in year one" },
      { metric: "310%", description: "first-year return on investment" },
    ],
    testimonial: {
      quote:
        "Order tracking questions used to bury us every Monday. The agent answers them in seconds, and the cart recovery emails paid for the whole project in the first few months.",
      author: "Marcus Delgado",
      role: "Founder and CEO, Juniper Trail Outfitters",
    },
    timeframe: "4 weeks to launch, results measured over 12 months",
    investment: {
      setupFee: { amount: 12000, currency: "USD" },
      monthlyFee: { amount: 750, currency: "USD" },
    },
  },
  {
    id: "keystone-ridge-realty",
    company: "Keystone Ridge Realty",
    industry: "Real Estate",
    icon: "house",
    challenge:
      "The brokerage's 14 agents received about 600 portal and website leads a month, but average response time was over 6 hours and only 9% of leads were ever qualified. Agents spent evenings sorting serious buyers from casual browsers instead of showing homes.",
    solution:
      "We built a lead generation automation that replies to every new lead within a minute by text and email, asks about budget, timeline and pre-approval, and routes qualified buyers to the right agent. n8n workflow automation syncs everything to their CRM and runs property follow-ups with new listings and price changes matched to each lead's search.",
    results: [
      { metric: "3.2x", description: "more qualified leads per month" },
      { metric: "58 sec", description: "average lead response time" },
      { metric: "41%", description: "more showings booked" },
      { metric: "245%", description: "first-year return on investment" },
    ],
    testimonial: {
      quote:
        "Our agents now start the day with a list of buyers who are pre-approved and ready to tour. Nobody misses a lead because they were at a showing.",
      author: "Danielle Okafor",
      role: "Broker and Owner, Keystone Ridge Realty",
    },
    timeframe: "6 weeks to launch, results measured over 12 months",
    investment: {
      setupFee: { amount: 24000, currency: "USD" },
      monthlyFee: { amount: 1500, currency: "USD" },
    },
  },
  {
    id: "meadowbrook-family-medicine",
    company: "Meadowbrook Family Medicine",
    industry: "Healthcare",
    icon: "heart-pulse",
    challenge:
      "The three-location practice saw a 17% no-show rate, and front desk staff made about 250 reminder and rescheduling calls a week by hand. Patient intake forms arrived on paper and took roughly 20 hours a week to enter into the records system.",
    solution:
      "We deployed a HIPAA-aware AI customer support agent that handles scheduling, rescheduling and common patient questions by phone and text, with a handoff to staff for anything clinical. n8n workflow automation sends patient reminders, collects digital intake forms and files them into the practice's records system.",
    results: [
      { metric: "52%", description: "fewer missed appointments" },
      { metric: "38 hrs", description: "of front desk time saved each week" },
      { metric: "90%", description: "of intake forms completed before the visit" },
      { metric: "325%", description: "first-year return on investment" },
    ],
    testimonial: {
      quote:
        "Our front desk finally has time to focus on the patients standing in front of them. No-shows dropped by half within the first two months.",
      author: "Dr. Alan Whitfield",
      role: "Medical Director, Meadowbrook Family Medicine",
    },
    timeframe: "8 weeks to launch, results measured over 12 months",
    investment: {
      setupFee: { amount: 32000, currency: "USD" },
      monthlyFee: { amount: 1800, currency: "USD" },
    },
  },
  {
    id: "sterling-oak-wealth-advisors",
    company: "Sterling Oak Wealth Advisors",
    industry: "Financial Services",
    icon: "landmark",
    challenge:
      "Onboarding a new client took about 3 weeks and 9 hours of staff time, most of it chasing documents and re-entering data into custodian and CRM systems. Compliance reviews of account paperwork were done by hand, and roughly 1 in 8 files came back with missing information.",
    solution:
      "We built a custom AI integration that reads statements, IDs and tax forms, extracts the data and flags missing or inconsistent fields before a compliance officer signs off. n8n workflow automation runs the rest of client onboarding, from document requests and reminders to account setup in the CRM and custodian portal.",
    results: [
      { metric: "5 days", description: "average client onboarding, down from 21" },
      { metric: "83%", description: "less time on document processing" },
      { metric: "96%", description: "of files pass compliance checks first time" },
      { metric: "290%", description: "first-year return on investment" },
    ],
    testimonial: {
      quote:
        "New clients used to wait weeks for their accounts to open. Now most are fully onboarded in under a week, and our compliance team reviews clean files instead of chasing paperwork.",
      author: "Jonathan Reyes",
      role: "Chief Operating Officer, Sterling Oak Wealth Advisors",
    },
    timeframe: "10 weeks to launch, results measured over 12 months",
    investment: {
      setupFee: { amount: 28000, currency: "USD" },
      monthlyFee: { amount: 1600, currency: "USD" },
    },
  },
  {
    id: "nimbus-ledger-software",
    company: "Nimbus Ledger Software",
    industry: "Technology",
    icon: "cpu",
    challenge:
      "The 120-person accounting software company handled about 4,500 support tickets a month, and engineers lost close to 30 hours a week to misrouted tickets and status questions. Median time to first response had grown to 14 hours as the customer base doubled.",
    solution:
      "We deployed an AI customer support agent trained on their docs and past tickets that resolves how-to questions and triages the rest by product area and severity. Custom AI integrations and n8n workflow automation connect the help desk, issue tracker and Slack, giving the team internal tools that summarize tickets, draft replies and escalate incidents.",
    results: [
      { metric: "61%", description: "of tickets resolved by the AI agent" },
      { metric: "15 min", description: "median time to first response" },
      { metric: "26 hrs", description: "of engineering time freed each week" },
      { metric: "400%", description: "first-year return on investment" },
    ],
    testimonial: {
      quote:
        "Support triage used to pull engineers off the roadmap every day. Now tickets arrive summarized, labeled and in the right queue, and most never need us at all.",
      author: "Priya Raman",
      role: "VP of Customer Experience, Nimbus Ledger Software",
    },
    timeframe: "12 weeks to launch, results measured over 12 months",
    investment: {
      setupFee: { amount: 45000, currency: "USD" },
      monthlyFee: { amount: 2500, currency: "USD" },
    },
  },
]
