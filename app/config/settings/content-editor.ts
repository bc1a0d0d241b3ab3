import { z } from "zod"
import { docOf, report, setting } from "./setting"
import { httpsUrlOrEmpty, isHttpsOrigin, isHttpsUrl } from "./url-checks"

/** Where the content editor at /admin saves: a GitHub repository and branch (docs/decisions/009-content-and-cms.md). */
export interface CmsSettings {
  /** "owner/name" */
  repository: string
  branch: string
  /** The OAuth helper that signs editors in with GitHub, when the host does not provide one. */
  authUrl?: string
}

/** The content editor: where it saves, how editors sign in, where it is served. */
export const contentEditorVariables = {
  VITE_CMS_REPOSITORY: setting(
    {
      group: "content editor",
      default: "kineticai/agency-site",
      example: "acme/agency-site",
      description:
        "The content editor at /admin (Sveltia CMS; docs/editing-content.md). The GitHub repository it saves to, as owner/name.",
      beforeLaunch: "your copy of the site's repository, which the content editor saves to",
    },
    ({ example }) =>
      z.string().regex(/^[\w.-]+\/[\w.-]+$/, `must be a GitHub repository as owner/name, such as ${example}`),
  ),
  VITE_CMS_BRANCH: setting(
    {
      group: "content editor",
      default: "main",
      description: "The branch it saves to; every save is a commit there, and the host rebuilds the site.",
    },
    (doc) => z.string().regex(/^[\w./-]+$/, `must be a branch name, such as ${doc.default}`),
  ),
  VITE_CMS_AUTH_URL: setting(
    {
      group: "content editor",
      default: "",
      description:
        "https URL of the GitHub sign-in helper (an OAuth app behind a small worker); empty to sign in with a personal access token instead.",
    },
    httpsUrlOrEmpty,
  ),
  VITE_CMS_EDITOR_URL: setting(
    {
      group: "content editor",
      default: "",
      example: "https://admin.example.com",
      description:
        "Empty (default): the site serves the editor at /admin. An https origin other than the site's: the editor is a site of its own there, built with `npm run build:editor` (docs/editing-content.md, \"The editor on an address of its own\"), away from the scripts of other companies that the site's pages load; the site is then built without /admin. Read by the build only: the pages never carry it.",
    },
    ({ example }) =>
      z
        .string()
        .refine(
          (value) => value === "" || isHttpsOrigin(value),
          `must be an https origin such as ${example}, without a path`,
        ),
  ),
}

type ContentEditorValues = z.output<z.ZodObject<typeof contentEditorVariables>> & { VITE_SITE_URL: string }

/** An editor of its own on another origin than the site's. */
export function checkContentEditor(values: ContentEditorValues, context: z.RefinementCtx): void {
  const editorUrl = values.VITE_CMS_EDITOR_URL
  if (isHttpsUrl(editorUrl) && new URL(editorUrl).origin === new URL(values.VITE_SITE_URL).origin)
    report(
      context,
      `must be another origin than the site's (VITE_SITE_URL), such as ${docOf(contentEditorVariables.VITE_CMS_EDITOR_URL)?.example}: on the site's own, the editor shares its storage with every script the pages load`,
      "VITE_CMS_EDITOR_URL",
    )
}

export function cmsSettings(values: ContentEditorValues): CmsSettings {
  return {
    repository: values.VITE_CMS_REPOSITORY,
    branch: values.VITE_CMS_BRANCH,
    ...(values.VITE_CMS_AUTH_URL ? { authUrl: values.VITE_CMS_AUTH_URL.replace(/\/$/, "") } : {}),
  }
}
