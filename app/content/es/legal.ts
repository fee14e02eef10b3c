/**
 * Aviso de privacidad y Términos del servicio en español. Traducción de ../legal.ts: mismas secciones, mismos
 * plazos (../../lib/retention) y misma fecha de vigencia. Cada página avisa al inicio que, si las dos versiones
 * difieren, prevalece la versión en inglés.
 */

import { site } from "../../config/site";
import { retention } from "../../lib/retention";
import { legalPages as englishLegalPages } from "../legal";
import type { LegalPage } from "../types";

const officeAddress = `{street}, {locality}, ${site.address.region} {postalCode}`;

const englishGoverns = (page: string) =>
  `Esta es una traducción al español de nuestra ${page}, ofrecida para su comodidad; si existe alguna diferencia entre esta versión y la versión en inglés, prevalecerá la versión en inglés.`;

export const legalPages: Record<"privacy" | "terms", LegalPage> = {
  privacy: {
    slug: "privacy",
    title: "Política de privacidad",
    metaDescription: `Cómo {company} recopila, usa y protege la información que envía por nuestro sitio, cuánto tiempo la guardamos y sus derechos de privacidad en California.`,
    effective: englishLegalPages.privacy.effective,
    intro: `${englishGoverns("Política de privacidad")} Esta Política de privacidad explica qué información personal recopila {legalName} ("{company}", "nosotros") a través de este sitio web, por qué la recopilamos, con quién la compartimos, cuánto tiempo la conservamos y qué opciones y derechos tiene usted. Recopilamos solo lo que necesitamos para responder a sus solicitudes, y no vendemos ni compartimos su información personal.`,
    sections: [
      {
        heading: "Quiénes somos",
        paragraphs: [
          `{legalName} ofrece servicios de valet parking para eventos, restaurantes, hoteles y casas particulares en Los Ángeles y el sur de California. Somos responsables de la información personal que se describe en esta política. Puede comunicarse con nosotros en {email}, por teléfono al {phone} o por correo postal en ${officeAddress}.`,
          "Esta política abarca este sitio web y los correos electrónicos que le enviamos en respuesta a lo que usted envía en él. No abarca el contrato de servicio por separado que usted firma al reservar un evento con nosotros, el cual describe cómo manejamos los vehículos y las llaves ese día.",
        ],
      },
      {
        heading: "Información que usted nos proporciona",
        paragraphs: [
          "Puede usar la mayor parte de este sitio web sin darnos ningún dato sobre usted. Recopilamos información personal cuando usted decide llenar alguno de nuestros formularios:",
        ],
        items: [
          "Solicitudes de reservación y de cotización: su nombre, correo electrónico y número de teléfono, el tipo de evento o servicio, la fecha, la hora y el número de invitados que espera, el nombre y la dirección del lugar, y cualquier requisito especial o mensaje que escriba.",
          "Solicitudes de contacto: su nombre, correo electrónico, número de teléfono, el tipo de evento, la fecha y la hora, y su mensaje.",
          "Solicitudes de empleo: su nombre completo, número de teléfono y correo electrónico, el currículum que suba (PDF, DOC o DOCX, de hasta 5 MB) y el mensaje breve que nos escriba.",
          "Suscripciones al boletín: su correo electrónico.",
        ],
      },
      {
        heading: "Información que se recopila automáticamente",
        paragraphs: [
          "Cuando usted envía un formulario, también registramos con él algunos datos técnicos: la página de nuestro sitio desde la que se hizo la solicitud, la página de referencia (el sitio que lo dirigió a nosotros, si su navegador lo informa), los parámetros de campaña del enlace que siguió (las etiquetas UTM que nos indican, por ejemplo, que llegó desde un boletín en particular) y la fecha y la hora.",
          "Procesamos su dirección IP para limitar la frecuencia con la que se pueden enviar formularios desde una misma dirección y para detectar y bloquear el spam. Nuestro servidor web también conserva registros técnicos de corta duración por motivos de seguridad y para resolver problemas.",
          "No usamos rastreadores publicitarios, píxeles de seguimiento, servicios de analítica de terceros ni cookies que lo sigan por otros sitios web. Si el sitio llega a usar alguna cookie, es solo una estrictamente necesaria para una función que usted está utilizando.",
          "Su navegador también puede indicarnos qué tan rápido se cargaron nuestras páginas para usted (tiempos de carga y de respuesta que mide el propio navegador). Los guardamos solo como totales anónimos por página y por día, sin su dirección IP, sin datos de su navegador y sin cookies, durante 28 días, para mantener el sitio rápido. Un navegador que envía Global Privacy Control o Do Not Track no envía nada.",
        ],
      },
      {
        heading: "Cómo usamos su información",
        paragraphs: ["Usamos la información descrita arriba únicamente para:"],
        items: [
          "Responder a su solicitud de reservación, cotización o contacto, preparar una cotización y planear el servicio por el que pregunta.",
          "Enviarle una confirmación de su solicitud con un número de referencia, y darle seguimiento por correo electrónico o por teléfono.",
          "Revisar su solicitud de empleo, comunicarnos con usted al respecto y, si es contratado, iniciar su proceso de incorporación.",
          "Enviarle el boletín al que se suscribió, y confirmar o terminar su suscripción.",
          "Entender qué páginas y campañas generan solicitudes, usando los datos de página, referencia y campaña que se guardan con cada solicitud.",
          "Mantener seguros el sitio web y nuestros formularios, prevenir el spam y el abuso, y cumplir con nuestras obligaciones legales.",
        ],
      },
      {
        heading: "Cómo compartimos su información",
        paragraphs: [
          "No vendemos su información personal ni la compartimos para publicidad conductual entre contextos (cross-context behavioral advertising). No lo hemos hecho en los últimos 12 meses.",
          "Trabajamos con proveedores de servicios que actúan solo según nuestras instrucciones y bajo contrato: un proveedor de correo electrónico que entrega las notificaciones, confirmaciones y boletines que enviamos, y los proveedores que alojan nuestro sitio web y sus datos. Solo pueden usar su información para prestarnos su servicio.",
          "Dentro de nuestra empresa, las solicitudes las ve el personal que maneja las reservaciones, y las solicitudes de empleo, el personal encargado de las contrataciones. También podemos divulgar información cuando la ley lo exija, para proteger los derechos y la seguridad de nuestros invitados, nuestro personal o el público, o a un sucesor si nuestro negocio se vende o se reorganiza, en cuyo caso esta política seguirá aplicándose a su información.",
        ],
      },
      {
        heading: "Cuánto tiempo conservamos su información",
        paragraphs: [
          "Conservamos la información personal solo mientras la necesitamos para los fines descritos arriba, y después la eliminamos:",
        ],
        items: [
          `Solicitudes de reservación, cotización y contacto, con lo que le enviamos sobre ellas (una propuesta, una confirmación, un recordatorio) y cualquier pregunta que nos haga con el enlace de una propuesta: ${retention.requestMonths} meses después de nuestro último contacto con usted; después se eliminan.`,
          `Solicitudes de empleo y currículums: ${retention.applicationMonths} meses después de recibirlos; después se eliminan.`,
          `Direcciones del boletín: hasta que usted cancele su suscripción. Cada boletín incluye un enlace para cancelarla, y dejamos de enviarlo en cuanto lo usa. Una suscripción que no se confirma con el enlace de nuestro primer correo se elimina después de ${retention.unconfirmedDays} días.`,
          `Reseñas que usted escribe después de su evento, con el enlace que le enviamos por correo: una reseña que nos permitió publicar se conserva mientras se muestra en nuestro sitio web, con el nombre que eligió, el tipo de evento y el mes, aunque su solicitud de reservación ya se haya eliminado; puede pedirnos que la quitemos en cualquier momento. Una reseña que no publicamos, y el registro de que le pedimos una, se conservan y se eliminan junto con su solicitud de reservación (${retention.requestMonths} meses después de nuestro último contacto).`,
          `Envíos marcados como spam: ${retention.spamDays} días; después se eliminan.`,
          `Copias de seguridad: lo que eliminamos, según estos plazos o a petición suya, permanece en nuestras copias de seguridad hasta que caducan ${retention.backupDays} días después; nunca lo recuperamos de ellas salvo para reparar una falla, y en ese caso lo eliminamos de nuevo.`,
        ],
      },
      {
        heading: "Sus derechos de privacidad en California",
        paragraphs: [
          "Si usted reside en California, la Ley de Privacidad del Consumidor de California (CCPA), modificada por la Ley de Derechos de Privacidad de California (CPRA), le otorga los siguientes derechos sobre su información personal:",
          "Respetamos estos derechos para todos los visitantes, vivan donde vivan. Como no vendemos ni compartimos información personal, tratamos la señal Global Privacy Control de su navegador como la confirmación de una preferencia que ya se cumple.",
        ],
        items: [
          "Derecho a saber: a preguntar qué información personal hemos recopilado sobre usted, de dónde proviene, por qué la recopilamos y a quién se la divulgamos, y a recibir una copia.",
          "Derecho a eliminar: a pedirnos que eliminemos la información personal que recopilamos de usted, con las excepciones que permite la ley.",
          "Derecho a corregir: a pedirnos que corrijamos la información personal inexacta sobre usted.",
          "Derecho a excluirse de la venta o el intercambio: no vendemos ni compartimos información personal, así que no hay nada de qué excluirse, pero aun así puede indicarnos su preferencia.",
          "Derecho a limitar el uso de la información personal sensible: usamos la información sensible, como cualquier dato que decida incluir en un currículum, solo para atender la solicitud que nos envió, un uso que la ley permite. Por favor no incluya datos que no necesitamos, como su número de Seguro Social, su fecha de nacimiento o información de salud.",
          "Derecho a no ser discriminado: no le negaremos el servicio, no le cobraremos un precio distinto ni le daremos un trato diferente por haber ejercido cualquiera de estos derechos.",
        ],
      },
      {
        heading: "Cómo presentar una solicitud",
        paragraphs: [
          `Para ejercer cualquiera de estos derechos, escríbanos a {email} o llame al {phone}. Indíquenos qué derecho desea ejercer y el correo electrónico o el número de teléfono que usó en nuestro sitio web.`,
          "Para proteger su información, verificaremos su solicitud comparando los datos que nos dé con los que tenemos registrados, y es posible que le pidamos un dato adicional para hacerlo. Puede designar a un agente autorizado para que presente una solicitud en su nombre; podemos pedirle al agente una prueba de que usted lo autorizó. Confirmaremos la recepción en un plazo de 10 días hábiles y responderemos en un plazo de 45 días. Si necesitamos más tiempo, le explicaremos por qué, y podemos extender el plazo hasta por otros 45 días, como lo permite la ley.",
        ],
      },
      {
        heading: "Privacidad de los menores",
        paragraphs: [
          `Nuestro sitio web y nuestros servicios están dirigidos a adultos. No recopilamos a sabiendas información personal de menores de 16 años. Si cree que un menor de 16 años nos ha enviado información personal, comuníquese con nosotros en {email} y la eliminaremos.`,
        ],
      },
      {
        heading: "Cómo protegemos su información",
        paragraphs: [
          "Usamos medidas de seguridad administrativas, técnicas y físicas razonables para proteger la información personal. Nuestro sitio web funciona con una conexión cifrada. Los formularios enviados se guardan en una base de datos privada a la que no se puede acceder desde el sitio web público, y los currículums se guardan de forma privada con nombres de archivo aleatorios y nunca se publican. El acceso se limita al personal que lo necesita para hacer su trabajo y está protegido con contraseña.",
          "Ningún método de transmisión o almacenamiento es completamente seguro, por lo que no podemos garantizar una seguridad absoluta. Si ocurre una filtración que afecte su información personal, se lo notificaremos como lo exige la ley.",
        ],
      },
      {
        heading: "Cambios a esta política",
        paragraphs: [
          "Podemos actualizar esta política cuando cambien nuestro sitio web o nuestras prácticas. Cuando lo hagamos, publicaremos la nueva versión en esta página y actualizaremos la fecha de vigencia que aparece al inicio. Si un cambio afecta de manera importante la forma en que usamos la información que ya tenemos, se lo avisaremos antes de que entre en vigor, siempre que tengamos una forma de contactarlo.",
        ],
      },
      {
        heading: "Contáctenos",
        paragraphs: [
          `Si tiene preguntas sobre esta política o sobre cómo manejamos su información, comuníquese con {legalName} en {email}, llame al {phone} o escríbanos a ${officeAddress}.`,
        ],
      },
    ],
  },
  terms: {
    slug: "terms",
    title: "Términos del servicio",
    metaDescription: `Términos de uso del sitio de {company}: solicitudes de reservación y cotización, contratos de servicio, contenido, propiedad intelectual y ley aplicable.`,
    effective: englishLegalPages.terms.effective,
    intro: `${englishGoverns("página de Términos del servicio")} Estos Términos del servicio rigen el uso del sitio web de {company}, operado por {legalName} ("{company}", "nosotros"). Al usar el sitio web, usted acepta estos términos. Si no está de acuerdo con ellos, le pedimos que no use el sitio web.`,
    sections: [
      {
        heading: "Acerca de estos términos",
        paragraphs: [
          "Estos términos se aplican al sitio web y a las solicitudes que usted envía por medio de él. Los servicios de valet se prestan conforme a un contrato de servicio aparte, por escrito, que se describe más abajo. Si alguna vez estos términos y un contrato de servicio firmado se contradicen, el contrato de servicio prevalece en lo que respecta al servicio que cubre.",
          "Nuestra Política de privacidad explica cómo manejamos la información personal que usted nos da y forma parte de estos términos.",
        ],
      },
      {
        heading: "Uso del sitio web",
        paragraphs: [
          "Puede usar el sitio web para conocer nuestros servicios, solicitar una reservación o una cotización, comunicarse con nosotros, solicitar empleo y suscribirse a nuestro boletín. Al hacerlo, usted se compromete a:",
        ],
        items: [
          "Proporcionar información exacta y actualizada, y enviar solicitudes solo a su nombre o en nombre de una organización a la que esté autorizado a representar.",
          "No enviar spam, solicitudes automatizadas o masivas, información falsa ni nada ilegal, dañino u ofensivo.",
          "No subir archivos que contengan malware ni contenido que no tenga derecho a compartir.",
          "No intentar interrumpir, sobrecargar o sondear el sitio web, sus servidores o sus datos, ni obtener acceso no autorizado a ellos.",
        ],
      },
      {
        heading: "Una solicitud de reservación no es una reservación confirmada",
        paragraphs: [
          `Una solicitud de reservación enviada por el sitio web es una solicitud de servicio, no una reservación confirmada ni un contrato. Enviarla no garantiza que tengamos disponibilidad en su fecha ni que podamos atender su lugar. Procuramos responder a cada solicitud en menos de ${site.replyHours.request} horas.`,
          "Una reservación queda confirmada solo cuando la confirmamos por escrito y ambas partes han firmado el contrato de servicio del evento. Hasta entonces, cualquiera de las partes puede desistir sin ninguna obligación.",
        ],
      },
      {
        heading: "Cotizaciones",
        paragraphs: [
          "Las cotizaciones se basan en la información que usted nos da, como la fecha y la hora, el número de invitados, el lugar y los arreglos de estacionamiento, y cualquier requisito especial. Si esos datos cambian, o si una visita al lugar del evento muestra condiciones que no esperábamos, podemos modificar la cotización.",
          "Una cotización es un cálculo estimado, no una oferta que se vuelve obligatoria al aceptarla. Es válida por el plazo que se indica en ella, y sus condiciones finales se establecen en el contrato de servicio firmado. Cualquier permiso, cuota de estacionamiento u otro costo de terceros se describe en la cotización o en el contrato de servicio.",
        ],
      },
      {
        heading: "Manejo de vehículos y contrato de servicio",
        paragraphs: [
          "Las descripciones de nuestros servicios en este sitio web, incluidas las recomendaciones de personal, el control de llaves, las revisiones del estado de los vehículos y la cobertura de seguro, son información general. Las condiciones que rigen cada evento, incluidos el manejo de vehículos y llaves, nuestras responsabilidades y las suyas, el seguro, la forma de reportar y resolver daños o pérdidas, las cancelaciones y el pago, se establecen en el contrato de servicio firmado para ese evento.",
          "Nada de lo que aparece en este sitio web crea una obligación de prestar el servicio, ni una promesa sobre un evento específico, que no esté establecida en un contrato de servicio firmado.",
        ],
      },
      {
        heading: "Solicitudes de empleo y boletín",
        paragraphs: [
          `Enviar una solicitud de empleo no constituye una oferta de trabajo ni crea una relación laboral. Procuramos responder a las solicitudes en menos de ${site.replyHours.application} horas, y manejamos los currículums como se describe en nuestra Política de privacidad.`,
          "Puede cancelar su suscripción a nuestro boletín en cualquier momento con el enlace que aparece en cada correo del boletín.",
        ],
      },
      {
        heading: "Contenido del sitio web y exenciones de responsabilidad",
        paragraphs: [
          "Procuramos que la información del sitio web sea correcta y esté actualizada, pero su contenido, incluidos artículos, consejos de planeación, itinerarios y recomendaciones de personal, es información general y no constituye asesoría profesional, legal ni de seguridad para su evento en particular. Confirme siempre las reglas del lugar, los permisos y los demás requisitos de su evento.",
          'El sitio web se ofrece "tal cual" y "según disponibilidad". En la medida máxima permitida por la ley, no otorgamos garantías sobre el sitio web, expresas ni implícitas, incluidas las garantías de comerciabilidad, idoneidad para un fin determinado y no infracción, y no prometemos que el sitio web esté siempre disponible ni libre de errores.',
        ],
      },
      {
        heading: "Limitación de responsabilidad",
        paragraphs: [
          `En la medida máxima permitida por la ley, {legalName} no será responsable de ningún daño indirecto, incidental, especial, emergente o punitivo, ni de ninguna pérdida de datos, ganancias o negocios, que resulte del uso del sitio web o de su contenido, o de la imposibilidad de usarlos. Esta limitación se aplica solo al sitio web. Nuestra responsabilidad por los servicios de valet prestados en un evento se rige por el contrato de servicio de ese evento.`,
          "Algunas jurisdicciones no permiten ciertas limitaciones de responsabilidad, por lo que es posible que algunos de estos límites no se apliquen a usted.",
        ],
      },
      {
        heading: "Propiedad intelectual",
        paragraphs: [
          `El sitio web y su contenido, incluidos textos, ilustraciones, gráficos, logotipos y el nombre {company}, son propiedad de {legalName} o se usan con permiso, y están protegidos por las leyes de derechos de autor y de marcas. Puede ver e imprimir páginas para su uso personal y no comercial, por ejemplo, para planear un evento. No puede copiar, volver a publicar, modificar ni usar nuestro contenido o nuestras marcas para ningún otro fin sin nuestro permiso por escrito.`,
          "Si nos envía comentarios o sugerencias, podemos usarlos sin contraer ninguna obligación con usted.",
        ],
      },
      {
        heading: "Enlaces a otros sitios web",
        paragraphs: [
          "El sitio web incluye enlaces a otros sitios, como nuestros perfiles en redes sociales. No controlamos esos sitios y no somos responsables de su contenido, sus términos ni sus prácticas de privacidad. Le recomendamos revisar sus términos y políticas antes de usarlos.",
        ],
      },
      {
        heading: "Ley aplicable y cambios",
        paragraphs: [
          `Estos términos se rigen por las leyes del Estado de ${site.address.regionName}, sin tomar en cuenta sus normas sobre conflicto de leyes. Cualquier controversia que surja de estos términos o del uso del sitio web se presentará ante los tribunales estatales o federales ubicados en el condado de Los Ángeles, ${site.address.regionName}, y tanto usted como nosotros aceptamos su jurisdicción.`,
          "Podemos actualizar estos términos de vez en cuando. Los términos actualizados entran en vigor cuando se publican en esta página con una nueva fecha de vigencia. Si usted sigue usando el sitio web después de eso, acepta los términos actualizados. Si alguna parte de estos términos se declara inaplicable, el resto seguirá vigente.",
        ],
      },
      {
        heading: "Contáctenos",
        paragraphs: [
          `¿Tiene preguntas sobre estos términos? Comuníquese con {legalName} en {email}, llame al {phone} o escríbanos a ${officeAddress}.`,
        ],
      },
    ],
  },
};
