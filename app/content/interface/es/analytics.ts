import type { analyticsDisclosureWords as english, cookiesDisclosureWords as englishCookies } from "../analytics"

/** Whether the site sets cookies of its own (Spanish of ../analytics.ts), after "No hay cuentas ni inicios de sesión, y". */
export const cookiesDisclosureWords: typeof englishCookies = (analytics) =>
  analytics.provider === "ga4"
    ? "el sitio solo instala cookies propias para las estadísticas de visitas, y solo si usted las acepta"
    : "el sitio no instala cookies propias"

/**
 * What the privacy policy says about visit statistics (Spanish of ../analytics.ts), made from the
 * same setting that chooses the provider. Clauses follow "Estadísticas de visitas: ".
 */
export const analyticsDisclosureWords: typeof english = (analytics, consentMonths) => {
  if (analytics.provider === "none")
    return "este sitio no usa herramientas de analítica ni recopila estadísticas de visitas."
  if (analytics.provider === "ga4")
    return `solo si usted acepta las cookies cuando el sitio se lo pide, medimos con Google Analytics 4 las visitas y qué botones llevan a agendar una cita. En ese caso, el sitio instala cookies (_ga y _ga_*, que se conservan hasta dos años) y Google recibe la página, el sitio desde el que llegó, la campaña del enlace que siguió, su ubicación aproximada, el tipo de dispositivo y el navegador, cuáles de nuestros botones usó (en el caso del formulario de contacto, solo si se envió, nunca lo que usted escribió) y, en una parte de las visitas, la rapidez con que la página cargó y respondió. No lo usamos con fines publicitarios: el almacenamiento y la personalización de anuncios permanecen desactivados. Hasta que usted acepte, no se carga nada de Google ni se instala ninguna cookie; si rechaza, o si su navegador envía Global Privacy Control o Do Not Track, nunca se carga nada. Su elección, sea cual sea, se recuerda en su navegador durante ${consentMonths} meses y después el sitio vuelve a preguntarle; puede cambiarla en cualquier momento en Configuración de cookies, al pie de cada página.`
  const service =
    analytics.provider === "plausible"
      ? `Plausible Analytics (${new URL(analytics.apiHost).host})`
      : `Umami (${new URL(analytics.apiHost).host})`
  return `medimos con ${service} las visitas y qué botones llevan a agendar una cita. No instala cookies ni guarda datos personales: registra la página, el sitio desde el que llegó, la campaña del enlace que siguió, su país, el tipo de dispositivo y el navegador, cuáles de nuestros botones usó (en el caso del formulario de contacto, solo si se envió, nunca lo que usted escribió) y, en una parte de las visitas, la rapidez con que la página cargó y respondió. No se registra nada cuando su navegador envía Global Privacy Control o Do Not Track.`
}
