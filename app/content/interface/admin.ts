/** The content editor's page (/admin): only its title; the editor brings its own words. */
export const adminPage = {
  /** "Content editor | Kinetic AI" */
  title: (agency: string) => `Content editor | ${agency}`,
}
