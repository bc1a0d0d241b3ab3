import type { ProcessStep } from "./types"

/** The four steps of every engagement: the home page's timeline and the process page's cards. */
export const processSteps: readonly ProcessStep[] = [
  {
    id: "discovery-assessment",
    number: 1,
    icon: "search",
    title: "Discovery & Assessment",
    summary: "We analyze your workflows and find the automation opportunities with the biggest return.",
    description:
      "We start by learning how your business really runs. We map your workflows, measure where time and money go, and rank the automation opportunities by return and effort, so you know exactly what to build first and what it will deliver.",
    duration: "1-2 weeks",
    activities: [
      "Workflow mapping sessions with your team",
      "Review of your current tools and data",
      "Time and cost analysis of manual tasks",
      "Ranked list of automation opportunities",
      "ROI projection and project roadmap",
    ],
  },
  {
    id: "design-build",
    number: 2,
    icon: "wrench",
    title: "Design & Build",
    summary: "We design and build custom AI workflows around your processes and tools.",
    description:
      "Our engineers design the solution around your processes, then build and train your AI agents and workflows. You see working versions every week and shape them with your feedback before anything goes live.",
    duration: "2-6 weeks",
    activities: [
      "Solution design and technical architecture",
      "AI agent training on your data and policies",
      "Workflow builds and app integrations",
      "Weekly demos and feedback rounds",
      "Testing with real scenarios and edge cases",
    ],
  },
  {
    id: "deploy-monitor",
    number: 3,
    icon: "rocket",
    title: "Deploy & Monitor",
    summary: "We launch your automations, train your team and monitor every run.",
    description:
      "We launch in stages so nothing disrupts your business, train your team on the new workflows and monitor every run around the clock. Issues are caught and fixed before your customers ever notice them.",
    duration: "1-2 weeks",
    activities: [
      "Staged launch with a rollback plan",
      "Team training and written guides",
      "24/7 monitoring and alerting",
      "Performance baseline and KPI tracking",
      "Quick fixes during the launch period",
    ],
  },
  {
    id: "optimize-scale",
    number: 4,
    icon: "chart",
    title: "Optimize & Scale",
    summary: "We tune performance from real data and extend automation as you grow.",
    description:
      "Automation gets better with use. We review performance with you regularly, tune your agents and workflows from real data, and extend automation to new teams and processes as your business grows.",
    duration: "Ongoing",
    activities: [
      "Monthly performance reviews",
      "Prompt and workflow tuning from real data",
      "New automations as needs grow",
      "Updates as your tools and AI models change",
      "Quarterly strategy and ROI reports",
    ],
  },
]
