import type { CmsConfig, CollectionFile, Field } from "@sveltia/cms"
import type { SiteSettings } from "~/config/settings"
import { iconNames } from "~/content/types"

/**
 * What the content editor at /admin edits and how (Sveltia CMS, which reads Decap CMS's
 * configuration format: https://github.com/sveltia/sveltia-cms). Each collection or file here is a
 * collection of app/content.config.ts; its fields are the ones its schema in
 * app/content/schemas.ts checks (app/cms/config.test.ts holds them together). A save that breaks
 * a rule the editor cannot express (six testimonials, a date order) fails the build, which names
 * the file and the field.
 */
export function cmsConfig(site: Pick<SiteSettings, "url" | "cms">): CmsConfig {
  const { repository, branch, authUrl } = site.cms
  const sample = {
    name: "sample",
    label: "Sample content",
    widget: "boolean",
    default: false,
    required: false,
    hint: "On for text written as an example; turn it off once the text is the agency's own.",
  }
  const text = (name: string, label: string, hint?: string) => ({
    name,
    label,
    widget: "text",
    ...(hint ? { hint } : {}),
  })
  const line = (name: string, label: string, hint?: string) => ({
    name,
    label,
    widget: "string",
    ...(hint ? { hint } : {}),
  })
  const day = (name: string, label: string, required = true) => ({
    name,
    label,
    widget: "datetime",
    format: "YYYY-MM-DD",
    time_format: false,
    picker_utc: true,
    required,
  })
  return {
    backend: {
      name: "github",
      repo: repository,
      branch,
      ...(authUrl ? { base_url: authUrl } : {}),
    },
    publish_mode: "simple",
    site_url: site.url,
    display_url: site.url,
    media_folder: "public/uploads",
    public_folder: "/uploads",
    collections: [
      {
        name: "blog",
        label: "Insights",
        label_singular: "Post",
        description: "The blog at /blog. A post is published when it is saved with Draft off.",
        folder: "app/content/blog",
        extension: "md",
        format: "frontmatter",
        create: true,
        delete: true,
        slug: "{{slug}}",
        identifier_field: "title",
        summary: "{{title}} ({{publishedAt}})",
        sortable_fields: ["publishedAt", "title"],
        preview_path: "blog/{{slug}}",
        fields: [
          line("title", "Title", "At most 70 characters."),
          text("description", "Summary", "50 to 160 characters: shown in search results and on the post's card."),
          day("publishedAt", "Published on"),
          day("updatedAt", "Updated on", false),
          {
            name: "author",
            label: "Author",
            widget: "object",
            fields: [line("name", "Name"), line("role", "Role")],
          },
          {
            name: "tags",
            label: "Topics",
            widget: "list",
            min: 1,
            max: 4,
            hint: "One to four, such as Customer Support; each topic gets a page listing its posts.",
          },
          { name: "draft", label: "Draft", widget: "boolean", default: false, required: false },
          sample,
          { name: "body", label: "Article", widget: "markdown" },
        ],
      },
      {
        name: "caseStudies",
        label: "Client stories",
        label_singular: "Client story",
        description: "The cards on /case-studies and each story's own page.",
        folder: "app/content/case-studies",
        extension: "md",
        format: "frontmatter",
        create: true,
        delete: true,
        slug: "{{slug}}",
        identifier_field: "company",
        summary: "{{order}}. {{company}} ({{industry}})",
        sortable_fields: ["order", "company"],
        preview_path: "case-studies/{{slug}}",
        fields: [
          line("company", "Company"),
          line("industry", "Industry"),
          { name: "icon", label: "Icon", widget: "select", options: [...iconNames] },
          { name: "order", label: "Position on the page", widget: "number", value_type: "int", min: 1 },
          text("challenge", "The challenge"),
          text("solution", "Our solution"),
          {
            name: "results",
            label: "Results",
            widget: "list",
            min: 4,
            max: 4,
            summary: "{{metric}} {{description}}",
            fields: [
              line("metric", "Figure", "Up to 8 characters, such as 68% or 58 sec."),
              line("description", "What it measures"),
            ],
          },
          {
            name: "testimonial",
            label: "The client's words",
            widget: "object",
            fields: [text("quote", "Quote"), line("author", "Name"), line("role", "Role and company")],
          },
          line("timeframe", "Timeframe"),
          {
            name: "investment",
            label: "Investment (US dollars)",
            widget: "object",
            fields: [
              { name: "setupFee", label: "Setup fee", widget: "number", value_type: "int", min: 1 },
              { name: "monthlyFee", label: "Monthly fee", widget: "number", value_type: "int", min: 1 },
            ],
          },
          sample,
          { name: "body", label: "The full story", widget: "markdown" },
        ],
      },
      {
        name: "site",
        label: "Site content",
        files: [
          sixInAFile({
            name: "faqs",
            label: "FAQ",
            listLabel: "Questions",
            itemLabel: "Question",
            summary: "{{question}}",
            fields: [
              line("id", "Id", "Lowercase words joined by hyphens, such as setup-time; unique."),
              line("question", "Question", "Ends with a question mark."),
              text("answer", "Answer"),
              sample,
            ],
          }),
          sixInAFile({
            name: "testimonials",
            label: "Testimonials",
            listLabel: "Testimonials",
            itemLabel: "Testimonial",
            summary: "{{author}}, {{company}}",
            fields: [
              line("id", "Id", "Lowercase words joined by hyphens, such as dana-whitfield; unique."),
              text("quote", "Quote", "At most 320 characters."),
              line("author", "Name"),
              line("role", "Role"),
              line("company", "Company"),
              { name: "rating", label: "Rating", widget: "hidden", default: 5 },
              sample,
            ],
          }),
        ],
      },
    ],
  }
}

/**
 * A JSON file holding one list of exactly six, `app/content/<name>.json` as `{ "<name>": [...] }`:
 * the shape `listFileParser` (app/content/schemas.ts) reads.
 */
function sixInAFile(file: {
  name: string
  label: string
  listLabel: string
  itemLabel: string
  summary: string
  fields: Field[]
}): CollectionFile {
  return {
    name: file.name,
    label: file.label,
    file: `app/content/${file.name}.json`,
    format: "json",
    fields: [
      {
        name: file.name,
        label: file.listLabel,
        label_singular: file.itemLabel,
        widget: "list",
        min: 6,
        max: 6,
        summary: file.summary,
        fields: file.fields,
      },
    ],
  }
}
