import type { blogText as english } from "../blog"
import type { Translation } from "../translation"

/** The words around the blog (Spanish of ../blog.ts). */
export const blogText = {
  /** The name of the blog in links, breadcrumbs and the RSS feed. */
  name: "Artículos",
  /** "Artículos de Kinetic AI" */
  feedTitle: (agency: string) => `Artículos de ${agency}`,
  /** "Página 2 de 3" */
  pageOf: (page: number, count: number) => `Página ${page} de ${count}`,
  pagination: { label: "Páginas de artículos", previous: "Artículos más recientes", next: "Artículos anteriores" },
  tag: {
    eyebrow: "Tema",
    /** "Artículos sobre atención al cliente" */
    title: (tag: string) => `Artículos sobre ${tag}`,
    lede: (count: number) =>
      `${count} ${count === 1 ? "artículo" : "artículos"} sobre este tema, del más reciente al más antiguo.`,
    description: (tag: string, agency: string) =>
      `Artículos sobre ${tag} para pequeñas y medianas empresas: consejos prácticos de automatización con IA del equipo de ${agency}.`,
  },
  post: {
    /** "6 min de lectura" */
    readingTime: (minutes: number) => `${minutes} min de lectura`,
    /** Followed by the date: "Publicado el ...". */
    published: "Publicado el",
    updated: "Actualizado el",
    by: "Por",
    tagsLabel: "Temas",
    neighbours: { label: "Más artículos", older: "Artículo anterior", newer: "Artículo siguiente" },
  },
  breadcrumbLabel: "Ruta de navegación",
} satisfies Translation<typeof english>
