/**
 * Las seis páginas de servicio en español, en el orden del menú, y el contenido de /es/services. Mismos slugs,
 * íconos y claves de foto que ../services.ts; los testimonios y las ciudades son los de ../page-lists.ts.
 */
import { site } from "../../config/site";
import { factWords } from "../facts";
import { serviceCities, serviceTestimonials } from "../page-lists";
import type { Card, ServicePage } from "../types";

/** Cuánto antes reservar y de qué tamaño puede ser un evento, como lo dice ../facts.ts. */
const es = factWords("es");

export const services: ServicePage[] = [
  {
    slug: "wedding-valet",
    name: "Valet para bodas",
    metaTitle: "Valet parking para bodas en Los Ángeles y Malibú",
    metaDescription:
      "Valet parking para bodas en todo Los Ángeles: valets uniformados y con antecedentes verificados, podios de llaves seguros y un coordinador dedicado para su día.",
    summary:
      "Valet parking para ceremonias y recepciones de boda, planeado según su lugar, su itinerario y sus invitados.",
    icon: "rings",
    photoAlt: "Valets recibiendo a los invitados en una recepción de boda al anochecer",
    hero: {
      eyebrow: "Valet para bodas",
      heading: "Valet parking para bodas en Los Ángeles",
      intro: `Desde una residencia en las colinas de Bel Air hasta una terraza frente al mar en Malibú, {company} recibe a sus invitados en la entrada, estaciona cada auto con cuidado y lo tiene listo cuando termina la noche, para que el primer y el último momento de su boda estén tan bien cuidados como todo lo demás.`,
    },
    sections: [
      {
        kind: "cards",
        heading: "Servicio de valet para cada momento del día",
        intro:
          "Cada boda recibe un plan hecho según el lugar, el número de invitados y el itinerario que usted nos indica.",
        cards: [
          {
            title: "Llegada y bienvenida de los invitados",
            body: "Valets uniformados abren las puertas, dan una cálida bienvenida y orientan a los invitados hacia la ceremonia, para que todo fluya con calma aunque todos lleguen en los últimos veinte minutos.",
            icon: "users",
          },
          {
            title: "Atención a la pareja, la familia y el cortejo",
            body: "Reservamos lugares preferentes para la pareja, los padres y el cortejo, y acompañamos a los familiares mayores del auto a la entrada.",
            icon: "heart",
          },
          {
            title: "Coordinación con el lugar y los vecinos",
            body: "Trabajamos con el gerente del lugar y con quien organiza su boda para definir los puntos de llegada, las zonas de espera de los autos y las calles residenciales, sin bloquear entradas ni molestar a los vecinos.",
            icon: "map",
          },
          {
            title: "Manejo seguro de las llaves",
            body: "Cada llave se etiqueta, se registra en una bitácora digital y se guarda en un podio con cerradura de acero, y revisamos el estado de cada vehículo al recibirlo.",
            icon: "key",
          },
          {
            title: "Plan para el clima y para imprevistos",
            body: "Paraguas, puntos de llegada techados y un plan alterno para los autos quedan listos antes del día, ya sea que el pronóstico anuncie lluvia o viento de la costa.",
            icon: "shield",
          },
          {
            title: "Salidas a altas horas de la noche",
            body: "Cuando la recepción va terminando, acercamos los autos con anticipación, para que los invitados que se van después del último baile no se queden esperando en la banqueta.",
            icon: "car",
          },
        ],
      },
      {
        kind: "testimonials",
        heading: "Lo que dicen las parejas y los organizadores de bodas",
        ids: serviceTestimonials["wedding-valet"],
      },
      {
        kind: "steps",
        heading: "Cómo funciona el valet para bodas",
        intro: "Cuatro pasos, desde la primera conversación hasta que el último auto sale del lugar.",
        steps: [
          {
            title: "Consulta",
            body: `Díganos su fecha, el lugar y el número de invitados que espera. Reservar toma menos de ${site.bookingSeconds} segundos, y le respondemos en menos de ${site.replyHours.request} horas con la disponibilidad y los siguientes pasos.`,
          },
          {
            title: "Revisión del lugar y plan",
            body: "Su coordinador dedicado revisa el lugar, confirma con el gerente las zonas de llegada y de espera de los autos, y define el personal a razón de un valet por cada 25–30 invitados, aproximadamente.",
          },
          {
            title: "Montaje el día de la boda",
            body: "El equipo llega antes que los primeros invitados para colocar el podio de llaves, los letreros y los paraguas, y repasa con cada valet su itinerario y su lista de invitados VIP.",
          },
          {
            title: "Salidas y cierre",
            body: "Acercamos los autos al final de la recepción, devolvemos cada llave conforme a la bitácora digital, y su coordinador le da seguimiento después de la boda.",
          },
        ],
      },
      {
        kind: "locations",
        heading: "Lugares para bodas que atendemos en Los Ángeles",
        intro:
          "Nuestros equipos trabajan en residencias, hoteles, jardines y lugares junto a la costa en toda la región, incluidas estas zonas.",
        cities: serviceCities["wedding-valet"],
      },
      {
        kind: "faq",
        heading: "Preguntas sobre el valet para bodas",
        faqs: [
          {
            question: "¿Con cuánta anticipación debemos reservar el valet para nuestra boda?",
            answer: `Recomendamos reservar ${es.weddingLeadTime} antes de la boda. La temporada alta de bodas en el sur de California va de mayo a octubre, y los sábados de esos meses son los primeros que se reservan.\n\nSi su fecha está más cerca, contáctenos de todos modos: fuera de los fines de semana de temporada alta muchas veces podemos atenderle con menos tiempo.`,
          },
          {
            question: "¿Cuántos valets necesitará nuestra boda?",
            answer:
              "Como referencia, asignamos alrededor de un valet por cada 25–30 invitados y luego ajustamos según la distribución del lugar, la distancia al estacionamiento y qué tan juntas lleguen las personas antes de la ceremonia. Su coordinador confirma con ustedes el número final.",
          },
          {
            question: "Nuestro lugar tiene una entrada muy empinada y poco estacionamiento. ¿Aun así pueden ayudarnos?",
            answer:
              "Sí. Los lugares en las colinas y en zonas residenciales son muy comunes en Los Ángeles. Organizamos la llegada y la salida en la entrada y estacionamos los autos en un estacionamiento cercano o en una zona autorizada, con un servicio de traslado cuando la distancia lo requiere.",
          },
          {
            question: "¿Los vehículos de nuestros invitados están asegurados mientras están a su cargo?",
            answer: `{company} cuenta con un seguro de responsabilidad civil general de {liabilityCoverageEs} y con seguro de compensación para los trabajadores de nuestro equipo. Esta póliza no sustituye el seguro de auto de sus invitados. La cobertura para su boda, cómo se tramita un reclamo y cualquier certificado de seguro se establecen en el contrato de servicio que se firma antes de la fecha. Además, cada valet tiene sus antecedentes verificados, las llaves se guardan en podios con cerradura de acero y anotamos el estado de cada vehículo al recibirlo.`,
          },
          {
            question: "¿Qué pasa si llueve el día de nuestra boda?",
            answer:
              "Nos preparamos para el clima con anticipación. Los valets llevan paraguas, trasladamos la zona de llegada a un área techada cuando el lugar lo permite y tenemos lista una zona alterna para los autos por si un jardín o un estacionamiento sin pavimentar queda inservible.",
          },
        ],
      },
    ],
    updated: "2026-11-01",
  },
  {
    slug: "corporate-events",
    name: "Eventos corporativos",
    metaTitle: "Valet parking para eventos corporativos en Los Ángeles",
    metaDescription:
      "Valet parking para juntas ejecutivas, lanzamientos, conferencias y eventos con clientes en Los Ángeles, con personal puntual, profesional y asegurado.",
    summary: `Valet parking puntual y discreto para juntas, lanzamientos, conferencias y eventos con clientes ${es.guestRange}.`,
    icon: "briefcase",
    photoAlt: "Valets recibiendo los autos de los invitados en la entrada de un evento corporativo",
    hero: {
      eyebrow: "Valet para eventos corporativos",
      heading: "Un servicio de valet que habla bien de su empresa",
      intro: `La llegada es la primera impresión de cualquier evento corporativo. {company} le ofrece valets uniformados y con antecedentes verificados, y un coordinador dedicado que trabaja conforme a su programa, desde una junta de consejo de diez personas hasta una conferencia de mil.`,
    },
    sections: [
      {
        kind: "cards",
        heading: "Servicios de valet corporativo",
        intro: "Cada evento corporativo se planea según su agenda, su lista de invitados y las reglas de su sede.",
        cards: [
          {
            title: "Llegadas de ejecutivos y VIP",
            body: "Lugares reservados y un valet asignado para ejecutivos, ponentes y clientes clave, con los vehículos listos en cuanto los necesitan.",
            icon: "badge",
          },
          {
            title: "Coordinación con su programa",
            body: "Su coordinador ajusta el personal a los horarios de registro, conferencias magistrales y recesos, y se mantiene en contacto con el responsable de su evento todo el día.",
            icon: "calendar",
          },
          {
            title: "Llegadas y salidas masivas",
            body: "En conferencias y lanzamientos reforzamos el equipo en los momentos de mayor afluencia, para que las filas nunca lleguen hasta la calle.",
            icon: "users",
          },
          {
            title: "Manejo seguro de los vehículos",
            body: "Podios de llaves con cerradura de acero, bitácoras digitales de llaves y revisión del estado de cada auto al recibirlo dejan un registro claro para sus invitados y para su empresa.",
            icon: "key",
          },
        ],
      },
      {
        kind: "cards",
        heading: "Eventos corporativos que atendemos",
        intro:
          "Número de invitados habitual en los eventos corporativos que atendemos. Con gusto atendemos grupos más grandes o más pequeños.",
        cards: [
          {
            title: "Juntas ejecutivas",
            body: "Juntas de consejo, retiros de liderazgo y reuniones con inversionistas, donde la discreción y la puntualidad son lo más importante.",
            meta: "10–50 invitados",
            icon: "briefcase",
          },
          {
            title: "Lanzamientos de productos",
            body: "Eventos de lanzamiento con prensa, socios y clientes que llegan con un horario apretado, muchas veces con un carril aparte para los medios.",
            meta: "100–500 invitados",
            icon: "sparkle",
          },
          {
            title: "Conferencias",
            body: "Conferencias de uno o varios días, con llegadas constantes, recesos entre sesiones y una salida masiva al cierre de cada jornada.",
            meta: `De 200 a ${es.largestGuests} invitados`,
            icon: "users",
          },
          {
            title: "Atención a clientes",
            body: "Cenas, recepciones y veladas en las que cada cliente debe sentirse recibido personalmente desde la puerta.",
            meta: "25–200 invitados",
            icon: "glass",
          },
          {
            title: "Galas",
            body: "Galas de empresa y noches de premiación, con llegadas coordinadas y una salida escalonada al terminar el programa.",
            meta: "De 200 a más de 800 invitados",
            icon: "star",
          },
          {
            title: "Eventos VIP",
            body: "Recepciones privadas para ejecutivos, socios e invitados de honor, con lugares reservados y un contacto asignado.",
            meta: "15–100 invitados",
            icon: "badge",
          },
        ],
      },
      {
        kind: "checklist",
        heading: "Por qué las empresas eligen nuestro valet corporativo",
        intro: `Lo que {company} aporta a cada evento corporativo.`,
        items: [
          `Seguro de responsabilidad civil general de {liabilityCoverageEs} en cada evento`,
          "Valets uniformados y con antecedentes verificados, informados sobre su código de vestimenta y su lista de invitados",
          "Un coordinador dedicado desde la planeación hasta la última salida",
          "Bitácoras digitales de llaves y revisión del estado de cada vehículo para un registro claro",
          `Respuesta a cada solicitud en menos de ${site.replyHours.request} horas`,
          `Más de {yearsExperience} años de experiencia y {eventsServedInProse} eventos atendidos`,
        ],
      },
      {
        kind: "testimonials",
        heading: "Lo que dicen los equipos de eventos corporativos",
        ids: serviceTestimonials["corporate-events"],
      },
      {
        kind: "faq",
        heading: "Preguntas sobre el valet para eventos corporativos",
        faqs: [
          {
            question: "¿Con cuánta anticipación debemos reservar el valet para un evento corporativo?",
            answer: `Para la mayoría de los eventos corporativos basta con reservar ${es.leadTime} antes. Para conferencias, lanzamientos grandes y eventos en temporada navideña, recomendamos reservar antes para poder recorrer el lugar y confirmar el personal.`,
          },
          {
            question: "¿Pueden atender juntas recurrentes además de eventos únicos?",
            answer:
              "Sí. Muchos clientes nos contratan para juntas mensuales o trimestrales. Guardamos sus preferencias, su lista VIP y las notas del lugar para que cada junta funcione igual.",
          },
          {
            question: "¿Sus valets pueden seguir nuestro código de vestimenta o la imagen del evento?",
            answer:
              "Nuestros valets usan uniformes profesionales. Para lanzamientos y eventos con clientes, cuéntenos sobre su código de vestimenta y se lo explicamos al equipo para que su presentación vaya de acuerdo con la ocasión.",
          },
          {
            question: "¿Cómo manejan una salida masiva al final de un día de conferencia?",
            answer:
              "Su coordinador sigue el programa y empieza a acercar los vehículos antes de que termine la última sesión. Sumamos valets para el horario de salida para que la fila siga avanzando.",
          },
        ],
      },
    ],
    updated: "2026-11-01",
  },
  {
    slug: "restaurant-hotel",
    name: "Valet para restaurantes y hoteles",
    metaTitle: "Servicio de valet para restaurantes y hoteles en Los Ángeles",
    metaDescription:
      "Servicio de valet permanente para restaurantes y hoteles de Los Ángeles: cobertura hotelera 24/7, valets capacitados, bitácoras digitales y contratos flexibles.",
    summary:
      "Servicio de valet permanente para restaurantes y hoteles, desde el servicio de cenas hasta la cobertura hotelera las 24 horas.",
    icon: "hotel",
    photoAlt: "Un valet en la entrada de un restaurante y hotel de noche",
    hero: {
      eyebrow: "Valet para restaurantes y hoteles",
      heading: "Servicio de valet para restaurantes y hoteles",
      intro: `{company} opera el valet diario de restaurantes y hoteles en todo Los Ángeles, con valets capacitados que representan a su negocio en la entrada y un horario que sigue sus horas de mayor movimiento.`,
    },
    sections: [
      {
        kind: "prose",
        heading: "Un valet que trabaja como parte de su equipo de atención",
        paragraphs: [
          "En un restaurante o un hotel, el valet es lo primero y lo último que vive su cliente. Una espera larga en la entrada o un valet descuidado pueden echar a perder una cena o una estancia excelentes antes de que el cliente siquiera se vaya.",
          `{company} ofrece servicio de valet desde ${site.founded.year}, y en Los Ángeles desde ${site.californiaSince}. Trabajamos con {venuePartnersInProse} salones y locales aliados, y asignamos a cada sitio valets que aprenden su ritmo: a qué hora empieza el movimiento de la cena, dónde está el estacionamiento alterno y qué clientes frecuentes prefieren tener su auto cerca.`,
          "Ya sea que necesite cobertura por la noche para un comedor, servicio las 24 horas en la entrada de un hotel o personal adicional para un fin de semana de banquetes, armamos el horario alrededor de su operación y no de la nuestra.",
        ],
      },
      {
        kind: "cards",
        heading: "Soluciones de valet para restaurantes y hoteles",
        cards: [
          {
            title: "Servicio nocturno para restaurantes",
            body: "Valets programados según sus reservaciones, con personal adicional las noches de fin de semana y una cobertura discreta en las noches más tranquilas.",
            icon: "glass",
          },
          {
            title: "Valet 24/7 en la entrada del hotel",
            body: "Cobertura las 24 horas en la entrada del hotel, incluidas llegadas tarde, salidas temprano y ayuda con el equipaje en la banqueta.",
            icon: "hotel",
          },
          {
            title: "Refuerzo para banquetes y eventos",
            body: "Valets adicionales para bodas, conferencias y eventos de recaudación en su salón, en coordinación con sus equipos de eventos y banquetes.",
            icon: "users",
          },
          {
            title: "Coordinación de estacionamientos y garajes",
            body: "Planeamos la espera de los autos, el estacionamiento en fila y el estacionamiento fuera del sitio para aprovechar al máximo el espacio y mantener libre su entrada.",
            icon: "map",
          },
        ],
      },
      {
        kind: "cards",
        heading: "Beneficios para su negocio",
        cards: [
          {
            title: "Clientes que regresan",
            body: "Una llegada fácil elimina una de las razones más comunes por las que los clientes eligen otro lugar, sobre todo donde casi no hay estacionamiento en la calle.",
            icon: "star",
          },
          {
            title: "Registros claros",
            body: "Las bitácoras digitales de llaves y la revisión del estado de cada vehículo al recibirlo le dan una respuesta documentada si alguna vez surge una duda.",
            icon: "check",
          },
          {
            title: "Personal asegurado y verificado",
            body: `Seguro de responsabilidad civil general de {liabilityCoverageEs} y valets uniformados y con antecedentes verificados en cada turno.`,
            icon: "shield",
          },
          {
            title: "Un solo aliado para el día a día y los eventos",
            body: "La misma empresa cubre su horario regular y sus eventos grandes, así que tiene un solo contacto y un mismo estándar.",
            icon: "badge",
          },
        ],
      },
      {
        kind: "testimonials",
        heading: "Lo que dicen nuestros aliados de restaurantes y hoteles",
        ids: serviceTestimonials["restaurant-hotel"],
      },
      {
        kind: "cards",
        heading: "Opciones de servicio para restaurantes y hoteles",
        intro: "Elija el esquema que mejor se adapte a su operación. Muchos de nuestros aliados combinan dos.",
        cards: [
          {
            title: "Contratos regulares",
            body: "Valet permanente con un horario semanal fijo, desde el servicio de cenas algunas noches por semana hasta la cobertura hotelera completa 24/7, con un equipo constante.",
            icon: "calendar",
          },
          {
            title: "Cobertura de temporada y horas pico",
            body: "Valets adicionales para el verano, la temporada navideña, los fines de semana de premiaciones y otras temporadas de mucho movimiento, y menos personal cuando la demanda vuelve a la normalidad.",
            icon: "clock",
          },
          {
            title: "Eventos especiales",
            body: "Personal dedicado para bodas, eventos de recaudación, cenas privadas y lanzamientos que se realicen en su propiedad.",
            icon: "sparkle",
          },
        ],
      },
      {
        kind: "faq",
        heading: "Preguntas sobre el valet para restaurantes y hoteles",
        faqs: [
          {
            question: "¿Cómo se cobra el valet para restaurantes y hoteles?",
            answer:
              "Ofrecemos tres esquemas de precio: tarifa por hora, cuota mensual fija o una combinación de ambas; por ejemplo, un horario base mensual con personal por hora adicional para las noches de más movimiento y los eventos.\n\nEl esquema adecuado depende de su horario, su volumen y la distribución de su estacionamiento, así que preparamos una propuesta por escrito después de revisar su ubicación.",
          },
          {
            question: "¿Ofrecen valet las 24 horas para hoteles?",
            answer:
              "Sí. Ofrecemos servicio hotelero 24/7, con turnos planeados para que las llegadas de madrugada y las salidas temprano reciban la misma atención que las horas de más movimiento de la noche.",
          },
          {
            question: "¿Qué tan pronto pueden empezar el servicio en nuestro negocio?",
            answer: `Contáctenos con su horario y su ubicación, y le respondemos en menos de ${site.replyHours.request} horas. Después de una visita al sitio, acordamos con usted la fecha de inicio, el plan de personal y la colocación de letreros o del podio.`,
          },
          {
            question: "¿Cómo atienden la inquietud de un cliente sobre su vehículo?",
            answer: `Registramos el estado de cada vehículo al recibirlo y cada movimiento de llaves queda en una bitácora digital, así que podemos revisar exactamente qué pasó. {company} cuenta con un seguro de responsabilidad civil general de {liabilityCoverageEs}, y el contrato de servicio establece cómo se tramita un reclamo.`,
          },
        ],
      },
    ],
    updated: "2026-11-01",
  },
  {
    slug: "private-party",
    name: "Valet para fiestas privadas",
    metaTitle: "Valet parking para fiestas en casas de Los Ángeles",
    metaDescription:
      "Valet parking para cumpleaños, aniversarios, cenas y fiestas en residencias de Los Ángeles, con valets discretos y una planeación que respeta a sus vecinos.",
    summary:
      "Valet parking discreto para fiestas en casas y residencias, desde cenas para veinte personas hasta celebraciones de varios cientos.",
    icon: "glass",
    photoAlt: "Invitados llegando en auto a una fiesta privada en una casa de las colinas",
    hero: {
      eyebrow: "Valet para fiestas privadas",
      heading: "Valet parking para fiestas en casa",
      intro: `Cuando usted recibe en casa, la llegada debe ser fácil para sus invitados. {company} se encarga de las llegadas, el estacionamiento y las salidas para que usted pueda quedarse con sus invitados, y su calle quede libre para sus vecinos.`,
    },
    sections: [
      {
        kind: "prose",
        heading: "La hospitalidad empieza en la entrada",
        paragraphs: [
          "Muchas casas de Los Ángeles están en calles sinuosas de las colinas, en calles con acceso controlado o en cuadras con reglas de estacionamiento estrictas. Una fiesta de cincuenta personas puede llenar una calle en muy poco tiempo, bloquear la entrada de un vecino o dejar a los invitados caminando vestidos de gala.",
          "Nuestros valets reciben a cada invitado en su puerta, estacionan los autos en un estacionamiento cercano o en una zona autorizada, y los traen de vuelta cuando los invitados están listos para irse. Planeamos los detalles con anticipación con usted y, cuando aplica, con el personal de su caseta de vigilancia, su organizador de eventos o su servicio de catering.",
        ],
      },
      {
        kind: "cards",
        heading: "Soluciones de valet para fiestas privadas",
        cards: [
          {
            title: "Fiestas en casas y residencias",
            body: "Valet en la entrada de su casa o en la banqueta para celebraciones en residencias particulares, con zonas de espera fuera del sitio y servicio de traslado cuando la propiedad lo requiere.",
            bullets: [
              "Planes de espera de autos fuera del sitio",
              "Traslados en camioneta para casas en las colinas",
              "Coordinación con la caseta y la lista de invitados",
            ],
            icon: "key",
          },
          {
            title: "Celebraciones importantes",
            body: "Cumpleaños, aniversarios, graduaciones y fiestas de compromiso en las que cada invitado debe sentirse esperado y bienvenido.",
            bullets: [
              "Un saludo cálido en la puerta",
              "Atención preferente para la familia y los invitados mayores",
              "Autos listos para las salidas",
            ],
            icon: "heart",
          },
          {
            title: "Cenas y reuniones pequeñas",
            body: "Un equipo pequeño y bien capacitado para cenas y veladas íntimas, del tamaño justo para su número de invitados.",
            bullets: [
              `Fiestas desde ${es.smallestGuests} invitados`,
              "Servicio discreto y silencioso",
              "Horarios flexibles desde 3 horas",
            ],
            icon: "glass",
          },
        ],
      },
      {
        kind: "checklist",
        heading: "Por qué los anfitriones eligen nuestro valet para fiestas privadas",
        items: [
          "Valets uniformados y con antecedentes verificados que tratan su casa con respeto",
          "Una planeación que toma en cuenta a los vecinos y mantiene libres las entradas y las calles",
          "Podios de llaves con cerradura de acero y bitácoras digitales de llaves en cada fiesta",
          `Seguro de responsabilidad civil general de {liabilityCoverageEs}`,
          "Un coordinador dedicado y un solo contacto desde la reservación hasta el último auto",
          `Reservación en menos de ${site.bookingSeconds} segundos y respuesta en menos de ${site.replyHours.request} horas`,
        ],
      },
      {
        kind: "locations",
        heading: "Valet para fiestas privadas en los vecindarios de Los Ángeles",
        intro: "Atendemos con frecuencia casas y residencias en estas zonas.",
        cities: serviceCities["private-party"],
      },
      {
        kind: "testimonials",
        heading: "Lo que dicen los anfitriones",
        ids: serviceTestimonials["private-party"],
      },
      {
        kind: "faq",
        heading: "Preguntas sobre el valet para fiestas privadas",
        faqs: [
          {
            question: "¿Hay un número mínimo de invitados para una fiesta privada?",
            answer: `Atendemos fiestas desde ${es.smallestGuests} invitados. El valet resulta más conveniente a partir de unos 30 invitados, cuando el tiempo que se ahorra y la calle despejada hacen la mayor diferencia.`,
          },
          {
            question: "¿Cuántos valets necesitará mi fiesta?",
            answer:
              "Como referencia, calculamos un valet por cada 25–30 invitados y luego ajustamos según la entrada de su casa, la distancia al área de estacionamiento y qué tan juntos lleguen sus invitados.",
          },
          {
            question: "¿Dónde se estacionarán los autos de mis invitados?",
            answer:
              "Según su casa, los autos se estacionan dentro de su propiedad, en un estacionamiento cercano o en una zona autorizada. Su coordinador revisa las opciones con usted antes de la fiesta, incluidas las reglas del vecindario que apliquen.",
          },
          {
            question: "¿Cuánto tiempo pueden quedarse?",
            answer:
              "Las reservaciones van de 3 horas a un día completo. Llegamos antes que sus primeros invitados y nos quedamos hasta que sale el último auto.",
          },
        ],
      },
    ],
    updated: "2026-11-01",
  },
  {
    slug: "holiday-events",
    name: "Valet para fiestas decembrinas",
    metaTitle: "Valet parking para fiestas decembrinas en Los Ángeles",
    metaDescription:
      "Valet parking para fiestas decembrinas de empresa, reuniones familiares y Año Nuevo en Los Ángeles. Reserve con tiempo las fechas más solicitadas de diciembre.",
    summary:
      "Valet parking para fiestas decembrinas de empresa, reuniones familiares y celebraciones de Año Nuevo en las semanas más ocupadas del año.",
    icon: "gift",
    photoAlt: "Autos llegando a una fiesta decembrina iluminada con series de luces cálidas",
    hero: {
      eyebrow: "Valet para fiestas decembrinas",
      heading: "Valet parking para fiestas decembrinas en Los Ángeles",
      intro: `La temporada navideña trae agendas llenas, noches frías y calles congestionadas. {company} mantiene en calma las llegadas y las salidas en fiestas de empresa, reuniones familiares y celebraciones de Año Nuevo en todo Los Ángeles.`,
    },
    sections: [
      {
        kind: "cards",
        heading: "Soluciones de valet para fiestas decembrinas",
        cards: [
          {
            title: "Fiestas decembrinas de empresa",
            body: "Valet para fiestas de oficina en restaurantes, terrazas, hoteles y lugares privados, con el personal planeado según el programa y la salida a altas horas de la noche.",
            icon: "briefcase",
          },
          {
            title: "Reuniones familiares y en casa",
            body: "Servicio discreto para cenas y convivios decembrinos en casa, que mantiene libre su calle y a sus invitados lejos del frío.",
            icon: "heart",
          },
          {
            title: "Celebraciones de Año Nuevo",
            body: "Valets adicionales y autos listos con anticipación para las salidas de medianoche, cuando casi todos los invitados se van al mismo tiempo.",
            icon: "sparkle",
          },
          {
            title: "Galas y recepciones decembrinas",
            body: "Llegadas y salidas coordinadas para galas de temporada, recepciones para clientes y eventos en salones de baile de hotel.",
            icon: "star",
          },
        ],
      },
      {
        kind: "cards",
        heading: "Por qué elegirnos para su fiesta decembrina",
        cards: [
          {
            title: "Listos para el clima de invierno",
            body: "Paraguas, zonas de llegada techadas donde las hay y zonas alternas para los autos forman parte de cada plan para fiestas decembrinas.",
            icon: "shield",
          },
          {
            title: "Personal para las noches más solicitadas",
            body: "Planeamos el personal con semanas de anticipación para las fechas más ocupadas de la temporada, para que su fiesta reciba el equipo que se le prometió.",
            icon: "calendar",
          },
          {
            title: "Manejo seguro",
            body: `Podios de llaves con cerradura de acero, bitácoras digitales de llaves, revisión del estado de cada auto y un seguro de responsabilidad civil general de {liabilityCoverageEs}.`,
            icon: "key",
          },
          {
            title: "Valets con experiencia",
            body: `Personal uniformado y con antecedentes verificados, respaldado por más de {yearsExperience} años de experiencia y {eventsServedInProse} eventos atendidos.`,
            icon: "users",
          },
        ],
      },
      {
        kind: "locations",
        heading: "Zonas donde atendemos fiestas decembrinas",
        intro: "Atendemos fiestas decembrinas en casas, hoteles, restaurantes y salones en estas zonas y más allá.",
        cities: serviceCities["holiday-events"],
      },
      {
        kind: "testimonials",
        heading: "Lo que dicen los anfitriones de fiestas decembrinas",
        ids: serviceTestimonials["holiday-events"],
      },
      {
        kind: "banner",
        heading: "Fechas limitadas en las fiestas decembrinas",
        body: `Nuestra temporada alta va del 15 de diciembre al 2 de enero, y las noches de fin de semana de esas fechas son las primeras que se reservan. Reserve ${es.holidayLeadTime} antes y, para esas fechas, a más tardar el ${es.holidayBookBy}.`,
        cta: { label: "Reservar su fecha", href: "/es/book" },
      },
      {
        kind: "faq",
        heading: "Preguntas sobre el valet para fiestas decembrinas",
        faqs: [
          {
            question: "¿Cuándo debo reservar el valet para una fiesta decembrina?",
            answer: `Recomendamos reservar ${es.holidayLeadTime} antes. Reserve con tiempo, porque las fechas de diciembre son las primeras en llenarse: para fechas entre el 15 de diciembre y el 2 de enero, reserve a más tardar el ${es.holidayBookBy}.`,
          },
          {
            question: "¿Ofrecen descuentos para fiestas decembrinas?",
            answer:
              "Sí. Hay descuentos para las reservaciones de fiestas decembrinas que cumplan los requisitos. Pregunte al solicitar su cotización y le incluiremos cualquier descuento que aplique a su fecha y a su evento.",
          },
          {
            question: "¿Pueden atender fiestas de Año Nuevo que pasan de la medianoche?",
            answer:
              "Sí. Nos preparamos para que la fiesta termine tarde, sumamos valets para el horario de salida y empezamos a acercar los autos antes de la medianoche para que nadie se quede esperando.",
          },
          {
            question: "¿Y si llueve la noche de nuestra fiesta?",
            answer:
              "Cada reservación de invierno incluye un plan para lluvia. Los valets llevan paraguas, y usamos zonas de llegada techadas y zonas alternas para los autos siempre que el lugar lo permite.",
          },
        ],
      },
    ],
    updated: "2026-11-01",
  },
  {
    slug: "charity-gala",
    name: "Valet para galas benéficas",
    metaTitle: "Valet para galas benéficas y de recaudación en Los Ángeles",
    metaDescription:
      "Valet parking para galas benéficas y eventos de recaudación en Los Ángeles, con precios para organizaciones sin fines de lucro y salidas ágiles y escalonadas.",
    summary:
      "Valet parking para galas benéficas y eventos de recaudación, con precios para organizaciones sin fines de lucro y llegadas y salidas coordinadas para donantes y homenajeados.",
    icon: "heart",
    photoAlt: "Valets recibiendo a los invitados que llegan a una gala benéfica",
    hero: {
      eyebrow: "Valet para galas benéficas",
      heading: "Valet parking para galas benéficas y eventos de recaudación",
      intro: `Los donantes recuerdan cómo empieza y cómo termina una noche. {company} planea el valet de su gala según su programa, recibe a cada invitado en la entrada y organiza una salida ágil, con precios pensados para organizaciones sin fines de lucro.`,
    },
    sections: [
      {
        kind: "cards",
        heading: "Soluciones de valet para galas benéficas",
        cards: [
          {
            title: "La llegada de los donantes",
            body: "Una bienvenida atenta y sin prisas en la entrada, sincronizada con el cóctel y coordinada con su mesa de registro.",
            icon: "users",
          },
          {
            title: "Atención a homenajeados y VIP",
            body: "Lugares reservados y un punto de llegada aparte para homenajeados, miembros del consejo y oradores, según una lista que usted nos envía con anticipación.",
            icon: "badge",
          },
          {
            title: "Salidas escalonadas después del programa",
            body: "Seguimos el programa y empezamos a acercar los autos cuando va terminando, para que cientos de invitados puedan irse sin una larga espera.",
            icon: "clock",
          },
          {
            title: "Coordinación con el comité y el lugar",
            body: "Un solo coordinador trabaja con quien preside su gala, su organizador de eventos y el gerente del lugar desde la primera llamada hasta la última salida.",
            icon: "calendar",
          },
        ],
      },
      {
        kind: "checklist",
        heading: "Por qué los comités de galas confían en nuestro equipo",
        intro:
          "Sus donantes nos entregan sus llaves en nombre de su organización. Estos son los estándares detrás de cada gala que atendemos.",
        items: [
          `Seguro de responsabilidad civil general de {liabilityCoverageEs}`,
          "Valets uniformados y con antecedentes verificados",
          "Podios de llaves con cerradura de acero y bitácoras digitales de llaves",
          "Revisión del estado de cada vehículo al recibirlo",
          `Más de {yearsExperience} años de experiencia y {eventsServedInProse} eventos atendidos`,
          `Calificación promedio de {averageRating} por parte de nuestros clientes`,
        ],
      },
      {
        kind: "locations",
        heading: "Zonas donde atendemos galas",
        intro: "Atendemos galas en hoteles, museos, residencias y salones de eventos en estas zonas.",
        cities: serviceCities["charity-gala"],
      },
      {
        kind: "testimonials",
        heading: "Lo que dicen quienes presiden galas y dirigen organizaciones sin fines de lucro",
        ids: serviceTestimonials["charity-gala"],
      },
      {
        kind: "banner",
        heading: "Precios para organizaciones sin fines de lucro",
        body: "Ofrecemos precios para organizaciones sin fines de lucro en galas benéficas y eventos de recaudación, para que una mayor parte de su presupuesto se destine a su causa. Cuéntenos sobre su evento y le prepararemos una cotización.",
        cta: { label: "Solicitar una cotización para su organización", href: "/es/quote" },
      },
      {
        kind: "faq",
        heading: "Preguntas sobre el valet para galas benéficas",
        faqs: [
          {
            question: "¿Ofrecen precios especiales para organizaciones sin fines de lucro?",
            answer:
              "Sí. Ofrecemos precios para organizaciones sin fines de lucro en galas benéficas y eventos de recaudación. Solicite una cotización, mencione su organización e incluiremos esos precios en nuestra respuesta.",
          },
          {
            question: "¿Cómo mantienen corta la fila de salida después de una gala?",
            answer:
              "Su coordinador sigue el programa y empieza a acercar los vehículos antes de las palabras de cierre. Sumamos valets para el horario de salida, cuando la mayoría de los invitados se va en poco tiempo.",
          },
          {
            question: "¿Cuántos valets necesitará nuestra gala?",
            answer: `Calculamos alrededor de un valet por cada 25–30 invitados y ajustamos según el lugar, la distancia al estacionamiento y la forma en que termina el programa. Atendemos sin problema galas de ${es.largestGuests} invitados.`,
          },
          {
            question: "¿Pueden dar prioridad a los homenajeados y a los donantes principales?",
            answer:
              "Sí. Envíenos con anticipación una lista VIP y les reservaremos lugares cerca de la entrada, saludaremos a esos invitados por su nombre y tendremos sus autos listos por si se retiran temprano.",
          },
        ],
      },
    ],
    updated: "2026-11-01",
  },
];

/** Las tarjetas "Tipos de eventos que atendemos" de /es/services, cada una con enlace a su página de servicio. */
export const eventTypes: (Card & { service: string })[] = [
  {
    title: "Valet para bodas",
    body: "Llegadas atentas y salidas sin contratiempos para ceremonias y recepciones en residencias, hoteles y lugares junto a la costa.",
    bullets: [
      "Coordinador de bodas dedicado",
      "Atención preferente para la familia y el cortejo",
      "Plan para el clima y para imprevistos",
    ],
    icon: "rings",
    service: "wedding-valet",
  },
  {
    title: "Eventos corporativos",
    body: "Valet puntual y profesional para juntas, lanzamientos, conferencias y atención a clientes.",
    bullets: ["Llegadas de ejecutivos y VIP", "Personal sincronizado con su programa", `Eventos ${es.guestRange}`],
    icon: "briefcase",
    service: "corporate-events",
  },
  {
    title: "Fiestas privadas",
    body: "Valet discreto para cumpleaños, aniversarios y cenas en casas y residencias particulares.",
    bullets: [
      `Fiestas desde ${es.smallestGuests} invitados`,
      "Planes de estacionamiento que respetan a los vecinos",
      "Servicio de traslado para casas en las colinas",
    ],
    icon: "glass",
    service: "private-party",
  },
  {
    title: "Valet para hoteles",
    body: "Valet permanente en la entrada del hotel y en el restaurante, con un equipo constante que conoce su propiedad.",
    bullets: [
      "Cobertura hotelera 24/7",
      "Contratos por hora, mensuales o combinados",
      "Personal adicional para banquetes y eventos",
    ],
    icon: "hotel",
    service: "restaurant-hotel",
  },
  {
    title: "Galas benéficas",
    body: "Llegadas coordinadas de los donantes y salidas escalonadas para galas y eventos de recaudación de cualquier tamaño.",
    bullets: [
      "Precios para organizaciones sin fines de lucro",
      "Atención a homenajeados y VIP",
      "Salidas escalonadas después del programa",
    ],
    icon: "heart",
    service: "charity-gala",
  },
  {
    title: "Fiestas decembrinas",
    body: "Valet para fiestas decembrinas de empresa, reuniones familiares y celebraciones de Año Nuevo.",
    bullets: [
      "Descuentos disponibles",
      "Plan para el clima de invierno",
      "Personal adicional para salidas a altas horas",
    ],
    icon: "gift",
    service: "holiday-events",
  },
];

/** Lo que incluye cada servicio, en /es/services. */
export const included: Card[] = [
  {
    title: "Seguro de responsabilidad civil",
    body: `Contamos con un seguro de responsabilidad civil general de {liabilityCoverageEs} y con seguro de compensación para los trabajadores de nuestro equipo. No sustituye el seguro de auto de sus invitados; la cobertura de cada evento y cómo se tramita un reclamo se establecen en su contrato de servicio.`,
    icon: "shield",
  },
  {
    title: "Personal profesional y uniformado",
    body: "Valets capacitados, con antecedentes verificados y uniformes profesionales, que representan bien a su evento.",
    icon: "users",
  },
  {
    title: "Manejo seguro de las llaves",
    body: "Podios de llaves con cerradura de acero, bitácoras digitales de llaves y revisión del estado de cada vehículo al recibirlo.",
    icon: "key",
  },
  {
    title: "Coordinador de eventos dedicado",
    body: "Un solo coordinador planea su personal, trabaja con el lugar y es su contacto durante el día del evento.",
    icon: "calendar",
  },
];
