import type { Faq } from "./types"

/** Short answers beside the form. Sample copy, consistent with the site's figures. */
export const quickAnswers: readonly Faq[] = [
  {
    id: "consultation-length",
    question: "How long is the free consultation?",
    answer:
      "It's a 30-minute strategy session by video or phone. We look at your workflows and leave you with concrete automation ideas, whether or not you work with us.",
  },
  {
    id: "start-time",
    question: "How soon can you start?",
    answer:
      "Work starts within 1-2 weeks of your consultation. Simple workflows are usually live 1-2 weeks after that.",
  },
  {
    id: "preparation",
    question: "What should I prepare?",
    answer:
      "Nothing formal. A rough idea of the tasks that take your team the most time, and the tools you use today, is plenty.",
  },
  {
    id: "obligation",
    question: "Is there any obligation?",
    answer: "None. The consultation is free, and you decide afterwards whether a proposal makes sense for you.",
  },
]
