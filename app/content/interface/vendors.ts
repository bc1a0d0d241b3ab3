/** A row of the vendor table (app/lib/vendors.ts), as its words need it. */
type VendorRole = "hosting" | "booking" | "video" | "voice" | "analytics" | "leads" | "email" | "editor"
type VendorWhen = "everyVisit" | "afterConsent" | "onRequest" | "formSent" | "editors"
type VendorRegion = "us" | "eu" | "worldwide" | "ours"
type AiProvider = "openai" | "anthropic" | "google" | "azure-openai" | "aws-bedrock"

/**
 * What the trust page (/trust) and the privacy policy say of each company the build has on: what it does for the
 * site, what it receives and when, where, and its terms. Written from the vendor's role and kind, so a vendor switched
 * off by the settings is never mentioned. The AI providers' sentences follow each provider's own terms for business
 * use, linked beside them (app/lib/vendors.ts): check them when a provider changes its terms.
 */
export const vendorWords = {
  labels: {
    does: "What it does",
    receives: "What it receives",
    when: "When",
    where: "Where",
    terms: "Its terms",
    privacy: (name: string) => `${name} privacy policy`,
    dpa: (name: string) => `${name} data processing agreement`,
    training: "Training on client data",
    providerTerms: (name: string) => `${name} terms`,
  },
  /** By the vendor's kind where one role has vendors that do different things (the editor: GitHub, its fonts). */
  does: (role: VendorRole, kind: string): string => {
    switch (role) {
      case "hosting":
        return "Serves this website's pages and files."
      case "booking":
        return "Runs the calendar where you book a consultation."
      case "video":
        return "Hosts our demo video, which opens on its own site."
      case "voice":
        return "Runs the optional AI voice and chat assistant."
      case "analytics":
        return "Counts visits, and which of our buttons lead to a booking."
      case "leads":
        return "Receives the messages sent with the contact form and passes them to us."
      case "email":
        return "Sends our notification of your message, our reply to you and one follow-up."
      case "editor":
        return kind === "fonts"
          ? "Serves the fonts of our content editor."
          : "Stores the site's content and lets our editors change it."
    }
  },
  /** By the vendor's kind where one role has vendors that receive different things. */
  receives: (role: VendorRole, kind: string): string => {
    switch (role) {
      case "hosting":
        return "Your IP address, browser and the pages you request, in its standard server logs."
      case "booking":
        return "The name, email address and answers you enter on the booking page, and the time you choose."
      case "video":
        return "What any visit to its site sends: your IP address and browser, and your account if you are signed in there."
      case "voice":
        return "What you say or type to the assistant, and your IP address, while the conversation lasts."
      case "analytics":
        return kind === "ga4"
          ? "The page, the site that referred you, the campaign in your link, your approximate location, device and browser, and which of our buttons you used; it sets the _ga cookies."
          : "The page, the site that referred you, the campaign in your link, your country, device type and browser, and which of our buttons you used. No cookies, no personal data."
      case "leads":
        return "What you write in the contact form (name, email, company, phone, the service and your message), with the page you sent it from."
      case "email":
        return "Your name and email address, and the emails we send about your message."
      case "editor":
        return kind === "fonts"
          ? "Our editors' IP address and browser, when the editor loads its fonts. Nothing about visitors."
          : "The site's content and our editors' GitHub accounts. Nothing about visitors."
    }
  },
  when: {
    everyVisit: "On every visit.",
    afterConsent:
      "Only after you accept cookies; never if you reject them or your browser sends Global Privacy Control.",
    onRequest: "Only when you open it or start it.",
    formSent: "When you send the contact form.",
    editors: "Only when our editors use the content editor; never for visitors.",
  } satisfies Record<VendorWhen, string>,
  where: {
    us: "United States.",
    eu: "European Union.",
    worldwide: "Worldwide, on its global network.",
    ours: "On a server we run ourselves.",
  } satisfies Record<VendorRegion, string>,
  /** Where the vendor does not say where it processes data. */
  whereUnknown: "Where the company says in its terms.",
  /** In the privacy policy's list of third parties: "Calendly, which runs the calendar...". */
  listItem: (name: string, does: string): string => `${name}: ${does.charAt(0).toLowerCase()}${does.slice(1)}`,
  /** The privacy policy's "Server logs:" item: the host the build names, or the agency's own server. */
  serverLogs: (host: string | null): string =>
    `${host ? `${host}, which serves this site,` : "our web server"} keeps standard logs of each request (IP address, browser type, the page requested and the time) for security and operations.`,
  /** When the build has no vendor of a kind the privacy policy's list could name. */
  noOtherCompanies: "No other company receives information from this website.",
  ai: {
    openai: {
      name: "OpenAI (API)",
      training:
        "Does not train its models on data sent through its API unless the customer opts in; it keeps API data for up to 30 days to detect abuse.",
    },
    anthropic: {
      name: "Anthropic (Claude API)",
      training:
        "Does not train its models on the inputs and outputs of its commercial products, including the API, unless the customer explicitly agrees.",
    },
    google: {
      name: "Google (Gemini API, paid tier, and Vertex AI)",
      training: "Does not use prompts or responses of its paid services to improve its products.",
    },
    "azure-openai": {
      name: "Microsoft (Azure OpenAI)",
      training:
        "Does not use prompts or responses to train models, and does not share them with OpenAI; data stays in the customer's chosen Azure region.",
    },
    "aws-bedrock": {
      name: "Amazon Web Services (Amazon Bedrock)",
      training:
        "Does not store or use prompts and responses to train AWS or third-party models, and does not share them with the model providers.",
    },
  } satisfies Record<AiProvider, { name: string; training: string }>,
  /** When the agency names no AI provider. */
  noAiProviders: "We name the AI providers for each project in its proposal, with their terms on training.",
}
