// Sample legal text for the agency to review with its counsel before launch.
import type { LegalDocument } from "../types"

export const termsOfService: LegalDocument = {
  meta: {
    title: "Terms of Service",
    description:
      "The terms for using this website: what you may do with its content, how the site and AI assistant are provided, and the limits of our liability.",
  },
  title: "Terms of Service",
  lastUpdated: "December 2024",
  intro: [
    'These terms apply to your use of this website, operated by {agencyName} ("we", "us"). They do not cover automation, AI or integration services we provide to clients; those are governed by a separate signed agreement.',
  ],
  sections: [
    {
      id: "acceptance-of-terms",
      heading: "Acceptance of Terms",
      paragraphs: [
        "By using this website, you agree to these terms and to our Privacy Policy. If you do not agree, please do not use the site.",
        "We may update these terms from time to time and will change the date at the top of this page when we do. Continuing to use the site after a change means you accept the updated terms.",
      ],
    },
    {
      id: "use-license",
      heading: "Use License",
      paragraphs: [
        "We give you permission to view and print pages of this site for your personal, non-commercial evaluation of our services. This is a license, not a transfer of ownership: the text, graphics, code and other materials on the site remain ours or our licensors'.",
        "Under this license you may not:",
        "This permission ends automatically if you break any of these restrictions, and we may end it at any time. When it ends, you must delete any materials from the site that you have downloaded or printed.",
      ],
      list: [
        "Copy or modify the site's materials",
        "Use the materials for any commercial purpose or public display",
        "Decompile or reverse engineer any software on the site",
        "Remove copyright or other proprietary notices from the materials",
        "Mirror the site or its materials on any other server",
        "Attempt to disrupt, overload or misuse the site or the AI assistant",
      ],
    },
    {
      id: "service-availability",
      heading: "Service Availability",
      paragraphs: [
        'The site and the optional AI assistant are provided "as is" and "as available". They may be unavailable at times for maintenance, updates or reasons outside our control, and we may change or remove content without notice. The assistant can make mistakes, and nothing it says is professional advice or a commitment by us.',
        "Third-party tools used on or linked from the site, including the booking calendar, the voice assistant and the video host, are governed by their own terms and privacy policies. We are not responsible for how they operate.",
        "Prices, case studies, results and other marketing statements on the site are for information only and are not an offer or a guarantee. A binding engagement requires a written agreement signed by both you and {agencyName}.",
      ],
    },
    {
      id: "disclaimer",
      heading: "Disclaimer",
      paragraphs: [
        "To the fullest extent the law allows, we make no warranties, express or implied, about the site or its materials, including warranties of merchantability, fitness for a particular purpose, accuracy or non-infringement.",
      ],
    },
    {
      id: "limitation-of-liability",
      heading: "Limitation of Liability",
      paragraphs: [
        "To the fullest extent the law allows, {agencyName} and its team are not liable for any indirect, incidental, special or consequential damages, or for lost profits or data, arising from your use of or inability to use the site, even if we were told such damages were possible. Some states do not allow these limitations, so they may not fully apply to you.",
      ],
    },
    {
      id: "contact-information",
      heading: "Contact Information",
      paragraphs: ["If you have questions about these terms, email {email} or call {phone}."],
    },
  ],
}
