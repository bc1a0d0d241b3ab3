import type { blogWords as english } from "../blog"
import type { Translation } from "../translation"

/** The words around the blog (Spanish of ../blog.ts). */
export const blogWords = {
  /** The name of the blog in links, breadcrumbs and the RSS feed. */
  name: "Artículos",
  /** "Artículos de Kinetic AI" */
  feedTitle: (agency: string) => `Artículos de ${agency}`,
  /** "Página 2 de 3" */
  pageOf: (page: number, count: number) => `Página ${page} de ${count}`,
  /** "Artículos: automatización con IA para pequeñas empresas (página 2 de 3)" */
  pagedTitle: (title: string, page: number, count: number) => `${title} (página ${page} de ${count})`,
  pagination: { label: "Páginas de artículos", previous: "Artículos más recientes", next: "Artículos anteriores" },
  tag: {
    eyebrow: "Tema",
    /**
     * "Atención al cliente: artículos". A topic is named as it stands alone, with a capital, so
     * it comes first: "Artículos sobre Atención al cliente" would put that capital mid-sentence.
     */
    title: (tag: string) => `${tag}: artículos`,
    lede: (count: number) =>
      count === 0
        ? "Todavía no hay artículos sobre este tema."
        : count === 1
          ? "1 artículo sobre este tema."
          : `${count} artículos sobre este tema, del más reciente al más antiguo.`,
    description: (tag: string, agency: string) =>
      `${tag}: artículos prácticos de automatización con IA para pequeñas y medianas empresas, del equipo de ${agency}.`,
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
