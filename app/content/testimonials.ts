import type { Testimonial } from "./types"

/**
 * Sample content: six illustrative testimonials for the agency to replace with real, approved
 * quotes from its clients (with their permission to publish name, role and company).
 */
export const testimonials: readonly Testimonial[] = [
  {
    id: "dana-whitfield",
    quote:
      "Every inquiry is now answered within a minute, qualified and booked onto the right attorney's calendar. We signed eleven more clients in the first quarter.",
    author: "Dana Whitfield",
    role: "Managing Partner",
    company: "Whitfield & Moreno Law",
    rating: 5,
  },
  {
    id: "marcus-lee",
    quote:
      "The AI agent resolves about 70% of our support tickets on its own, and abandoned cart recovery paid for the whole project in six weeks.",
    author: "Marcus Lee",
    role: "Founder",
    company: "Trailhead Supply Co.",
    rating: 5,
  },
  {
    id: "priya-raman",
    quote:
      "Leads get a personal reply in under two minutes, day or night, and our agents only talk to people ready to tour. Conversions nearly doubled.",
    author: "Priya Raman",
    role: "Broker-Owner",
    company: "Cornerstone Realty Group",
    rating: 5,
  },
  {
    id: "james-okafor",
    quote:
      "Automated reminders cut our no-show rate from 18% to 6%, and the front desk finally has time for the patients in the room.",
    author: "Dr. James Okafor",
    role: "Medical Director",
    company: "Lakeside Family Health",
    rating: 5,
  },
  {
    id: "elena-vasquez",
    quote:
      "They automated the document collection we used to chase by email. New clients are now set up in two days instead of ten.",
    author: "Elena Vasquez",
    role: "Chief Operating Officer",
    company: "Summit Ridge Financial",
    rating: 5,
  },
  {
    id: "tom-brennan",
    quote:
      "We expected a chatbot and got a partner. Their n8n workflows connect our CRM, billing and support, and every monthly review finds more hours to save.",
    author: "Tom Brennan",
    role: "Head of Operations",
    company: "Brightline Software",
    rating: 5,
  },
]
