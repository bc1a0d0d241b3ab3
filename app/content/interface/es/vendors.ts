import type { vendorWords as english } from "../vendors"

/** What the trust page and the privacy policy say of each company the build has on (Spanish of ../vendors.ts). */
export const vendorWords: typeof english = {
  labels: {
    does: "Qué hace",
    receives: "Qué recibe",
    when: "Cuándo",
    where: "Dónde",
    terms: "Sus condiciones",
    privacy: (name) => `Política de privacidad de ${name}`,
    dpa: (name) => `Acuerdo de tratamiento de datos de ${name}`,
    training: "Entrenamiento con datos de clientes",
    providerTerms: (name) => `Condiciones de ${name}`,
  },
  does: (role, kind) => {
    switch (role) {
      case "hosting":
        return "Sirve las páginas y los archivos de este sitio web."
      case "booking":
        return "Gestiona el calendario donde usted agenda una consulta."
      case "video":
        return "Aloja nuestro video de demostración, que se abre en su propio sitio."
      case "voice":
        return "Hace funcionar el asistente opcional de IA por voz y chat."
      case "analytics":
        return "Cuenta las visitas y cuáles de nuestros botones llevan a agendar una consulta."
      case "leads":
        return "Recibe los mensajes enviados con el formulario de contacto y nos los hace llegar."
      case "email":
        return "Envía nuestro aviso de su mensaje, nuestra respuesta y un seguimiento."
      case "editor":
        return kind === "fonts"
          ? "Sirve las fuentes de nuestro editor de contenido."
          : "Guarda el contenido del sitio y permite que nuestros editores lo cambien."
    }
  },
  receives: (role, kind) => {
    switch (role) {
      case "hosting":
        return "Su dirección IP, su navegador y las páginas que usted pide, en sus registros habituales del servidor."
      case "booking":
        return "El nombre, el correo electrónico y las respuestas que usted escribe en la página de citas, y la hora que elige."
      case "video":
        return "Lo que envía cualquier visita a su sitio: su dirección IP y su navegador, y su cuenta si tiene la sesión iniciada allí."
      case "voice":
        return "Lo que usted le dice o escribe al asistente, y su dirección IP, mientras dura la conversación."
      case "analytics":
        return kind === "ga4"
          ? "La página, el sitio que lo refirió, la campaña de su enlace, su ubicación aproximada, su dispositivo y su navegador, y cuáles de nuestros botones usó; instala las cookies _ga."
          : "La página, el sitio que lo refirió, la campaña de su enlace, su país, el tipo de dispositivo y el navegador, y cuáles de nuestros botones usó. Sin cookies ni datos personales."
      case "leads":
        return "Lo que usted escribe en el formulario de contacto (nombre, correo electrónico, empresa, teléfono, el servicio y su mensaje), con la página desde la que lo envió."
      case "email":
        return "Su nombre y su correo electrónico, y los correos que le enviamos sobre su mensaje."
      case "editor":
        return kind === "fonts"
          ? "La dirección IP y el navegador de nuestros editores, cuando el editor carga sus fuentes. Nada sobre los visitantes."
          : "El contenido del sitio y las cuentas de GitHub de nuestros editores. Nada sobre los visitantes."
    }
  },
  when: {
    everyVisit: "En cada visita.",
    afterConsent:
      "Solo después de que usted acepta las cookies; nunca si las rechaza o si su navegador envía Global Privacy Control.",
    onRequest: "Solo cuando usted lo abre o lo inicia.",
    formSent: "Cuando usted envía el formulario de contacto.",
    editors: "Solo cuando nuestros editores usan el editor de contenido; nunca para los visitantes.",
  },
  where: {
    us: "Estados Unidos.",
    eu: "Unión Europea.",
    worldwide: "En todo el mundo, en su red global.",
    ours: "En un servidor que administramos nosotros.",
  },
  whereUnknown: "Donde la empresa lo indica en sus condiciones.",
  listItem: (name, does) => `${name}: ${does.charAt(0).toLowerCase()}${does.slice(1)}`,
  serverLogs: (host) =>
    `${host ? `${host}, que sirve este sitio, guarda` : "nuestro servidor web guarda"} registros habituales de cada solicitud (dirección IP, tipo de navegador, la página solicitada y la hora) por seguridad y para su funcionamiento.`,
  noOtherCompanies: "Ninguna otra empresa recibe información de este sitio web.",
  ai: {
    openai: {
      name: "OpenAI (API)",
      training:
        "No entrena sus modelos con los datos enviados por su API, salvo que el cliente lo autorice; guarda esos datos hasta 30 días para detectar abusos.",
    },
    anthropic: {
      name: "Anthropic (API de Claude)",
      training:
        "No entrena sus modelos con las entradas ni las respuestas de sus productos comerciales, incluida la API, salvo que el cliente lo acepte de forma explícita.",
    },
    google: {
      name: "Google (API de Gemini, nivel de pago, y Vertex AI)",
      training: "No usa las instrucciones ni las respuestas de sus servicios de pago para mejorar sus productos.",
    },
    "azure-openai": {
      name: "Microsoft (Azure OpenAI)",
      training:
        "No usa las instrucciones ni las respuestas para entrenar modelos y no las comparte con OpenAI; los datos quedan en la región de Azure que elige el cliente.",
    },
    "aws-bedrock": {
      name: "Amazon Web Services (Amazon Bedrock)",
      training:
        "No guarda ni usa las instrucciones y respuestas para entrenar modelos propios ni de terceros, y no las comparte con los proveedores de los modelos.",
    },
  },
  noAiProviders:
    "Indicamos los proveedores de IA de cada proyecto en su propuesta, con sus condiciones sobre el entrenamiento.",
}
