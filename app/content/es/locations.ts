import { site } from "../../config/site";
import type { LocationWords } from "../types";

/*
 * Las páginas de ciudad en español: solo el texto, sobre la estructura de las páginas en inglés (../locations.ts),
 * por el slug de cada ciudad. content.test.ts comprueba que estén todas y con la misma forma.
 */
/**
 * The article a city's Spanish name takes in a sentence ("en el Centro de Los Ángeles", never "en Centro de Los
 * Ángeles"), by slug, for the names that take one: the templates write the name after "en" with it
 * (`nameInSentence` in ../localized.ts). A name alone, in a list or a breadcrumb, goes without.
 */
export const nameArticles: Record<string, "el" | "la" | "los" | "las"> = {
  "downtown-los-angeles": "el",
};

export const locationWords: Record<string, LocationWords> = {
  /* ---------------------------------------------------------------------------------------------- */
  "los-angeles": {
    name: "Los Ángeles",
    metaTitle: "Valet parking en Los Ángeles | Casas, museos y salones",
    metaDescription:
      "Valets uniformados y asegurados para bodas, galas y fiestas privadas en todo Los Ángeles, desde casas de Hancock Park hasta patios de museos y salones de hotel.",
    heading: "Servicio de valet parking en Los Ángeles, California",
    heroIntro:
      "Desde las salas de las casas de Hancock Park hasta los patios de los museos sobre Wilshire Boulevard, planeamos el valet según la forma en que realmente se maneja y se estaciona en cada vecindario de Los Ángeles.",
    artAlt:
      "Ilustración lineal de las tres cúpulas del Observatorio Griffith en lo alto de las colinas, con algunas torres del centro pequeñas a lo lejos",
    landmarks: [
      "Observatorio Griffith",
      "Museo de Arte del Condado de Los Ángeles (LACMA)",
      "Exposition Park",
      "Hancock Park",
    ],
    intro: [
      `Los Ángeles es menos una sola ciudad que un mosaico de vecindarios, cada uno con sus propias reglas para estacionarse en la calle y su propio ritmo de tráfico. Un evento de noche cerca del Observatorio Griffith implica subir por los caminos en zigzag de Griffith Park hasta un estacionamiento en la cima que ya está lleno al atardecer. Una recepción en Museum Row, junto al Museo de Arte del Condado de Los Ángeles (LACMA), implica lidiar con Wilshire Boulevard en hora pico. En {company} planeamos cada reservación según la cuadra donde se lleva a cabo, no según una plantilla.`,
      "Alrededor de Exposition Park, los museos, el Coliseo y el BMO Stadium pueden atraer a decenas de miles de personas la misma noche, así que revisamos el calendario de eventos antes de sugerir una hora de inicio. Unas millas al norte, las casas de Hancock Park, en calles como June Street y Lucerne Boulevard, reciben recepciones en el jardín donde casi no hay lugar para estacionarse en la calle y los vecinos notan cada motor que se queda encendido.",
      "Entre esos extremos están las casas en las laderas de Los Feliz, las cenas en casas de Silver Lake y las proyecciones de los estudios, tanto en el este como en el oeste de la ciudad. La ciudad es grande, pero nuestras preguntas siempre son locales: dónde se detiene el primer auto, dónde queda estacionado el último y cómo ven la calle a la mañana siguiente quienes viven en ella. Cada anfitrión recibe un plan hecho para su dirección, con la zona de espera de los autos marcada en un mapa.",
    ],
    specialServices: [
      "Planes de estacionamiento para cada vecindario",
      "Recepciones en museos y recintos culturales",
      "Fiestas en jardines de casas y fiestas decembrinas",
      "Planeación del tráfico en noches de estadio y de conciertos",
    ],
    serviceCards: [
      {
        title: "Casas y fiestas en el vecindario",
        body: "Recepciones en el jardín, cumpleaños importantes y cenas decembrinas en calles residenciales donde hay poco lugar para estacionarse y los vecinos están cerca.",
        bullets: [
          "Carril de llegada sin bloquear entradas de autos ni hidrantes",
          "Autos estacionados en estacionamientos acordados o en lugares cercanos autorizados",
          "Valets discretos y corteses en las cuadras residenciales",
        ],
      },
      {
        title: "Museos, recintos y salones de hotel",
        body: "Recepciones en museos, recintos históricos y salones de hotel, donde la zona de llegada se comparte con las entregas y el personal del propio lugar.",
        bullets: [
          "Coordinación con la seguridad del lugar y los horarios del andén de carga",
          "Salidas escalonadas cuando se van muchos invitados a la vez",
          "Consulta del calendario de estadios y conciertos cercanos por el tráfico",
        ],
      },
    ],
    venues: [
      "Patios de museos y terrazas en azoteas",
      "Casas históricas en Hancock Park y Los Feliz",
      "Salones de hotel sobre Wilshire Boulevard",
      "Espacios para eventos en Exposition Park y sus alrededores",
      "Residencias privadas en Silver Lake y Echo Park",
    ],
    logistics: [
      "Las calles de Los Ángeles están llenas de letreros: distritos de estacionamiento preferencial que limitan el estacionamiento para quienes no son residentes, horarios semanales de barrido de calles y guarniciones pintadas de rojo junto a los hidrantes y en las esquinas. Cuando un evento necesita espacio en la calle, el anfitrión o el lugar puede pedirle a la ciudad con anticipación letreros temporales de prohibido estacionarse, y nosotros ayudamos a resolver las dudas sobre cuándo y dónde colocarlos. Donde no es realista montar el valet junto a la banqueta, conseguimos un estacionamiento al aire libre o un edificio de estacionamiento cercano y movemos los autos en recorridos cortos y predecibles.",
      "La otra variable es el tiempo de manejo. Cruzar la ciudad a las 5:00 p. m. puede tardar varias veces más que el mismo trayecto al mediodía, así que fijamos la hora de llegada del equipo según la ruta real, estamos pendientes de los cierres de fin de semana en la 10, la 101 y la 405, y los valets ya están en su lugar antes de que el primer invitado dé vuelta en la calle.",
    ],
    expertise: `{company} estaciona autos para anfitriones de Los Ángeles desde ${site.californiaSince}, en vecindarios del este al oeste de la ciudad. Cada valet tiene sus antecedentes verificados y trabaja uniformado, las llaves permanecen en podios con cerradura de acero durante todo el evento y el estado de cada vehículo se revisa y se registra en una bitácora digital al recibirlo. Los eventos cuentan con un seguro de responsabilidad civil de {liabilityCoverageEs}.`,
  },

  /* ---------------------------------------------------------------------------------------------- */
  hollywood: {
    name: "Hollywood",
    metaTitle: "Valet parking en Hollywood | Estrenos, azoteas y colinas",
    metaDescription:
      "Valet para estrenos, eventos en estudios, fiestas en azoteas y casas en las colinas de Hollywood, pensado para el Paseo de la Fama, el Bowl y calles angostas.",
    heading: "Servicio de valet parking en Hollywood, California",
    heroIntro:
      "Las fiestas después de un estreno, las proyecciones en los estudios y las cenas en las colinas arriba de Franklin Avenue necesitan cada una un plan distinto, y preparamos uno para cada evento en Hollywood.",
    artAlt:
      "Ilustración lineal de las letras del letrero de Hollywood en la ladera del monte Lee, con la antena de radio en la cumbre",
    landmarks: [
      "Hollywood Boulevard y el Paseo de la Fama",
      "TCL Chinese Theatre",
      "Hollywood Bowl",
      "El letrero de Hollywood",
    ],
    intro: [
      "Hollywood funciona en dos niveles. Abajo, en la parte plana, Hollywood Boulevard se llena de visitantes que leen las estrellas del Paseo de la Fama, los autobuses turísticos esperan con el motor encendido cerca del TCL Chinese Theatre y los bares en las azoteas abren cuando los estudios terminan la jornada. Arriba, en las colinas, las calles que salen de Franklin Avenue y Outpost Drive se angostan hasta un carril y medio, con curvas cerradas y casi sin espacio para estacionarse a la orilla. Muchas veces los invitados van a eventos en los dos lugares la misma semana y esperan una llegada igual de tranquila en cada uno.",
      "El verano trae la temporada del Hollywood Bowl, cuando Highland Avenue y la 101 avanzan a vuelta de rueda antes de los conciertos y otra vez a la salida. Planeamos las horas de llegada y las rutas de los valets según el calendario del Bowl. Para las casas en las laderas de Beachwood Canyon, debajo del letrero de Hollywood, por lo general dejamos los autos en un estacionamiento en la parte plana y los subimos en recorridos cortos y controlados, en lugar de saturar una calle que los turistas ya usan para buscar el letrero.",
    ],
    specialServices: [
      "Fiestas después de estrenos y proyecciones",
      "Apoyo en eventos en estudios y foros de filmación",
      "Recorridos de traslado y de valets en las colinas de Hollywood",
      "Planeación del tráfico en noches del Hollywood Bowl",
    ],
    serviceCards: [
      {
        title: "Estrenos y eventos en estudios",
        body: "Llegadas por la alfombra roja, fiestas de fin de rodaje y proyecciones, donde la puntualidad, la privacidad y una fila ordenada de autos importan tanto como la rapidez.",
        bullets: [
          "Horarios de llegada escalonados para artistas e invitados",
          "Manejo discreto de los vehículos de invitados de alto perfil",
          "Coordinación con la seguridad del estudio y las listas de acceso",
        ],
      },
      {
        title: "Casas en las colinas y azoteas",
        body: "Cenas y fiestas en las colinas de Hollywood, y recintos en azoteas en la parte plana, donde el estacionamiento es el primer problema que el anfitrión tiene que resolver.",
        bullets: [
          "Zona de espera fuera del lugar, con recorridos de traslado o de valets colina arriba",
          "Valets apostados en las curvas cerradas para mantener libres los carriles",
          "Coordinación con los estacionamientos de los recintos en azoteas y de los hoteles",
        ],
      },
    ],
    venues: [
      "Teatros históricos de Hollywood Boulevard",
      "Estudios y foros de filmación",
      "Bares en azoteas y terrazas de hotel",
      "Casas en las laderas de Beachwood Canyon y las colinas de Hollywood",
      "Salas privadas de proyección",
    ],
    logistics: [
      "Hollywood Boulevard casi nunca es el mejor lugar para el valet. Las banquetas están repletas, se cierran carriles por los estrenos y los permisos de filmación pueden quitar lugares de estacionamiento casi sin aviso. Buscamos entradas por calles laterales, entradas techadas de hoteles y accesos para autos de los recintos en calles como Selma Avenue, Cahuenga Boulevard y Sunset Boulevard, y durante la semana del evento confirmamos cualquier restricción publicada por filmaciones o eventos.",
      "En las colinas, muchas calles tienen letreros de prohibido estacionarse en días de bandera roja, que se aplican cuando hay alto riesgo de incendio, y el acceso para emergencias debe quedar libre en todo momento. Mantenemos despejados los carriles de acceso para bomberos y los hidrantes, nunca dejamos un auto en una curva ciega y le avisamos al anfitrión con anticipación si un día de bandera roja cambiaría el plan.",
    ],
    expertise: `Nuestros equipos en Hollywood trabajan en la parte plana y en las colinas desde que {company} llegó a Los Ángeles en ${site.californiaSince}. Saben qué calles laterales se despejan primero después de un concierto en el Bowl y cómo dar la vuelta con una camioneta grande en una calle sin salida en plena ladera. El personal tiene sus antecedentes verificados y trabaja uniformado, cada llave se guarda en un podio con cerradura de acero y cada evento está respaldado por un seguro de responsabilidad civil de {liabilityCoverageEs}.`,
  },

  /* ---------------------------------------------------------------------------------------------- */
  "beverly-hills": {
    name: "Beverly Hills",
    metaTitle: "Valet parking en Beverly Hills | Mansiones, galas y cenas",
    metaDescription:
      "Valet para fiestas en mansiones, galas benéficas y eventos en Rodeo Drive: permisos de Beverly Hills, planes para las laderas y personal uniformado y discreto.",
    heading: "Servicio de valet parking en Beverly Hills, California",
    heroIntro:
      "Los anfitriones de Beverly Hills esperan discreción, llegadas puntuales y un equipo que ya conozca las reglas de estacionamiento de la ciudad; con ese criterio asignamos al personal de cada evento.",
    artAlt:
      "Ilustración lineal de la pared baja del letrero de Beverly Hills en Beverly Gardens Park, con su estanque de nenúfares delante y altas palmeras detrás",
    landmarks: ["Rodeo Drive", "Mansión Greystone y sus jardines", "Beverly Gardens Park", "Wilshire Boulevard"],
    intro: [
      "Beverly Hills concentra muchísimo en una ciudad pequeña: las tiendas de lujo de Rodeo Drive, los grandes hoteles sobre Wilshire Boulevard y, en la parte plana, calles residenciales bordeadas de palmeras y sicomoros. Al norte de Sunset Boulevard, la cuadrícula de calles da paso a caminos de cañón y residencias en las laderas. Aquí, la forma de estacionarse es parte de la cultura: los vecinos notan un auto sobre la franja de pasto junto a la banqueta, y los anfitriones notan cuando un invitado espera más de un minuto en la puerta.",
      "La mansión Greystone y sus jardines, la antigua finca Doheny que hoy es propiedad de la ciudad, reciben bodas y recepciones en terrenos con un camino de acceso empinado y poco espacio para los autos. Abajo, en la parte plana, Beverly Gardens Park se extiende a lo largo de Santa Monica Boulevard, y sus eventos de temporada traen su propio tráfico. Tratamos cada lugar según sus propias condiciones y definimos el carril de llegada, el control de las llaves y la ruta de regreso antes de que llegue el primer invitado.",
    ],
    specialServices: [
      "Eventos en mansiones y residencias privadas",
      "Apoyo en galas benéficas y salones de hotel",
      "Coordinación de permisos de la ciudad y del uso de la calle",
      "Servicio discreto para invitados de alto perfil",
    ],
    serviceCards: [
      {
        title: "Fiestas en residencias y cenas privadas",
        body: "Eventos en casas de la parte plana y de las colinas, con un equipo que recibe a los invitados en la puerta y hace que los vecinos casi no noten los autos.",
        bullets: [
          "Recorrido previo por las entradas de autos, los portones y los espacios para dar vuelta",
          "Zona de espera que respeta las entradas de autos de los vecinos",
          "Revisión del estado de cada vehículo, registrada al recibirlo",
        ],
      },
      {
        title: "Galas, hoteles y restaurantes finos",
        body: "Galas en salones de hotel, cenas de premiación y servicio para restaurantes sobre Wilshire Boulevard y en el Triángulo Dorado, donde la banqueta se comparte y cada minuto en la puerta cuenta.",
        bullets: [
          "Coordinación de la entrada techada y del carril junto a la banqueta con el personal del lugar",
          "Planeación de las salidas cuando se vacía un salón grande",
          "Alrededor de un valet por cada 25 a 30 invitados",
        ],
      },
    ],
    venues: [
      "Residencias privadas al norte de Sunset Boulevard",
      "Salones de hotel sobre Wilshire Boulevard",
      "Mansión Greystone y sus jardines",
      "Restaurantes en el Triángulo Dorado",
      "Casas familiares en la parte plana de Beverly Hills",
    ],
    logistics: [
      "La ciudad controla de cerca el uso de sus calles. Estacionarse en la calle durante la noche está restringido si no se tiene permiso, muchas cuadras residenciales solo permiten estacionarse de día a quienes tienen permiso, y las operaciones de valet que usan la vía pública necesitan la aprobación de la ciudad. Desde el principio revisamos qué reglas aplican a la dirección y le decimos al anfitrión qué hay que solicitar por adelantado, si es que hace falta algo.",
      "Los caminos de cañón, como Benedict Canyon Drive y Coldwater Canyon Drive, llevan el tráfico de quienes van y vienen entre el Valle de San Fernando y el oeste de Los Ángeles, así que en los eventos en las laderas ponemos valets donde los invitados dan vuelta para entrar. En la parte plana, las calles anchas facilitan la zona de espera, pero los carriles deben quedar libres para los residentes y los vehículos de emergencia, y nunca estacionamos sobre el pasto ni frente a las entradas de autos.",
    ],
    expertise: `Beverly Hills ha sido una zona clave para {company} desde que abrimos en Los Ángeles en ${site.californiaSince}. Nuestros valets tienen sus antecedentes verificados, usan el uniforme de la empresa y siguen un protocolo discreto con los invitados de alto perfil: nada de fotos, ningún comentario sobre quién llegó y las llaves en podios con cerradura de acero. El estado de cada auto se revisa y se registra en una bitácora digital, y cada reservación cuenta con un seguro de responsabilidad civil de {liabilityCoverageEs}.`,
  },

  /* ---------------------------------------------------------------------------------------------- */
  "beverly-park": {
    name: "Beverly Park",
    metaTitle: "Valet parking en Beverly Park | Residencias con vigilancia",
    metaDescription:
      "Valet para eventos privados en las residencias con caseta de vigilancia de Beverly Park: listas de invitados, zona de espera al pie de Mulholland y traslados.",
    heading: "Servicio de valet parking en Beverly Park, California",
    heroIntro:
      "Los eventos en Beverly Park comienzan en la caseta de vigilancia, así que nuestro plan también empieza ahí: con listas de invitados, una zona de espera fuera del lugar y un traslado sin prisas hasta la puerta principal.",
    artAlt:
      "Ilustración lineal de una caseta de vigilancia y un portón al pie de un camino sinuoso, con residencias y cipreses a lo largo de la cresta",
    landmarks: ["Mulholland Drive", "Coldwater Canyon Drive", "Franklin Canyon Park", "Coldwater Canyon Park"],
    intro: [
      "Beverly Park es una comunidad privada con caseta de vigilancia en lo alto de las montañas de Santa Mónica, arriba de Beverly Hills, a la que se llega por los caminos de la cresta alrededor de Mulholland Drive y Coldwater Canyon Drive. Sus residencias ocupan terrenos grandes detrás de portones privados, con largos caminos de entrada y patios de llegada pensados para los autos del dueño, no para cien invitados. En la mayoría de los eventos, estacionar los autos de los invitados dentro de la comunidad no es una opción, y el verdadero trabajo ocurre antes de que alguien llegue al portón.",
      "Eso convierte una fiesta en una pequeña operación de transporte. Conseguimos una zona de espera al pie de la colina, organizamos traslados o recorridos de valets hasta la residencia y coordinamos cada llegada con la caseta de vigilancia y con el equipo de seguridad propio de la casa. El camino de regreso pasa junto a las áreas naturales de Franklin Canyon Park y Coldwater Canyon Park en un descenso lleno de curvas y sin alumbrado, así que las salidas se escalonan y nadie tiene que bajar con prisa por el camino del cañón.",
    ],
    specialServices: [
      "Coordinación de la lista de invitados con la caseta de vigilancia",
      "Zona de espera fuera del lugar y recorridos de traslado",
      "Manejo del patio de llegada de la residencia",
      "Enlace con la seguridad privada de la casa",
    ],
    serviceCards: [
      {
        title: "Llegadas a residencias con caseta de vigilancia",
        body: "Una lista de invitados compartida con la caseta y un punto claro para bajar del auto en el patio de llegada, para que la primera impresión de la noche sea sencilla.",
        bullets: [
          "Nombres y placas de los invitados confirmados con anticipación con el personal de la caseta",
          "Patio de llegada organizado para que los invitados bajen y los autos salgan rápido",
          "Valets informados sobre las reglas de privacidad de la casa",
        ],
      },
      {
        title: "Traslados y estacionamiento fuera del lugar",
        body: "Cuando en la residencia no caben todos los autos, los estacionamos al pie de la colina y subimos a los invitados en traslados o recorridos de valets con un horario constante.",
        bullets: [
          "Estacionamiento fuera del lugar conseguido con anticipación y atendido durante todo el evento",
          "Horarios de traslado ajustados al programa del anfitrión",
          "Viajes de regreso a un ritmo seguro por los caminos de cañón",
        ],
      },
    ],
    venues: [
      "Residencias privadas con patio de llegada",
      "Jardines y terrazas con alberca en la cima de la colina",
      "Recepciones bajo carpa en el jardín",
      "Eventos de recaudación de fondos y fiestas decembrinas en casas de familia",
    ],
    logistics: [
      "Como la comunidad es privada, la asociación de propietarios y el personal de seguridad fijan las reglas dentro del portón: qué vehículos pueden entrar, dónde pueden detenerse y cuánto tiempo pueden quedarse los contratistas externos. Trabajamos dentro de esas reglas, enviamos los datos de los vehículos y del personal cuando la caseta los pide, y mantenemos a nuestro personal y nuestro material solo en las áreas que la familia aprueba.",
      "Fuera del portón, Mulholland Drive y Coldwater Canyon Drive son caminos de dos carriles con curvas ciegas, poco o ningún acotamiento y mucho tráfico en hora pico. Las camionetas de traslado esperan en lugares designados y no sobre el camino, los conductores evitan dar vuelta en U cerca de la entrada y, en días de bandera roja, ajustamos el plan para que todos los carriles queden libres para los vehículos de emergencia.",
    ],
    expertise: `Los eventos en residencias de las colinas arriba de Beverly Hills forman parte del trabajo de {company} desde ${site.californiaSince}. Los equipos que enviamos a comunidades privadas tienen sus antecedentes verificados, trabajan uniformados, están acostumbrados a registrarse en una caseta de vigilancia y son discretos en las casas particulares. Las llaves permanecen en podios con cerradura de acero, cada auto se revisa y se registra en una bitácora digital a su llegada, y el evento cuenta con un seguro de responsabilidad civil de {liabilityCoverageEs}.`,
  },

  /* ---------------------------------------------------------------------------------------------- */
  "bel-air": {
    name: "Bel Air",
    metaTitle: "Valet parking en Bel Air | Mansiones y caminos de cañón",
    metaDescription:
      "Valet para fiestas y bodas en residencias de Bel Air, en caminos de cañón angostos, con traslados desde Sunset Boulevard, carriles libres y personal discreto.",
    heading: "Servicio de valet parking en Bel Air, California",
    heroIntro:
      "Los caminos sinuosos y las residencias en las laderas de Bel Air exigen una planeación cuidadosa, y trazamos cada curva entre los portones de Sunset Boulevard y la puerta de su casa.",
    artAlt:
      "Ilustración lineal de la entrada de Bel Air en Sunset Boulevard: dos pilares con faroles y un arco de hierro sobre el camino, con colinas arboladas detrás",
    landmarks: [
      "Los portones de Bel Air en Sunset Boulevard",
      "Stone Canyon Road",
      "Bel-Air Country Club",
      "Stone Canyon Reservoir",
    ],
    intro: [
      "Bel Air sube desde Sunset Boulevard, por los portones ornamentados de Bellagio Road, hacia un laberinto de caminos de cañón, varios de ellos trazados en la década de 1920 para muchos menos autos de los que llegan hoy a una fiesta. Stone Canyon Road sube hacia el norte rumbo a Stone Canyon Reservoir, Bellagio Road bordea en curva los campos de golf del Bel-Air Country Club, y las calles que salen de ellos tienen curvas cerradas, pendientes pronunciadas y setos que ocultan los autos que vienen en sentido contrario.",
      "Aquí, los anfitriones suelen querer dos cosas a la vez: una bienvenida cálida en la puerta y ninguna fila de autos a la vista. Lo logramos sin subir a la colina la mayoría de los vehículos. Los invitados entregan sus llaves a los valets en una zona de espera abajo y suben en traslado, o los valets suben los autos solo hasta donde caben en la entrada. De cualquier forma, el camino queda libre para los vecinos, los repartidores y los camiones de bomberos.",
    ],
    specialServices: [
      "Planes de estacionamiento para residencias en las laderas",
      "Servicio de traslado desde zonas de espera fuera del lugar",
      "Control del tráfico en caminos angostos",
      "Valet para bodas y recepciones en residencias",
    ],
    serviceCards: [
      {
        title: "Eventos en residencias en las laderas",
        body: "Fiestas y cenas en casas de Bel Air, donde la entrada es empinada, el espacio para dar vuelta es reducido y cada auto necesita una ruta bien pensada.",
        bullets: [
          "Visita al lugar para medir las entradas, los portones y el espacio para dar vuelta",
          "Valets apostados en las curvas ciegas cerca de la propiedad",
          "Autos estacionados solo donde lo han acordado el anfitrión y los vecinos",
        ],
      },
      {
        title: "Bodas en los cañones",
        body: "Bodas y recepciones en residencias cuya lista de invitados ya no cabe en la entrada, resueltas con traslados y un ritmo de valet constante.",
        bullets: [
          "Recorridos de traslado sincronizados con el horario de la ceremonia",
          "Estacionamientos de espera apartados al pie de la colina",
          "Salidas nocturnas a un ritmo seguro por caminos de cañón sin alumbrado",
        ],
      },
    ],
    venues: [
      "Residencias en las laderas junto a Stone Canyon Road y Bellagio Road",
      "Jardines privados y terrazas con alberca",
      "Comedores y jardines de clubes campestres",
      "Recepciones bajo carpa en los terrenos de las residencias",
      "Espacios para eventos de hoteles de lujo en Stone Canyon",
    ],
    logistics: [
      "Gran parte de Bel Air está en una zona de riesgo de incendio muy alto, y muchas calles tienen letreros de restricción de estacionamiento en días de bandera roja, que entran en vigor cuando hay alto riesgo de incendio y prohíben por completo estacionarse en la calle. Revisamos el pronóstico en los días previos al evento, tenemos listo un estacionamiento alterno fuera del lugar y nunca estacionamos de una forma que angoste el camino para los camiones de bomberos.",
      "La zona de espera práctica más cercana suele estar en la parte plana: un estacionamiento reservado cerca de Sunset Boulevard, un edificio de estacionamiento comercial en Westwood o un lugar que consigue el anfitrión. Las rutas de traslado evitan las calles más angostas cuando es posible, y los conductores saben de antemano qué vueltas no puede dar una camioneta de pasajeros grande. Sunset Boulevard es lento en hora pico, así que los horarios de llegada se fijan teniendo eso en cuenta.",
    ],
    expertise: `Desde ${site.californiaSince}, {company} ha atendido eventos en algunos de los caminos más angostos de Los Ángeles, y Bel Air es donde esa experiencia más importa. Los valets tienen sus antecedentes verificados, trabajan uniformados y están capacitados para manejar en las laderas: a baja velocidad, sin echarse en reversa en las curvas ciegas y con paciencia ante los autos que vienen en sentido contrario. Las llaves se guardan en podios con cerradura de acero, el estado de cada vehículo se registra en una bitácora digital al recibirlo y cada evento cuenta con un seguro de responsabilidad civil de {liabilityCoverageEs}.`,
  },

  /* ---------------------------------------------------------------------------------------------- */
  brentwood: {
    name: "Brentwood",
    metaTitle: "Valet parking en Brentwood | Fiestas en jardines y casas",
    metaDescription:
      "Valet para fiestas en jardines, cenas en casa y eventos escolares en Brentwood, según el tráfico de Sunset Boulevard y la 405, los cañones y los permisos.",
    heading: "Servicio de valet parking en Brentwood, California",
    heroIntro:
      "En Brentwood conviven calles tranquilas y bulevares concurridos; nuestros planes de valet mantienen la calma en las primeras y a los invitados en movimiento en los segundos.",
    artAlt:
      "Ilustración lineal de los edificios del Getty Center y su vestíbulo circular en lo alto de la colina, con el tranvía que sube por la ladera",
    landmarks: ["Getty Center", "San Vicente Boulevard", "Brentwood Country Mart", "Mandeville Canyon"],
    intro: [
      "Brentwood se extiende desde los árboles de coral de San Vicente Boulevard hasta los cañones arriba de Sunset Boulevard. El Getty Center se asoma desde su colina junto a la 405, y los fines de semana las tiendas y cafés alrededor del Brentwood Country Mart se llenan de vecinos. La mayoría de los eventos que atendemos aquí son en casas particulares: bodas en el patio, fiestas en el jardín, eventos de recaudación de fondos y cenas decembrinas en casas construidas lejos de la calle, en terrenos profundos.",
      "Lo difícil casi nunca es la casa; es la calle. Las glorietas y las amplias franjas de pasto de Brentwood Park parecen generosas hasta que llegan cuarenta autos, y los cañones del norte, como Mandeville Canyon y Kenter Canyon, son largas calles sin salida con una sola vía de entrada y de salida. Antes del evento decidimos dónde va a quedar cada auto, y en las calles de los cañones mantenemos el paso libre en ambos sentidos toda la noche.",
    ],
    specialServices: [
      "Valet para bodas en el patio y fiestas en el jardín",
      "Control del tráfico en calles de cañón",
      "Orientación sobre permisos de estacionamiento residencial",
      "Apoyo en eventos de recaudación de fondos escolares y comunitarios",
    ],
    serviceCards: [
      {
        title: "Fiestas en el jardín y bodas en el patio",
        body: "Celebraciones al aire libre en casas de Brentwood, con el carril de llegada, el estacionamiento y la ruta de regreso planeados en torno al jardín, y no al revés.",
        bullets: [
          "Punto de llegada en el portón principal o en el patio de llegada",
          "Autos estacionados en estacionamientos acordados, no frente a las casas de los vecinos",
          "Valets capacitados para salidas nocturnas silenciosas",
        ],
      },
      {
        title: "Eventos benéficos escolares y comunitarios",
        body: "Cenas benéficas, subastas y días de puertas abiertas en los que varios cientos de invitados llegan en la misma media hora a calles residenciales.",
        bullets: [
          "Valets adicionales programados para la hora de mayor llegada",
          "Conos y letreros que guían a los invitados al punto de llegada",
          "Ayuda con los avisos a los vecinos antes del evento",
        ],
      },
    ],
    venues: [
      "Casas particulares en Brentwood Park",
      "Residencias en Mandeville Canyon y Kenter Canyon",
      "Jardines para eventos y clubes privados",
      "Planteles escolares y salones comunitarios",
      "Restaurantes cerca de San Vicente Boulevard",
    ],
    logistics: [
      "El tramo de Sunset Boulevard que atraviesa Brentwood es uno de los más lentos del oeste de Los Ángeles por las tardes, sobre todo cerca del entronque con la 405, y los fines de semana los visitantes del Getty Center aumentan el tráfico. Los equipos llegan bastante antes que el primer invitado, y les damos a los anfitriones horarios de llegada realistas para imprimir en la invitación. Muchas calles residenciales están en distritos de estacionamiento preferencial, así que confirmamos lo que permiten los letreros antes de contar con cualquier espacio en la calle.",
      "En los cañones, muchas calles tienen restricciones de estacionamiento en días de bandera roja cuando hay riesgo de incendio, y no hay una segunda salida si el camino se bloquea. Cuando en la casa no caben los autos, los dejamos en un estacionamiento en la parte plana, subimos cada uno solo cuando lo piden y mantenemos despejados los hidrantes, los carriles de acceso para bomberos y las entradas de autos de los vecinos.",
    ],
    expertise: `{company} estaciona autos en casas de Brentwood desde que empezamos a dar servicio en Los Ángeles en ${site.californiaSince}, desde pequeñas cenas familiares hasta eventos de recaudación de fondos para varios cientos de invitados. Nuestros valets, uniformados y con antecedentes verificados, conocen los caminos de los cañones y los distritos de permisos, las llaves permanecen en podios con cerradura de acero y el estado de cada auto se registra en una bitácora digital antes de estacionarlo. Cada evento está protegido por un seguro de responsabilidad civil de {liabilityCoverageEs}.`,
  },
  "pacific-palisades": {
    name: "Pacific Palisades",
    metaTitle: "Valet parking en Pacific Palisades | Eventos en la costa",
    metaDescription:
      "Valet para casas, jardines y eventos costeros en Pacific Palisades, según el tráfico de la PCH y Sunset, las obras, los acantilados y las reglas de incendio.",
    heading: "Servicio de valet parking en Pacific Palisades, California",
    heroIntro:
      "Entre las montañas de Santa Mónica y la Pacific Coast Highway, Pacific Palisades pide un valet que conozca tanto sus calles sobre los acantilados como sus caminos de cañón.",
    artAlt:
      "Ilustración lineal de los acantilados de Pacific Palisades sobre la carretera de la costa, con una torre de salvavidas en la playa y las olas del océano delante",
    landmarks: ["Getty Villa", "Will Rogers State Beach", "Self-Realization Fellowship Lake Shrine", "Temescal Canyon"],
    intro: [
      "Pacific Palisades ocupa una terraza natural entre las montañas y el océano: Sunset Boulevard la atraviesa con sus curvas y, abajo, la Pacific Coast Highway corre junto a la playa. La Getty Villa domina la carretera cerca del límite con Malibú, los jardines del Lake Shrine están a un paso de Sunset, cerca de la costa, y Will Rogers State Beach se llena cada fin de semana de calor. Aquí, muchos eventos combinan un entorno frente al mar con una calle residencial que nunca se hizo para recibir a tanta gente.",
      "Gran parte de la comunidad se está reconstruyendo después del incendio de enero de 2025, y eso influye en cada plan que hacemos aquí. Las cuadrillas de construcción, los camiones de reparto y los cierres temporales de calles forman parte de la vida diaria, y algunas calles cambian de un mes a otro. Antes de cada evento revisamos cómo están las cosas en ese momento, confirmamos con el anfitrión la ruta de acceso y elegimos zonas de espera para los autos lejos de las obras activas.",
      "En las casas sobre los acantilados, en la Riviera y en los cañones alrededor de Temescal Canyon, la rutina es cuidadosa y constante. Los autos no se quedan en las calles angostas, el acceso para emergencias siempre queda libre y los invitados llegan a un punto de llegada ordenado, en lugar de dar vueltas buscando lugar en una cuadra que quizá todavía esté llena de cercas y maquinaria. Cuando una casa se reconstruyó con una nueva entrada de autos o un nuevo portón, volvemos a recorrer el lugar en vez de confiar en un plan anterior.",
    ],
    specialServices: [
      "Eventos en casas y jardines de la costa",
      "Planeación según el tráfico de la PCH y de Sunset Boulevard",
      "Rutas de acceso que evitan las zonas de obras",
      "Estacionamiento fuera del lugar con servicio de traslado",
    ],
    serviceCards: [
      {
        title: "Celebraciones en casas de la costa",
        body: "Bodas, aniversarios y cenas en casas de Pacific Palisades con vista al mar, donde la entrada de autos es pequeña y la lista de invitados es larga.",
        bullets: [
          "Estacionamientos de espera elegidos lejos de obras y cierres",
          "Traslados en camioneta o recorridos de valets con horario fijo",
          "Valets informados sobre el estado actual de las calles",
        ],
      },
      {
        title: "Reuniones en la playa y en los cañones",
        body: "Reuniones cerca de Will Rogers State Beach y en los cañones que se elevan sobre ella, donde la carretera y la ladera ponen cada una sus propios límites.",
        bullets: [
          "Horarios de llegada según el tráfico de playa de los fines de semana en la PCH",
          "Ninguna zona de espera que obligue a dar vuelta a la izquierda para cruzar la carretera",
          "Planes alternos para días de bandera roja en domicilios de los cañones",
        ],
      },
    ],
    venues: [
      "Casas particulares sobre los acantilados y en la Riviera",
      "Jardines cerca de Sunset Boulevard",
      "Clubes de playa y espacios para eventos frente al mar",
      "Casas en los cañones arriba de Temescal Canyon",
      "Casas reconstruidas que reciben reuniones del vecindario",
    ],
    logistics: [
      "Solo unas cuantas vías conectan Pacific Palisades con el resto de la ciudad: Sunset Boulevard, la Pacific Coast Highway y algunos caminos de cañón. Cuando una de ellas se vuelve lenta por obras, por el cierre de un carril o por el tráfico de la playa, las demás se llenan rápido. Por eso fijamos la hora de llegada del equipo con esto en mente y le damos al anfitrión una indicación realista de los tiempos de llegada para incluirla en la invitación.",
      "En la PCH, dar vuelta a la izquierda para cruzar la carretera es lento y riesgoso, así que, siempre que se puede, elegimos los estacionamientos de espera y las paradas del servicio de traslado del mismo lado que el lugar del evento. En las colinas, muchas calles tienen letreros que prohíben estacionarse en días de bandera roja, y nunca estacionamos de forma que bloquee el paso de un camión de bomberos o una ruta de evacuación.",
    ],
    expertise: `{company} trabaja en Pacific Palisades desde ${site.californiaSince}, y nuestros equipos saben que hoy una fiesta aquí suele celebrarse en un vecindario que sigue en obras. Enviamos valets uniformados y con antecedentes verificados que respetan las reglas de las zonas de obras y la privacidad de los vecinos. Cada llave se guarda en un podio con cerradura de acero, el estado de cada auto queda registrado y el evento cuenta con un seguro de responsabilidad civil de {liabilityCoverageEs}.`,
  },

  "santa-monica": {
    name: "Santa Mónica",
    metaTitle: "Valet parking en Santa Mónica | Playa, hoteles y eventos",
    metaDescription:
      "Valet para bodas frente a la playa, hoteles y restaurantes de Ocean Avenue en Santa Mónica, según el gentío del muelle, el Promenade y el clima de la costa.",
    heading: "Servicio de valet parking en Santa Mónica, California",
    heroIntro:
      "Desde bodas frente a la playa hasta las concurridas entradas de los hoteles de Ocean Avenue, ofrecemos un valet a la medida de las multitudes, la brisa marina y las reglas municipales de Santa Mónica.",
    artAlt:
      "Ilustración lineal de la rueda de la fortuna y la montaña rusa sobre el muelle de Santa Mónica, con sus pilotes y las olas debajo",
    landmarks: ["3rd Street Promenade", "Muelle de Santa Mónica", "Ocean Avenue"],
    intro: [
      "Santa Mónica es un pueblo de playa con la agenda de una gran ciudad. El muelle de Santa Mónica atrae visitantes desde la mañana hasta muy entrada la noche, el 3rd Street Promenade se llena de compradores y artistas callejeros, y los hoteles de Ocean Avenue reciben bodas, conferencias y cenas casi todas las noches de la semana. Los invitados que llegan a un evento comparten las calles con todos ellos, y el espacio junto a la banqueta frente a un hotel casi nunca está tranquilo.",
      "Ocean Avenue recorre la parte alta de Palisades Park, con la Pacific Coast Highway al pie del acantilado y la California Incline, que une a las dos. Los lugares frente al mar al sur del muelle están directamente sobre la arena, donde la neblina marina puede llegar antes de la puesta del sol y el viento del atardecer se levanta rápido. Planeamos cada evento para el clima que de verdad le puede tocar, no para el pronóstico de una semana antes.",
    ],
    specialServices: [
      "Coordinación de bodas frente a la playa",
      "Alianzas con hoteles de Ocean Avenue",
      "Manejo del tráfico en zonas turísticas",
      "Planes alternos para el clima de la costa",
    ],
    serviceCards: [
      {
        title: "Bodas y eventos frente a la playa",
        body: "Ceremonias y recepciones junto a la arena, con un valet planeado según el tráfico de la playa, la hora de la puesta del sol y la brisa del mar.",
        bullets: [
          "Punto de llegada del lado más tranquilo del lugar, cuando es posible",
          "Podio de llaves techado y un plan para neblina, viento o llovizna",
          "Salidas escalonadas según el gentío del muelle y de la playa",
        ],
      },
      {
        title: "Servicio para hoteles y restaurantes",
        body: "Valet permanente y para eventos en hoteles y restaurantes cerca de Ocean Avenue y del Promenade, donde la entrada debe quedar despejada toda la noche.",
        bullets: [
          "Servicio disponible las 24 horas, los 7 días de la semana, en entradas de hotel",
          "Carril junto a la banqueta coordinado con los autos de aplicaciones de transporte y los taxis",
          "Bitácora digital y revisión del estado de cada vehículo",
        ],
      },
    ],
    venues: [
      "Hoteles frente a la playa y sus salones",
      "Restaurantes frente al mar y bares en azoteas",
      "Espacios para eventos cerca del muelle de Santa Mónica",
      "The Annenberg Community Beach House, en la Pacific Coast Highway",
      "Casas particulares al norte de Montana Avenue",
    ],
    logistics: [
      "Santa Mónica regula muy de cerca el uso de sus calles. Muchas cuadras del centro tienen parquímetros o están reservadas para carga y descarga, las calles residenciales cerca de la playa son zonas de estacionamiento preferencial con permiso, y los servicios de valet que usan la vía pública necesitan la aprobación de la ciudad. Confirmamos las reglas de cada domicilio y acordamos con el lugar dónde quedará la zona de valet.",
      "Los fines de semana de verano, los conciertos en el muelle y las noches de días festivos traen mucho tráfico a Ocean Avenue, Colorado Avenue y la Pacific Coast Highway. Para los eventos grandes reservamos espacio adicional en estacionamientos públicos o privados cercanos, mantenemos cortos los recorridos de los valets y calculamos las salidas para que los invitados no esperen mientras la gente sale del muelle.",
    ],
    expertise: `{company} atiende a hoteles, restaurantes y anfitriones particulares de Santa Mónica desde ${site.californiaSince}. Nuestros equipos de la costa están uniformados y tienen antecedentes verificados, y saben cómo la arena, el aire salino y la neblina de la noche cambian el trabajo: podios techados, llaves secas y manejo cuidadoso en rampas húmedas. Cada llave se guarda en un podio con cerradura de acero, cada auto recibe una revisión digital de su estado y cada reservación está respaldada por un seguro de responsabilidad civil de {liabilityCoverageEs}.`,
  },

  pasadena: {
    name: "Pasadena",
    metaTitle: "Valet parking en Pasadena | Lugares históricos y Rose Bowl",
    metaDescription:
      "Valet para bodas en lugares históricos y jardines de Pasadena, eventos en el Rose Bowl y el Convention Center, desde Old Pasadena hasta Colorado Boulevard.",
    heading: "Servicio de valet parking en Pasadena, California",
    heroIntro:
      "Los lugares históricos, los jardines y las multitudes del Rose Bowl plantean cada uno su propio reto de estacionamiento en Pasadena, y los resolvemos calle por calle.",
    artAlt:
      "Ilustración lineal de la torre con cúpula del Ayuntamiento de Pasadena sobre su arcada, con las montañas de San Gabriel detrás",
    landmarks: ["Old Pasadena", "Rose Bowl", "Colorado Boulevard"],
    intro: [
      "Pasadena reúne una cantidad poco común de escenarios históricos para eventos: casas estilo Craftsman, edificios cívicos de estilo Beaux-Arts y jardines enmarcados por las montañas de San Gabriel. Las cuadras de ladrillo restauradas de Old Pasadena, a lo largo de Colorado Boulevard, albergan restaurantes y comedores privados, mientras que los grandes hoteles y las residencias históricas de la ciudad reciben bodas casi todos los fines de semana del año. Muchos de estos lugares se diseñaron mucho antes de que alguien pensara en cien autos a la vez.",
      "Y luego está el Rose Bowl, en el Arroyo Seco, al oeste del centro. Los días de partido o de concierto, las calles de los alrededores se cierran o avanzan despacio, y la zona del estadio se convierte en una operación de estacionamiento por sí sola. Además, cada Año Nuevo el Desfile de las Rosas (Rose Parade) ocupa Colorado Boulevard. Antes de confirmar cualquier reservación en Pasadena revisamos los calendarios de la ciudad y del estadio, y armamos el plan de llegada según todo lo demás que ocurra ese día.",
    ],
    specialServices: [
      "Coordinación en lugares históricos",
      "Logística para eventos en el Rose Bowl",
      "Alianzas con el Pasadena Convention Center",
      "Experiencia en fiestas en jardines y eventos al aire libre",
    ],
    serviceCards: [
      {
        title: "Lugares históricos y jardines",
        body: "Bodas y recepciones en residencias históricas, casas Craftsman y jardines públicos, donde las entradas de autos son originales y el pasto no es para estacionar.",
        bullets: [
          "Cuidado de las entradas, los portones y los pavimentos históricos",
          "Punto de llegada ubicado para las fotografías y con rutas accesibles",
          "Espacio adicional para los autos en estacionamientos cercanos",
        ],
      },
      {
        title: "Eventos en el Rose Bowl y el Convention Center",
        body: "Eventos de hospitalidad, reuniones previas a los partidos y conferencias alrededor del Rose Bowl y del Pasadena Convention Center.",
        bullets: [
          "Horarios de llegada según los cierres de calles del estadio",
          "Coordinación con el personal de estacionamiento y de seguridad del lugar",
          "Salidas de gran volumen atendidas en oleadas ordenadas",
        ],
      },
    ],
    venues: [
      "Hoteles y salones históricos",
      "Residencias de estilo Craftsman y mediterráneo",
      "Jardines públicos y arboretos",
      "Comedores privados en Old Pasadena",
      "Pasadena Convention Center y Civic Auditorium",
      "Zonas de hospitalidad alrededor del Rose Bowl",
    ],
    logistics: [
      "Las calles de Old Pasadena tienen parquímetros y se llenan las noches de fin de semana; sus callejones y estacionamientos públicos son lo que mantiene en movimiento al distrito. En los eventos de restaurantes y comedores privados usamos esos estacionamientos para los autos adicionales y mantenemos el carril de valet, en Colorado Boulevard o en una calle lateral, corto y bien señalizado. Pasadena restringe el estacionamiento nocturno en las calles residenciales, así que los eventos que terminan tarde en una casa necesitan un plan que no deje autos en la calle.",
      "En el Arroyo Seco, las calles cercanas al Rose Bowl se cierran al tráfico de paso los días de eventos importantes, y los estacionamientos del propio estadio tienen prioridad. Cuando el evento de un cliente coincide con un partido o un concierto, conseguimos con anticipación las credenciales de acceso, planeamos rutas desde la 210 y la 134 que eviten los cierres y les indicamos a los invitados qué entrada usar.",
    ],
    expertise: `{company} trabaja en eventos de Pasadena desde ${site.californiaSince}, desde bodas en jardines hasta recepciones de conferencias cerca del Convention Center. Nuestros valets están uniformados y tienen antecedentes verificados, están capacitados para manejar con cuidado autos clásicos y entradas de autos largas, y nunca estacionan sobre el pasto ni sobre pavimentos históricos. Las llaves se guardan en podios con cerradura de acero, el estado de cada vehículo se registra en forma digital y nuestra póliza de responsabilidad civil de {liabilityCoverageEs} cubre el evento.`,
  },

  "san-marino": {
    name: "San Marino",
    metaTitle: "Valet parking en San Marino | Residencias y jardines",
    metaDescription:
      "Valet para recepciones en residencias, bodas en jardines y eventos benéficos cerca de The Huntington y Lacy Park, cuidando las calles tranquilas de San Marino.",
    heading: "Servicio de valet parking en San Marino, California",
    heroIntro:
      "San Marino es tranquilo por decisión propia, y el valet aquí también debe serlo: sin prisas, ordenado y cuidadoso con los amplios jardines y las casas históricas.",
    artAlt:
      "Ilustración lineal de The Huntington en San Marino: el puente de luna del Jardín Japonés reflejado en el estanque, con pinos y la Casa Japonesa detrás",
    landmarks: [
      "Biblioteca, museo y jardines botánicos The Huntington",
      "Lacy Park",
      "Huntington Drive",
      "El Molino Viejo",
    ],
    intro: [
      "San Marino es una ciudad pequeña, casi por completo residencial, justo al sur de Pasadena, conocida por sus amplios jardines, sus robles maduros y sus residencias de época. The Huntington, con su biblioteca, su museo de arte y sus jardines botánicos, ocupa los terrenos de la antigua residencia Huntington, cerca del corazón de la ciudad, y Lacy Park, rodeado por un sendero para caminar, es su centro verde. Huntington Drive, con su amplio camellón ajardinado, lleva la mayor parte del tráfico de paso.",
      "Los eventos aquí suelen ser privados y refinados: recepciones en los jardines de una residencia, celebraciones familiares, reuniones en días festivos y eventos para recaudar fondos para escuelas e instituciones culturales locales. Las casas son amplias, pero la ciudad espera que sus calles se vean tranquilas incluso en noche de fiesta. Nuestro trabajo es mantener los autos fuera de la vista y la calle en orden, y lograr que las salidas transcurran sin prisas para invitados de todas las edades.",
      "El Molino Viejo, el molino harinero de la época de las misiones en Old Mill Road, y las calles residenciales que lo rodean muestran cuánto tiempo lleva poblado este rincón del Valle de San Gabriel y con cuánto cuidado se conserva. Las entradas de autos suelen ser originales, los patios de grava son comunes y algunos portones tienen décadas. Los tratamos como parte del entorno, no solo como un lugar para estacionar.",
    ],
    specialServices: [
      "Valet para recepciones en jardines de residencias",
      "Manejo del estacionamiento en calles tranquilas",
      "Apoyo en eventos benéficos culturales y escolares",
      "Servicio para celebraciones familiares y eventos en días festivos",
    ],
    serviceCards: [
      {
        title: "Recepciones en residencias y bodas en jardines",
        body: "Recepciones en propiedades privadas donde el jardín es parte de la decoración y los autos deben quedar bien lejos de él.",
        bullets: [
          "Entradas de grava e históricas recorridas despacio y con cuidado",
          "Estacionamiento fuera del lugar cuando la propiedad se llena",
          "Frente de la casa despejado para las fotografías",
        ],
      },
      {
        title: "Eventos benéficos y reuniones familiares",
        body: "Eventos para recaudar fondos para escuelas, eventos benéficos culturales y celebraciones de varias generaciones, donde los invitados de todas las edades necesitan una llegada amable y paciente.",
        bullets: [
          "Atención especial a los invitados mayores y punto de llegada accesible",
          "Personal de aproximadamente un valet por cada 25 a 30 invitados",
          "Calle despejada y en orden sin demora al terminar el evento",
        ],
      },
    ],
    venues: [
      "Residencias privadas y jardines formales",
      "Casas históricas cerca de Lacy Park",
      "Salones parroquiales y comunitarios",
      "Planteles escolares que organizan eventos benéficos",
      "Recintos culturales cerca de The Huntington",
    ],
    logistics: [
      "San Marino restringe el estacionamiento nocturno en la calle y vigila de cerca el estacionamiento en sus zonas residenciales, así que los eventos que terminan tarde necesitan un lugar para los autos de los invitados que no sea la calle. Buscamos con anticipación espacio fuera del lugar, como el estacionamiento de una iglesia, una escuela o un comercio cuyo dueño esté de acuerdo, y llevamos y traemos a los invitados con recorridos de valets o servicio de traslado.",
      "Huntington Drive y San Gabriel Boulevard mueven el tráfico con fluidez, pero las calles residenciales que salen de ellos son tranquilas, arboladas y oscuras después de la puesta del sol. Los valets llevan luces cuando oscurece, los autos nunca se estacionan sobre el pasto ni en las franjas verdes junto a la banqueta, y la zona de espera se despeja en cuanto se va el último invitado.",
    ],
    expertise: `{company} atiende el Valle de San Gabriel desde ${site.californiaSince}, y los anfitriones de San Marino valoran la discreción de nuestros equipos. Los valets están uniformados y tienen antecedentes verificados, hablan en voz baja, manejan despacio dentro de las propiedades y no dejan rastro al terminar el evento. Las llaves permanecen en podios con cerradura de acero, el estado de cada auto se registra en forma digital al recibirlo y un seguro de responsabilidad civil de {liabilityCoverageEs} cubre todo el servicio.`,
  },

  "la-canada-flintridge": {
    name: "La Cañada Flintridge",
    metaTitle: "Valet parking en La Cañada Flintridge | Casas y jardines",
    metaDescription:
      "Valet para casas, bodas en jardines y clubes de La Cañada Flintridge, al pie de la montaña, con calles sin luz, entradas empinadas y reglas contra incendios.",
    heading: "Servicio de valet parking en La Cañada Flintridge, California",
    heroIntro:
      "Al pie de las montañas de San Gabriel, La Cañada Flintridge tiene entradas empinadas, calles oscuras y jardines preciosos, y nuestros planes toman en cuenta las tres cosas.",
    artAlt:
      "Ilustración lineal de las crestas de las montañas de San Gabriel sobre las laderas de La Cañada Flintridge, con robles y una entrada de autos sinuosa",
    landmarks: [
      "Descanso Gardens",
      "Angeles Crest Highway",
      "Foothill Boulevard",
      "Laboratorio de Propulsión a Chorro (JPL)",
    ],
    intro: [
      "La Cañada Flintridge está al pie de las montañas de San Gabriel, donde la Angeles Crest Highway empieza a subir hacia el bosque nacional. La ciudad conserva un carácter semirrural: muchas calles no tienen banquetas ni alumbrado público, los terrenos son grandes y arbolados, y las casas están bastante retiradas de la calle. Foothill Boulevard es el eje comercial, y el Laboratorio de Propulsión a Chorro (JPL) se encuentra en el extremo este de la ciudad, cerca del Arroyo Seco.",
      "Descanso Gardens, con su bosque de camelias y su jardín de rosas, es un lugar muy querido para bodas y recepciones, y sus eventos atraen a invitados de todo Los Ángeles que quizá no conocen la zona. En las colinas residenciales, la entrada de autos de un anfitrión puede ser larga, empinada y sin luz, con espacio para unos cuantos autos como mucho. Planeamos pensando en invitados que nunca han manejado de noche por estos caminos.",
    ],
    specialServices: [
      "Eventos en residencias al pie de la montaña y en casas de las laderas",
      "Valet para bodas en jardines",
      "Planes de seguridad para calles sin alumbrado",
      "Planes alternos de estacionamiento en temporada de incendios",
    ],
    serviceCards: [
      {
        title: "Casas y residencias al pie de la montaña",
        body: "Fiestas privadas en terrenos grandes y arbolados, donde la entrada de autos es empinada, la calle está oscura y los vecinos viven lejos unos de otros.",
        bullets: [
          "Linternas y chalecos reflectantes para los valets de noche",
          "Estacionamiento fuera del lugar cuando en la entrada caben pocos autos",
          "Manejo cuidadoso en pendientes pronunciadas y sobre grava",
        ],
      },
      {
        title: "Bodas en jardines y eventos en clubes",
        body: "Bodas y recepciones en jardines y clubes, con invitados que llegan de toda la región.",
        bullets: [
          "Señalización clara desde Foothill Boulevard hasta el punto de llegada",
          "Horarios de llegada según el tráfico de la 210",
          "Reglas de estacionamiento del lugar confirmadas con su personal con anticipación",
        ],
      },
    ],
    venues: [
      "Jardines botánicos y áreas verdes para eventos",
      "Casas club y terrazas de clubes campestres",
      "Residencias privadas al pie de la montaña",
      "Salones escolares y parroquiales",
      "Casas en las laderas de Flintridge",
    ],
    logistics: [
      "La 210 y la 2 se juntan en el límite de la ciudad, y Foothill Boulevard lleva la mayor parte del tráfico local. Más allá de esas vías principales, las calles se vuelven tranquilas y oscuras muy pronto. Muchas calles residenciales no tienen guarniciones, banquetas ni alumbrado, así que nuestros valets llevan linternas y chalecos reflectantes, y ponemos conos en la entrada de la casa para que los invitados la encuentren.",
      "Gran parte de la ciudad está en zonas designadas de alto riesgo de incendio y, en condiciones de bandera roja, algunas calles restringen el estacionamiento para mantener libres las rutas de evacuación. Para los eventos en temporada de incendios preparamos con anticipación un plan de estacionamiento fuera del lugar, mantenemos completamente despejadas las entradas de autos y los caminos de acceso, y revisamos el pronóstico del tiempo con el anfitrión en los días previos.",
    ],
    expertise: `{company} acepta reservaciones al pie de la montaña desde que llegamos a Los Ángeles en ${site.californiaSince}. Nuestros equipos en La Cañada Flintridge están uniformados y tienen antecedentes verificados, y les explicamos los detalles de cada propiedad: la rampa empinada de la entrada, el código del portón, la curva oscura. Los podios con cerradura de acero protegen cada llave, la revisión del estado de cada auto queda en una bitácora digital y cada reservación está respaldada por un seguro de responsabilidad civil de {liabilityCoverageEs}.`,
  },
  glendale: {
    name: "Glendale",
    metaTitle: "Valet parking en Glendale | Banquetes, bodas y oficinas",
    metaDescription:
      "Valet para banquetes, bodas, eventos corporativos y casas en las colinas Verdugo de Glendale, con planes para Brand Boulevard, estacionamientos y la 134 y la 2.",
    heading: "Servicio de valet parking en Glendale, California",
    heroIntro:
      "Glendale combina lugares muy concurridos sobre Brand Boulevard con tranquilas casas en las colinas de las montañas Verdugo, y atendemos ambos con planes hechos a la medida de cada calle.",
    artAlt:
      "Ilustración lineal de la fachada del Alex Theatre en Brand Boulevard, con su torre de neón que deletrea ALEX, coronada por una estrella sobre la marquesina, entre dos palmeras",
    landmarks: ["Brand Boulevard", "Alex Theatre", "Brand Library & Art Center", "The Americana at Brand"],
    intro: [
      "El corazón de Glendale es Brand Boulevard, donde la torre de neón del Alex Theatre, The Americana at Brand y una larga hilera de restaurantes y oficinas atraen gente desde la mañana hasta entrada la noche. Los salones de banquetes y los salones de eventos de los hoteles del centro de Glendale reciben bodas grandes, fiestas de compromiso y celebraciones familiares, muchas veces con varios cientos de invitados que llegan en la misma hora.",
      "En el extremo norte de Brand Boulevard, el Brand Library & Art Center ocupa una mansión de estilo morisco al pie de las montañas Verdugo, y los vecindarios que se extienden más arriba suben por las calles empinadas de Glenoaks Canyon y Chevy Chase Canyon. Ahí, una sola entrada de autos puede tener que dar servicio a los invitados de toda una noche, y el camino de bajada es angosto y lleno de curvas.",
    ],
    specialServices: [
      "Valet para salones de banquetes y bodas grandes",
      "Eventos corporativos y en complejos de oficinas",
      "Servicio para fiestas en casas de las colinas",
      "Coordinación de estacionamientos y espacio para autos adicionales",
    ],
    serviceCards: [
      {
        title: "Banquetes y bodas grandes",
        body: "Recepciones de doscientos invitados o más, en las que casi todos llegan en una sola oleada y la mayoría se va cerca de la medianoche.",
        bullets: [
          "Personal calculado en alrededor de un valet por cada 25 a 30 invitados",
          "Carriles separados para dejar y recoger los autos cuando el espacio lo permite",
          "Estacionamiento adicional apartado antes de que llegue el primer auto",
        ],
      },
      {
        title: "Eventos corporativos y de oficina",
        body: "Lanzamientos de productos, recepciones para clientes y fiestas decembrinas en oficinas y hoteles de Glendale a lo largo del corredor de Brand Boulevard.",
        bullets: [
          "Coordinación con la administración del edificio y los operadores del estacionamiento",
          "Listas de acceso de visitantes resueltas con anticipación",
          "Llegadas programadas para ejecutivos e invitados especiales",
        ],
      },
    ],
    venues: [
      "Salones de banquetes y salones de eventos de hoteles",
      "Restaurantes y espacios para eventos en Brand Boulevard",
      "Oficinas y complejos corporativos",
      "Teatros históricos y centros culturales",
      "Casas en las colinas al pie de las montañas Verdugo",
    ],
    logistics: [
      "El centro de Glendale funciona con estacionamientos públicos y privados, y el espacio junto a la banqueta de Brand Boulevard siempre está ocupado por autobuses, repartos y autos de aplicaciones de transporte que recogen pasajeros. Acordamos la zona de valet con el lugar y, cuando ese espacio es público, seguimos las reglas de la ciudad para su uso temporal. Los autos que no caben van a un estacionamiento contratado, nunca a las calles laterales de los vecindarios cercanos.",
      "La 134, la 2 y la 5 desembocan en Glendale, y el tráfico de la noche en la 134 puede retrasar a los invitados que vienen del oeste de Los Ángeles o del Valle de San Fernando. En los vecindarios de las colinas, las calles angostas, las curvas cerradas y las restricciones de estacionamiento por alerta de bandera roja en los días de alto riesgo de incendio obligan a usar zonas de espera fuera del lugar y camionetas de traslado.",
    ],
    expertise: `{company} ha atendido recepciones y eventos corporativos en Glendale desde ${site.californiaSince}, incluidas grandes celebraciones familiares con listas de varios cientos de invitados. Los valets tienen sus antecedentes verificados y trabajan uniformados, las llaves permanecen en podios con cerradura de acero durante todo el evento, y cada vehículo se revisa y se anota en una bitácora digital. Cada evento cuenta con un seguro de responsabilidad civil de {liabilityCoverageEs}.`,
  },

  "west-hollywood": {
    name: "West Hollywood",
    metaTitle: "Valet parking en West Hollywood | Sunset Strip y cenas",
    metaDescription:
      "Valet para restaurantes, hoteles, vida nocturna y eventos privados en el Sunset Strip y Santa Monica Boulevard, según las reglas de valet de West Hollywood.",
    heading: "Servicio de valet parking en West Hollywood, California",
    heroIntro:
      "West Hollywood se mueve rápido cuando cae la noche, del Sunset Strip al Design District, y nuestros equipos mantienen despejada la entrada y devuelven los autos a tiempo.",
    artAlt:
      "Ilustración lineal de los anuncios espectaculares sobre los edificios bajos del Sunset Strip, con palmeras altas y casas en las colinas al fondo",
    landmarks: ["Sunset Strip", "Pacific Design Center", "Santa Monica Boulevard", "West Hollywood Design District"],
    intro: [
      "West Hollywood ocupa menos de dos millas cuadradas, pero reúne algunos de los restaurantes y la vida nocturna más concurridos de Los Ángeles. El Sunset Strip está bordeado de hoteles, locales de música en vivo y bares en azotea. Santa Monica Boulevard es el corazón de la comunidad LGBTQ+ de la ciudad y de sus celebraciones. El Design District, alrededor de Melrose Avenue y Robertson Boulevard, se llena de inauguraciones de salas de exhibición y noches de galerías, con los edificios de vidrio de colores del Pacific Design Center como punto de referencia.",
      "El reto es la densidad. Las entradas de los hoteles de Sunset comparten el espacio junto a la banqueta con los autos de aplicaciones de transporte, los restaurantes de Melrose compiten por los mismos pocos espacios de carga y descarga, y las calles residenciales a una cuadra están reservadas para quienes tienen permiso. Aquí, un buen servicio de valet tiene menos que ver con la rapidez que con el control de un espacio muy pequeño durante una noche larga. No cedemos la zona de valet, sacamos los autos de ella sin demora y nunca dejamos que la fila invada el carril de circulación.",
    ],
    specialServices: [
      "Valet para restaurantes y vida nocturna",
      "Servicio en entradas de hotel y eventos en azoteas",
      "Inauguraciones de salas de exhibición en el Design District",
      "Cumplimiento de los permisos municipales de valet y las zonas de ascenso y descenso",
    ],
    serviceCards: [
      {
        title: "Restaurantes y vida nocturna",
        body: "Valet todas las noches y para eventos en restaurantes, bares y locales de música en vivo, donde el servicio termina tarde y el espacio junto a la banqueta se comparte con todos los demás en la calle.",
        bullets: [
          "Personal hasta altas horas, hasta que se va el último invitado",
          "Manejo del espacio junto a la banqueta en coordinación con los autos de aplicaciones de transporte y los taxis",
          "Entrega rápida de los autos cuando muchos invitados se van al mismo tiempo",
        ],
      },
      {
        title: "Salas de exhibición y lanzamientos privados",
        body: "Inauguraciones, lanzamientos y cenas privadas en el Design District y a lo largo de Santa Monica Boulevard, con invitados que suelen llegar todos al mismo tiempo.",
        bullets: [
          "Zona de valet temporal tramitada dentro de las reglas de la ciudad",
          "Estacionamiento fuera de la calle para llegadas numerosas",
          "Recepción de los invitados coordinada con la lista de registro del anfitrión",
        ],
      },
    ],
    venues: [
      "Hoteles y bares en azotea del Sunset Strip",
      "Restaurantes en Melrose Avenue y Robertson Boulevard",
      "Salas de exhibición y galerías del Design District",
      "Locales de música en vivo y clubes privados",
      "Residencias en las colinas arriba de Sunset",
    ],
    logistics: [
      "West Hollywood regula de cerca los servicios de valet. Los operadores necesitan la aprobación de la ciudad, hay que identificar tanto la zona de valet como el lugar de estacionamiento fuera de la calle, y los autos de los invitados no pueden simplemente quedarse en las calles residenciales. Gran parte de la ciudad está dentro de zonas de estacionamiento con permiso que restringen a quienes no son residentes, algunas las 24 horas. Confirmamos el lugar de estacionamiento aprobado para cada evento y llevamos un registro de dónde queda cada auto.",
      "El tráfico en Sunset Boulevard y Santa Monica Boulevard llega a su punto máximo en la noche y otra vez a la hora de cierre, y en el Strip se cierran carriles por eventos y filmaciones. WeHo Pride y el Halloween Carnaval transforman por completo las calles de la ciudad, así que las reservaciones para esas fechas reciben su propio plan de rutas, muchas veces con la zona de espera fuera del área de cierres.",
    ],
    expertise: `{company} estaciona autos en West Hollywood desde ${site.californiaSince}, siempre dentro de los permisos de la ciudad y de su escasísimo espacio junto a la banqueta. El equipo de su evento tendrá antecedentes verificados y uniforme, estará acostumbrado a terminar tarde y trabajará con cuidado en estacionamientos estrechos. Las llaves se guardan en podios con cerradura de acero, el estado de cada auto se anota en la bitácora digital al recibirlo, y el evento cuenta con un seguro de responsabilidad civil de {liabilityCoverageEs}.`,
  },

  "downtown-los-angeles": {
    name: "Centro de Los Ángeles",
    metaTitle: "Valet en el Centro de Los Ángeles | Galas y eventos",
    metaDescription:
      "Valet para galas corporativas, el Centro de Convenciones y recintos culturales del Centro de Los Ángeles, con logística de torres y del Financial District.",
    heading: "Servicio de valet parking en el Centro de Los Ángeles, California",
    heroIntro:
      "Los eventos del Centro de Los Ángeles dependen de andenes de carga, rampas de estacionamiento y horarios ajustados, y planeamos el valet para el Financial District, el Arts District y todo lo que hay entre ambos.",
    artAlt:
      "Ilustración lineal de las torres del centro de Los Ángeles, con la corona de la US Bank Tower, la aguja del Wilshire Grand y el acero curvo del Walt Disney Concert Hall delante",
    landmarks: ["Arts District", "Financial District", "Walt Disney Concert Hall"],
    intro: [
      "El Centro de Los Ángeles es donde la ciudad hace negocios y adonde va a escuchar a la orquesta. Las torres del distrito financiero (Financial District) reciben cenas de la junta directiva, recepciones para clientes y fiestas decembrinas muy por encima de Bunker Hill, mientras que el Walt Disney Concert Hall y sus vecinos de Grand Avenue atraen al público de gala a estrenos y funciones benéficas durante toda la temporada. Los dos tipos de noche suelen empezar y terminar de golpe, con un salón de eventos o una sala de conciertos que se vacía hacia las mismas pocas banquetas.",
      "A unos minutos al este, el distrito de las artes (Arts District) ha convertido antiguas bodegas en galerías, restaurantes y espacios para eventos con andenes de carga en lugar de puertas principales. Más al sur, el Centro de Convenciones de Los Ángeles (Los Angeles Convention Center) y la zona de entretenimiento de al lado pueden llenar todas las calles cercanas durante un gran evento. Cada parte del centro requiere su propio enfoque, y planeamos según la zona donde será su evento.",
    ],
    specialServices: [
      "Apoyo para eventos en sedes corporativas",
      "Coordinación con el Centro de Convenciones",
      "Alianzas con recintos artísticos y culturales",
      "Logística en edificios de gran altura",
    ],
    serviceCards: [
      {
        title: "Eventos corporativos y galas",
        body: "Cenas ejecutivas, lanzamientos de productos y galas en las torres y los salones de eventos del centro, donde la seguridad del edificio y el acceso al estacionamiento definen cada llegada.",
        bullets: [
          "Listas de invitados coordinadas con la seguridad y el personal del vestíbulo del edificio",
          "Rampas, alturas libres y andenes de carga revisados con anticipación",
          "Personal calculado para galas de varios cientos de invitados",
        ],
      },
      {
        title: "Eventos culturales y convenciones",
        body: "Funciones, inauguraciones y recepciones de convenciones en las que los invitados llegan con horario fijo y se van juntos después de la última ovación.",
        bullets: [
          "Oleadas de llegada antes de la función, planeadas según la hora de inicio",
          "Coordinación con el personal del lugar y del Centro de Convenciones",
          "Filas de salida organizadas para que la entrada se despeje pronto",
        ],
      },
    ],
    venues: [
      "Salones de eventos y terrazas en azotea de hoteles",
      "Sedes corporativas y torres del Financial District",
      "Salas de conciertos, museos y teatros de Grand Avenue",
      "Bodegas convertidas en espacios para eventos en el Arts District",
      "Centros de convenciones y salas de exposiciones",
      "Teatros históricos de Broadway",
    ],
    logistics: [
      "Las calles del centro forman una cuadrícula de vías de un solo sentido, carriles para autobuses y zonas de construcción, con cierres frecuentes por marchas, filmaciones y eventos. Frente a la mayoría de las torres, el espacio junto a la banqueta está limitado a zonas de carga o de ascenso y descenso de pasajeros, así que el valet suele trabajar desde la entrada techada, la entrada del propio estacionamiento del edificio o una zona junto a la banqueta aprobada por la ciudad. Revisamos la altura libre de las rampas para vehículos altos, confirmamos los horarios del estacionamiento y el acceso fuera de horario, y acordamos con anticipación quién de la administración del edificio puede abrir una reja a medianoche.",
      "En las noches en que coinciden el Centro de Convenciones, un evento en una arena y un concierto en Grand Avenue, la 110 y la 101 se congestionan y las calles avanzan a vuelta de rueda. Programamos valets adicionales para traer los autos, acordamos con el anfitrión horarios exactos de llegada y dirigimos a los invitados a la entrada menos congestionada del lugar.",
    ],
    expertise: `{company} trabaja en el Centro de Los Ángeles desde ${site.californiaSince}, desde las salas de juntas del Financial District hasta las fiestas en bodegas del Arts District. Nuestros equipos, uniformados y con antecedentes verificados, están acostumbrados a las revisiones de gafete, los elevadores de carga y las rampas de estacionamiento con poca altura libre. Las llaves se guardan en podios con cerradura de acero, cada auto se revisa y se registra en forma digital, y cada evento cuenta con un seguro de responsabilidad civil de {liabilityCoverageEs}.`,
  },

  malibu: {
    name: "Malibú",
    metaTitle: "Valet parking en Malibú | Bodas de playa y casas en la PCH",
    metaDescription:
      "Valet para bodas en la playa, residencias frente al mar y lugares en los cañones de Malibú, planeado según el tráfico de la PCH, sus acotamientos y sus curvas.",
    heading: "Servicio de valet parking en Malibú, California",
    heroIntro:
      "En Malibú, todo depende de la Pacific Coast Highway, por eso planeamos un valet que permita a cada invitado entrar y salir de ella con seguridad.",
    artAlt:
      "Ilustración lineal de la larga plataforma del muelle de Malibú sobre sus pilotes, con los acantilados de la costa y las montañas detrás y las olas delante",
    landmarks: ["Muelle de Malibú", "Point Dume", "Zuma Beach", "Pacific Coast Highway"],
    intro: [
      "Malibú se extiende unas 21 millas a lo largo de la Pacific Coast Highway, desde el límite con Topanga hasta las cercanías de Leo Carrillo y el condado de Ventura. Las casas frente al mar están muy cerca de la carretera, los ranchos y viñedos para eventos se esconden en los cañones, y lugares públicos como el Malibu Pier, Zuma Beach y los acantilados de Point Dume atraen visitantes todos los fines de semana del año.",
      "Una boda en la arena o una cena sobre un acantilado de Point Dume es algo hermoso, pero llegar rara vez es sencillo. Muchas propiedades tienen entradas cortas que dan directamente a la PCH, y algunas están en caminos privados o en comunidades de playa con acceso controlado, con sus propios guardias y reglas. Nuestros planes empiezan con una pregunta: cómo llega y se va cada invitado sin dar una vuelta arriesgada para cruzar la carretera.",
      "Los lugares en los cañones, sobre Malibu Canyon Road, Kanan Dume Road y Latigo Canyon Road, presentan otros retos: subidas largas, curvas muy cerradas, poca señal de celular y noches muy oscuras. Compartimos indicaciones de la ruta con los invitados antes del evento y programamos los traslados para que nadie baje con prisa por un cañón al final de la noche. Donde un lugar estaciona los autos en un terreno de grava, los valets guían cada uno con linternas.",
    ],
    specialServices: [
      "Valet para bodas en la playa y frente al mar",
      "Planeación de llegadas y salidas seguras en la PCH",
      "Servicio de traslado para lugares en los cañones",
      "Coordinación con comunidades de playa de acceso controlado",
    ],
    serviceCards: [
      {
        title: "Bodas en la playa y casas frente al mar",
        body: "Celebraciones en la arena y en jardines sobre los acantilados, donde la entrada de autos da a la carretera y el estacionamiento tiene que estar en otra parte.",
        bullets: [
          "Terrenos de estacionamiento fuera del lugar con circuitos de traslado por la costa",
          "Llegadas organizadas sin vueltas a la izquierda que crucen la PCH",
          "Arena, viento y brisa salada contemplados en el montaje",
        ],
      },
      {
        title: "Ranchos y viñedos en los cañones",
        body: "Eventos en ranchos y viñedos de las montañas de Santa Mónica, a los que se llega por caminos largos y sinuosos entre cañones.",
        bullets: [
          "Indicaciones de la ruta enviadas a los invitados con anticipación",
          "Traslados programados para evitar bajadas apresuradas de noche",
          "Valets en los terrenos de grava y en los apartaderos sin luz",
        ],
      },
    ],
    venues: [
      "Residencias y casas de playa frente al mar",
      "Casas sobre los acantilados de Point Dume",
      "Ranchos y viñedos para eventos en los cañones",
      "Clubes de playa y restaurantes a lo largo de la PCH",
      "Comunidades de playa de acceso controlado con caminos privados",
    ],
    logistics: [
      "La Pacific Coast Highway es la única vía continua a lo largo de la costa, y está ocupada a cualquier hora. El tráfico de playa de los fines de semana, los cierres de carriles por obras y por la reconstrucción en el tramo oriental de la costa, y algún cierre total después de un choque o un deslave pueden alargar mucho cualquier trayecto. El estacionamiento en el acotamiento es limitado y muchas veces está restringido, así que los autos de los invitados no pueden simplemente quedarse a la orilla de la carretera. Conseguimos terrenos para la zona de espera, fijamos paradas de traslado que no obligan a nadie a cruzar la PCH a pie y dejamos tiempo de sobra en cada horario.",
      "Los caminos privados y las comunidades de acceso controlado suelen poner sus propios límites al número de vehículos, a los proveedores y a los horarios, y muchas piden la lista de invitados con anticipación. Las propiedades en los cañones están en zonas de alto riesgo de incendio, donde una alerta de bandera roja puede cambiar el plan de un momento a otro. Confirmamos ambas cosas con tiempo y tenemos una zona de espera alterna del lado de la costa.",
    ],
    expertise: `{company} atiende Malibú desde ${site.californiaSince}, y nuestro equipo de la costa planea en torno a la PCH antes que cualquier otra cosa. Los valets tienen antecedentes verificados, trabajan uniformados y están acostumbrados a ir y venir entre la playa y un terreno a una milla de distancia. Los podios con cerradura de acero guardan las llaves tanto en la playa como en los cañones, el estado de cada auto queda en un registro digital y cada evento está protegido por un seguro de responsabilidad civil de {liabilityCoverageEs}.`,
  },

  "century-city": {
    name: "Century City",
    metaTitle: "Valet parking en Century City | Galas y torres corporativas",
    metaDescription:
      "Valet para galas, recepciones corporativas y eventos de hotel en Century City, con acceso a estacionamientos de torres, listas de seguridad y planes de tráfico.",
    heading: "Servicio de valet parking en Century City, California",
    heroIntro:
      "Las torres, los salones de hotel y las cenas de gala de Century City requieren un valet que trabaje con la seguridad de los edificios y los estacionamientos subterráneos con la misma soltura que con los invitados.",
    artAlt:
      "Ilustración lineal de las torres gemelas de Century Plaza sobre Avenue of the Stars, con palmeras a nivel de la calle",
    landmarks: ["Avenue of the Stars", "Century Plaza", "Westfield Century City", "Fox Studio Lot"],
    intro: [
      "Century City se construyó en terrenos que formaban parte de los escenarios exteriores de un estudio de cine, y sus torres de oficinas todavía están junto al Fox Studio Lot, sobre Pico Boulevard. Avenue of the Stars la atraviesa por el centro, entre despachos de abogados, agencias de representación artística y oficinas financieras, hasta la torre curva de Century Plaza y el salón de eventos de su hotel. Westfield Century City, el centro comercial al aire libre sobre Santa Monica Boulevard, suma compradores y comensales todas las noches.",
      "La zona mantiene un calendario constante de galas benéficas y cenas de premiación, que muchas veces reúnen a cientos de invitados en un día entre semana, después del trabajo. Las llegadas se concentran en la media hora después de que cierran las oficinas, y las salidas ocurren casi al mismo tiempo cuando termina el programa. Hacerlo bien significa trabajar con la seguridad del edificio, el personal del hotel y los operadores del estacionamiento como un solo equipo, porque unos minutos perdidos al principio son difíciles de recuperar.",
    ],
    specialServices: [
      "Valet para galas benéficas y cenas de premiación",
      "Coordinación con torres de oficinas y estacionamientos",
      "Manejo de listas de seguridad y llegadas de invitados especiales",
      "Servicio para recepciones corporativas y eventos con clientes",
    ],
    serviceCards: [
      {
        title: "Galas y cenas de premiación",
        body: "Noches en salones de eventos para varios cientos de invitados, con un lapso de llegada muy corto y una sola salida en masa al final del programa.",
        bullets: [
          "Vehículos listos de antemano para los homenajeados y los invitados especiales",
          "Fila de salida coordinada con el equipo de la entrada techada del lugar",
          "Tarifas para organizaciones sin fines de lucro en galas benéficas",
        ],
      },
      {
        title: "Torres corporativas y eventos con clientes",
        body: "Recepciones, cenas de la junta directiva y atención a clientes en las oficinas de Century City, donde los estacionamientos y los vestíbulos funcionan con protocolos de seguridad.",
        bullets: [
          "Listas de invitados y de vehículos compartidas con la seguridad del edificio",
          "Altura libre del estacionamiento y acceso fuera de horario confirmados con tiempo",
          "Manejo discreto de los vehículos de ejecutivos y clientes",
        ],
      },
    ],
    venues: [
      "Salones de eventos y entradas techadas de hoteles",
      "Vestíbulos de torres de oficinas y espacios para eventos en pisos altos",
      "Foros de filmación y salas de proyección en estudios",
      "Restaurantes y terrazas del centro comercial",
      "Clubes privados y salas de juntas",
    ],
    logistics: [
      "La mayoría de los edificios de Century City están sobre grandes estacionamientos subterráneos, y es ahí, no en la calle, donde realmente trabaja el valet. Cada uno tiene sus propios límites de altura, sistemas de control de acceso y reglas fuera de horario. Los confirmamos con la administración del edificio, acordamos dónde se ubicará el valet, adentro o en la entrada, y nos aseguramos de que haya alguien con autoridad en el lugar cuando termine el evento.",
      "Santa Monica Boulevard, Olympic Boulevard y Pico Boulevard cargan el intenso tráfico del oeste de Los Ángeles hacia la 405, y Avenue of the Stars se vuelve lenta durante la hora pico de la tarde y la llegada a las galas. Planeamos rutas de llegada que eviten estos cuellos de botella, tenemos lista una fila corta de autos ya solicitados antes de que termine el programa y mantenemos en movimiento el carril donde se entregan los autos.",
    ],
    expertise: `{company} ha atendido galas y recepciones corporativas en Century City desde ${site.californiaSince}. Nuestros valets tienen antecedentes verificados, trabajan uniformados, conocen los estacionamientos de las torres y los mostradores de seguridad, y tienen práctica en mover los autos de todo un salón de eventos en poco tiempo. Las llaves permanecen en podios con cerradura de acero desde la primera llegada hasta la última salida, una bitácora digital registra el estado de cada auto, y cada gala que atendemos está asegurada con una cobertura de responsabilidad civil de {liabilityCoverageEs}.`,
  },
};
