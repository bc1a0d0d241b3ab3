import type { CmsConfig, CollectionFile, Field } from "@sveltia/cms"
import { paths } from "~/config/paths"
import type { SiteSettings } from "~/config/settings"
import { defaultLocale, locales } from "~/config/locales"
import { pageKinds, type PageKind } from "~/config/pages"
import { contentRegistry, legalPageIds, rowsOf, type MarkdownName, type MarkdownRow } from "~/content/registry"
import { fieldsOf, sampleFlag } from "./fields"

/**
 * What the content editor (at /admin, or on a site of its own) edits and how (Sveltia CMS, which
 * reads Decap CMS's configuration format: https://github.com/sveltia/sveltia-cms). Every content
 * file the build reads is here (the content registry, `contentRegistry`, lists them), and each
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
    // Each file in English where it always was, and its Spanish translation under app/content/es/,
    // side by side in the editor. A translation holds the words only: numbers, choices and flags
    // live in the English file (app/content/translations.ts; each field's mark in ./fields.ts).
    i18n: {
      structure: "multiple_folders",
      locales: [...locales],
      default_locale: defaultLocale,
      omit_default_locale_from_file_path: true,
      omit_default_locale_from_preview_path: true,
    },
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
        folder: withLocaleFolder(contentRegistry.blog.folder),
        // A post is published in Spanish once it has a translation.
        i18n: { initial_locales: "default" },
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
        fields: [...fieldsOf(contentRegistry.blog.schema), body("Article")],
      },
      {
        name: "caseStudies",
        label: "Client stories",
        label_singular: "Client story",
        description: "The cards on /case-studies and each story's own page.",
        folder: withLocaleFolder(contentRegistry.caseStudies.folder),
        i18n: true,
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
        fields: [...fieldsOf(contentRegistry.caseStudies.schema), body("The full story")],
      },
      ...rowsOf("markdown").flatMap(([name, row]) => (row.pagesOf ? [pagesOfList(name, row)] : [])),
      {
        name: "lists",
        label: "Site content",
        description: "Services, plans, testimonials, the FAQ and the other lists the pages show.",
        i18n: true,
        files: rowsOf("list").map(([name, list]): CollectionFile => ({
          name,
          label: list.label,
          file: withLocaleFolder(list.file),
          i18n: true,
          format: "json",
          fields: fieldsOf(list.schema),
        })),
      },
      {
        name: "pages",
        label: "Pages",
        description: "Each page's title, description, headings and calls to action.",
        i18n: true,
        files: rowsOf("page").map(([, page]): CollectionFile => ({
          name: page.page,
          label: page.label,
          file: withLocaleFolder(page.file),
          i18n: true,
          format: "json",
          fields: fieldsOf(page.schema),
        })),
      },
      {
        name: "legal",
        label: "Legal pages",
        description:
          "The privacy policy, the terms and the accessibility statement. In the text, {agencyName}, {email} and {phone} stand for the site's settings, {analytics} for what the analytics provider records, {cookies} for whether the site sets cookies of its own, and {contactForm} for what the contact form sends.",
        i18n: true,
        files: legalPageIds.map((page): CollectionFile => ({
          name: page,
          label: contentRegistry.legal.files[page],
          file: withLocaleFolder(`${contentRegistry.legal.folder}/${page}.md`),
          i18n: true,
          format: "frontmatter",
          fields: [...fieldsOf(contentRegistry.legal.schema), body("Text")],
        })),
      },
    ],
  }
}

/**
 * A folder of pages, one for each item of a list (the industries' own pages), named by the item's id: the
 * editor neither adds nor deletes one (a new industry is added to its list, and its page then). Its preview
 * is the page kind's address in the page list.
 */
function pagesOfList(name: MarkdownName, row: MarkdownRow): NonNullable<CmsConfig["collections"]>[number] {
  const { list, label, singular } = row.pagesOf ?? { list: name, label: name, singular: name }
  const kind = pageKinds.find((each: PageKind) => each.content === name)
  return {
    name,
    label,
    label_singular: singular,
    description: `A page for each item of the ${list} list, in a file named by the item's id${kind ? `: ${kind.path.replace("*", "<id>")}` : ""}.`,
    folder: withLocaleFolder(row.folder),
    i18n: true,
    extension: "md",
    format: "frontmatter",
    create: false,
    delete: false,
    slug: "{{slug}}",
    identifier_field: "title",
    summary: `{{title}}${sampleFlag}`,
    view_filters: [sampleFilter],
    ...(kind ? { preview_path: previewPath(kind.path.replace("*", "{{slug}}")) } : {}),
    fields: [...fieldsOf(row.schema), { name: "body", label: "Main text", widget: "markdown" }],
  }
}

/**
 * A content path with its language's folder: "app/content/plans.json" ->
 * "app/content/{{locale}}/plans.json", which the editor reads as app/content/plans.json in English
 * (omit_default_locale_from_file_path) and app/content/es/plans.json in Spanish.
 */
export const withLocaleFolder = (file: string) => file.replace(/^app\/content\//, "app/content/{{locale}}/")

/** Shows only the entries still marked as sample content, which a public build refuses. */
const sampleFilter = { label: "Sample content to replace", field: "sample", pattern: true }

/** The editor's preview link: a page's path without its leading slash, which the editor adds. */
const previewPath = (path: string) => path.slice(1)
