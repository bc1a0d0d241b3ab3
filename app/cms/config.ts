import type { CmsConfig, CollectionFile, Field } from "@sveltia/cms"
import { paths } from "~/config/paths"
import type { SiteSettings } from "~/config/settings"
import { listFiles, pageFile, pageLabels } from "~/content/files"
import { blogPostSchema, caseStudySchema, legalPageSchema, pageSchemas } from "~/content/schemas"
import { fieldsOf, sampleFlag } from "./fields"

/**
 * What the content editor (at /admin, or on a site of its own) edits and how (Sveltia CMS, which
 * reads Decap CMS's configuration format: https://github.com/sveltia/sveltia-cms). Every content
 * file the build reads is here (app/content/files.ts and app/content.config.ts list them), and each
 * form is made from the file's schema (./fields.ts). Built with the page, so the editor's browser
 * receives the configuration as data. A save that breaks a rule the form cannot express (six
 * testimonials, a date order) fails the build, which names the file and the field.
 */
export function cmsConfig(site: Pick<SiteSettings, "url" | "cms">): CmsConfig {
  const { repository, branch, authUrl } = site.cms
  const body = (label: string): Field => ({ name: "body", label, widget: "markdown" })
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
        summary: `{{title}} ({{publishedAt}})${sampleFlag}`,
        sortable_fields: ["publishedAt", "title"],
        view_filters: [sampleFilter],
        preview_path: previewPath(paths.blogPost("{{slug}}")),
        fields: [...fieldsOf(blogPostSchema), body("Article")],
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
        summary: `{{order}}. {{company}} ({{industry}})${sampleFlag}`,
        sortable_fields: ["order", "company"],
        view_filters: [sampleFilter],
        preview_path: previewPath(paths.caseStudy("{{slug}}")),
        fields: [...fieldsOf(caseStudySchema), body("The full story")],
      },
      {
        name: "lists",
        label: "Site content",
        description: "Services, plans, testimonials, the FAQ and the other lists the pages show.",
        files: Object.entries(listFiles).map(([key, list]): CollectionFile => ({
          name: key,
          label: list.label,
          file: list.file,
          format: "json",
          fields: fieldsOf(list.fileSchema),
        })),
      },
      {
        name: "pages",
        label: "Pages",
        description: "Each page's title, description, headings and calls to action.",
        files: Object.entries(pageSchemas).map(([page, schema]): CollectionFile => ({
          name: page,
          label: pageLabels[page as keyof typeof pageLabels],
          file: pageFile(page),
          format: "json",
          fields: fieldsOf(schema),
        })),
      },
      {
        name: "legal",
        label: "Legal pages",
        description:
          "The privacy policy and the terms. In the text, {agencyName}, {email} and {phone} stand for the site's settings, {analytics} for what the analytics provider records, and {contactForm} for what the contact form sends.",
        files: (["privacy", "terms"] as const).map((page): CollectionFile => ({
          name: page,
          label: page === "privacy" ? "Privacy Policy" : "Terms of Service",
          file: `app/content/legal/${page}.md`,
          format: "frontmatter",
          fields: [...fieldsOf(legalPageSchema), body("Text")],
        })),
      },
    ],
  }
}

/** Shows only the entries still marked as sample content, which a public build refuses. */
const sampleFilter = { label: "Sample content to replace", field: "sample", pattern: true }

/** The editor's preview link: a page's path without its leading slash, which the editor adds. */
const previewPath = (path: string) => path.slice(1)
