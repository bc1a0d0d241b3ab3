/** The content editor's pages: only their titles and a word for a lost address; the editor brings its own words. */
export const adminWords = {
  /** "Content editor | Kinetic AI" */
  title: (agency: string) => `Content editor | ${agency}`,
  /** The editor's own site (VITE_CMS_EDITOR_URL): what an unknown address there answers. */
  notFound: { title: "Not found", heading: "This address has no page", link: "Open the content editor" },
}
