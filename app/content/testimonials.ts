import type { Testimonial } from "./types"

/**
 * Sample content: six illustrative testimonials for the agency to replace with real, approved
 * quotes from its clients (with their permission to publish name, role and company).
 */
export const testimonials: readonly Testimonial[] = [
  {
    id: "dana-whitfield",
    quote:
      "Our intake used to depend on who happened to pick up the phone. Now every inquiry is answered within a minute, qualified and booked onto the right attorney's calendar. We signed eleven more clients in the first quarter.",
    author: "Dana Whitfield",
    role: "Managing Partner",
    company: "Whitfield & Moreno Law",
    rating: 5,
  },
  {
    id: "marcus-lee",
    quote:
      "The AI agent handles about 70% of our support tickets on its own, and order-status questions simply disappeared from our inbox. Abandoned cart recovery paid for the whole project in six weeks.",
    author: "Marcus Lee",
    role: "Founder",
    company: "Trailhead Supply Co.",
    rating: 5,
  },
  {
    id: "priya-raman",
    quote:
      "Leads from Zillow and our website get a personal reply in under two minutes, day or night. Our agents only talk to people who are ready to tour, and our conversion rate has nearly doubled.",
    author: "Priya Raman",
    role: "Broker-Owner",
    company: "Cornerstone Realty Group",
    rating: 5,
  },
  {
    id: "james-okafor",
    quote:
      "Automated reminders cut our no-show rate from 18% to 6%, and the front desk finally has time to focus on patients in the room. The team was careful about privacy from the very first meeting.",
    author: "Dr. James Okafor",
    role: "Medical Director",
    company: "Lakeside Family Health",
    rating: 5,
  },
  {
    id: "elena-vasquez",
    quote:
      "They mapped our onboarding process in two weeks and automated the document collection we used to chase by email. New clients are set up in two days instead of ten.",
    author: "Elena Vasquez",
    role: "Chief Operating Officer",
    company: "Summit Ridge Financial",
    rating: 5,
  },
  {
    id: "tom-brennan",
    quote:
      "We expected a chatbot and got a partner. Their n8n workflows connect our CRM, billing and support tools, and the monthly reviews keep finding new hours to save.",
    author: "Tom Brennan",
    role: "Head of Operations",
    company: "Brightline Software",
    rating: 5,
  },
]
