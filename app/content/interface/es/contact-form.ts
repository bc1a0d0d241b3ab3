import type {
  contactFormDisclosureWords as englishDisclosure,
  contactFormWords as english,
  leadDeliveryWords as englishLeadDelivery,
} from "../contact-form"
import type { Translation } from "../translation"

/** Labels, hints and messages of the contact form (Spanish of ../contact-form.ts). */
export const contactFormWords = {
  fields: {
    name: { label: "Nombre completo", required: "Ingrese su nombre completo." },
    email: {
      label: "Correo electrónico",
      required: "Ingrese su correo electrónico.",
      invalid: "Ingrese un correo electrónico válido, por ejemplo, nombre@empresa.com.",
    },
    company: { label: "Empresa" },
    phone: { label: "Teléfono" },
    service: { label: "Servicio de interés", placeholder: "Seleccione un servicio..." },
    message: {
      label: "Mensaje",
      placeholder: "Cuéntenos sobre su negocio y lo que necesita automatizar...",
      required: "Cuéntenos sobre su negocio y lo que le gustaría automatizar.",
      roomLeft: (left: string) => (left === "1" ? "Queda 1 carácter" : `Quedan ${left} caracteres`),
    },
  },
  requiredMark: "obligatorio",
  optionalMark: "opcional",
  /** The four services' titles, in the same order as in English, and one more choice. */
  serviceOptions: [
    "Agentes de IA para atención al cliente",
    "Automatización de flujos de trabajo con n8n",
    "Automatización de captación de clientes potenciales",
    "Integraciones de IA a la medida",
    "Aún no lo sé: necesito una consulta",
  ],
  /** Shown in place of the form when the browser runs no JavaScript. */
  withoutScript: {
    text: "Este formulario necesita JavaScript, que está desactivado en su navegador. Aun así, puede agendar su consulta gratis directamente, o escribirnos y le responderemos en un plazo de 24 horas.",
    book: "Agende su consulta gratis",
  },
  bookingNotes: { service: "Servicio", company: "Empresa" },
  submit: "Enviar mensaje",
  submitHint:
    "Abre nuestro calendario de citas en una pestaña nueva. No se envía nada hasta que usted confirme allí un horario.",
  /** With lead delivery on, the form also sends the message. */
  delivery: {
    submitHint:
      "Nos envía su mensaje y abre nuestro calendario de citas en una pestaña nueva, para que también pueda elegir un horario.",
    honeypotLabel: "Deje este campo vacío",
  },
  errorSummary: (count: number) =>
    count === 1 ? "Corrija 1 campo a continuación." : `Corrija ${count} campos a continuación.`,
  tooLong: (max: string, length: string) => `Acorte el texto a ${max} caracteres o menos (ahora tiene ${length}).`,
} as const satisfies Translation<typeof english>

/** How lead delivery went, in toasts (Spanish of leadDeliveryWords). */
export const leadDeliveryWords = {
  sent: {
    title: "Mensaje enviado",
    description: "Recibimos su mensaje. Respondemos a todos los mensajes en un plazo de 24 horas.",
  },
  kept: {
    title: "Su mensaje todavía no nos ha llegado",
    description: (email: string) =>
      `Lo enviaremos de nuevo en cuanto sea posible, a más tardar la próxima vez que abra nuestro sitio. Para asegurarse de que lo recibamos hoy, envíelo por correo electrónico a ${email}.`,
  },
  /** When the browser would not store it: this page keeps trying while it is open. */
  keptOnThisPage: {
    title: "Su mensaje todavía no nos ha llegado",
    description: (email: string) =>
      `Seguiremos intentándolo mientras esta página esté abierta. Su navegador no nos permite guardar una copia; para asegurarse de que lo recibamos, envíelo por correo electrónico a ${email}.`,
  },
  refused: {
    title: "No se pudo enviar su mensaje",
    description: (email: string) =>
      `Envíenoslo por correo electrónico a ${email}; le responderemos en un plazo de 24 horas.`,
  },
  emailAction: "Escríbanos",
  emailSubject: (name: string) => `Mensaje de ${name}`,
  /** Shown on a later page once a kept message has gone through. */
  resent: {
    title: "Su mensaje anterior ya nos llegó",
    description: "Respondemos a todos los mensajes en un plazo de 24 horas.",
  },
} as const satisfies Translation<typeof englishLeadDelivery>

/** What the privacy policy says about the form (Spanish of contactFormDisclosureWords), after "Formulario de contacto: ". */
export const contactFormDisclosureWords: typeof englishDisclosure = (delivers) =>
  delivers
    ? "cuando usted envía el formulario, el sitio envía a nuestra propia bandeja de clientes potenciales lo que escribió (su nombre, correo electrónico, empresa, teléfono, el servicio que eligió y su mensaje), junto con la página desde la que lo envió y su idioma, el sitio desde el que llegó, la campaña del enlace que siguió y cuántos segundos tardó en enviar el formulario (lo que nos ayuda a filtrar el spam), y abre en una pestaña nueva el calendario de citas de nuestro proveedor externo (Calendly) con su nombre, correo electrónico y mensaje en la dirección de esa página, para que el formulario de la cita aparezca ya completado. Hasta que nuestra bandeja confirme que recibió su mensaje, se guarda una copia en el almacenamiento local de su navegador para poder enviarla de nuevo cuando vuelva la conexión o la próxima vez que abra el sitio; la copia se elimina en cuanto llega y, como máximo, a los 30 días, algo que se comprueba en cada página del sitio que usted abra."
    : "el formulario no nos envía sus datos ni los guarda. Cuando usted lo envía, el sitio abre en una pestaña nueva el calendario de citas de nuestro proveedor externo (Calendly) y coloca en la dirección de esa página el nombre, el correo electrónico y el mensaje que escribió, para que el formulario de la cita aparezca ya completado. Después, esos datos se borran de nuestra página."
