/**
 * El blog en español: nombres de las categorías, los tres artículos publicados y la lista de próximos temas.
 * Mismos slugs, categorías, fechas e ilustraciones que ../blog.ts; solo cambia el texto. Los bloques del cuerpo
 * siguen el mismo orden y los mismos tipos que el original en inglés.
 */
import { site } from "../../config/site";
import { article } from "../article";
import { factWords } from "../facts";
import type { BlogPostWords } from "../types";

/** Cuánto antes reservar, como lo dice ../facts.ts. */
const es = factWords("es");

/** Category names in Spanish, keyed by the English category slug. */
export const categoryNames: Record<string, string> = {
  "event-parking-tips": "Consejos de estacionamiento para eventos",
  "valet-industry-insights": "La industria del valet",
  "behind-the-scenes": "Detrás de cámaras",
  "luxury-hospitality-trends": "Tendencias en hospitalidad de lujo",
  "logistics-security": "Logística y seguridad",
};

/** The posts' words, keyed by the English post slug. */
export const postWords: Record<string, BlogPostWords> = {
  "stress-free-wedding-valet": {
    title: "Cómo planear un servicio de valet sin estrés para su boda",
    metaDescription:
      "Planee sin estrés el valet de su boda en Los Ángeles: cuándo reservar, cuántos valets necesita, un itinerario de ejemplo y consejos para fincas en las colinas.",
    excerpt:
      "Cuándo reservar, cuántos valets necesita y cómo se organiza el valet el día de la boda, desde el primer invitado que llega hasta el último auto que sale.",
    author: `El equipo de {company}`,
    artAlt:
      "Ilustración lineal de un lugar para bodas con jardín: un arco de rosas trepadoras sobre un camino de grava, series de luces entre olivos y un podio de valet en la entrada.",
    body: article(`
      Los invitados recuerdan cómo empezó el día de una boda y, para la mayoría, empieza con el estacionamiento. En muchos lugares de Los Ángeles, ya sea una finca en las colinas, un club de playa o el salón de un hotel, encontrar dónde estacionarse es lo primero que tienen que resolver. Un servicio de valet bien planeado convierte ese momento en una bienvenida. Esta guía repasa las decisiones en el orden en que usted las irá tomando.

      ## Reserve con tiempo, sobre todo en temporada alta

      En el sur de California, la temporada de bodas va más o menos de mayo a octubre, y los sábados más solicitados son los primeros en ocuparse. Le recomendamos reservar el valet ${es.weddingLeadTime} antes de la fecha, más o menos cuando cierre los detalles con el lugar y con el servicio de banquetes. Así queda tiempo para una visita al lugar y para los permisos que pidan el lugar o la ciudad. Si su fecha está más cerca, llámenos de todos modos al {phone}; la disponibilidad cambia conforme otros clientes ajustan sus planes.

      ## Indíquenos los datos que definen el plan

      Para darle una cotización útil necesitamos unos cuantos datos. Téngalos a la mano cuando llene el formulario de solicitud:

      - El número de invitados y, aproximadamente, cuántos llegarán manejando. Las parejas y las familias suelen compartir el auto.
      - La hora de inicio de la ceremonia y de la recepción, y si las dos serán en el mismo lugar.
      - El nombre y la dirección del lugar, y dónde se pueden estacionar los autos en realidad: un estacionamiento propio, un garaje, un estacionamiento vecino o una zona fuera del lugar.
      - Las reglas del lugar: horarios de montaje, restricciones junto a la banqueta, horarios de silencio y cualquier área que deba quedar despejada.
      - Cualquier necesidad especial: invitados con movilidad limitada, el auto en el que se irán los novios o las camionetas de proveedores que deben quedarse cerca de la cocina.

      ## Calcule el personal para la oleada de llegadas, no para el promedio

      Los invitados no llegan poco a poco ni de manera pareja. La mayoría llega en la media hora, más o menos, antes de la ceremonia, y casi todos se van en dos grupos: después de la cena y después del último baile. Nuestra regla práctica es un valet por cada 25 a 30 invitados, lo que mantiene corta la fila en la entrada durante esas oleadas. Para 150 invitados, eso significa cinco o seis valets; para 250, unos nueve o diez. Una caminata larga entre el punto de llegada y el estacionamiento, o una entrada muy empinada, exige más valets para ir y traer los autos, y se lo diremos después de la visita al lugar, no cuando la fila ya se haya formado.

      ## Un itinerario de ejemplo para el día de la boda

      Cada lugar es distinto, pero un día con la ceremonia a las 5:00 p. m. suele desarrollarse así:

      - 3:45 p. m.: llega el equipo, recorre el lugar con el coordinador del recinto, coloca conos y letreros, e instala el podio de llaves con cerradura de acero.
      - 4:15 p. m.: junta previa al turno para repasar el plan de estacionamiento, las necesidades de accesibilidad y el orden de la noche, y para probar los radios.
      - De 4:20 p. m. a 5:00 p. m.: la oleada de llegadas. Antes de estacionarse, cada auto recibe un boleto numerado, una revisión de su estado y un registro en la bitácora digital.
      - De 5:00 p. m. a 9:30 p. m.: los valets se quedan en sus puestos, mantienen despejada la entrada para los proveedores y reacomodan los autos de los invitados que piensan irse temprano.
      - A partir de las 9:30 p. m.: las salidas. Los autos se acercan conforme los invitados los piden, y se dejan listos antes de la salida final para que la espera en la banqueta sea corta.
      - Después del último auto: antes de que el equipo se retire, se coteja cada llave con la bitácora.

      ## Tome en cuenta las colinas, la costa y los vecinos

      Cada lugar de Los Ángeles tiene sus propios retos. Las fincas en las laderas de zonas como Bel Air y las colinas de Hollywood suelen estar en calles angostas y con curvas, con poco o ningún acotamiento, así que planeamos la circulación en un solo sentido, colocamos valets en las curvas sin visibilidad y, en las pendientes pronunciadas, ponemos el freno de mano y giramos las llantas hacia la guarnición en cada auto. Los lugares de playa en Malibú y Santa Mónica comparten el camino con el tráfico de fin de semana de la Pacific Coast Highway, así que dejamos tiempo de sobra para las llegadas. Los lugares en zonas residenciales tienen vecinos: mantenemos libres las entradas de las casas y los hidrantes, respetamos los horarios de silencio y reducimos al mínimo el ruido por la noche. Algunas ciudades regulan el valet junto a la banqueta y exigen permisos, y como parte de la planeación revisamos las reglas que aplican a su lugar.

      ## Avise a sus invitados qué pueden esperar

      Una línea en la página web de la boda o en la tarjeta que acompaña la invitación, como "Habrá servicio de valet en la entrada principal", les ahorra a los invitados dar vueltas a la cuadra. Si los autos se van a estacionar fuera del lugar, dígalo, y recuérdeles a los invitados que conserven su boleto. Si espera que algunos invitados dejen su auto toda la noche y regresen a casa por otro medio, avísenos con anticipación para acordar cómo se guardarán esas llaves y cuándo se recogerán los autos.

      ## Cómo protegemos los autos y las llaves

      En una boda podemos tener a nuestro cuidado cien autos o más en una sola noche. Las llaves se guardan en un podio con cerradura de acero que nunca se queda sin vigilancia, y cada auto se registra con su número de boleto, su descripción, notas sobre su estado y el lugar donde quedó estacionado. Nuestros valets están uniformados y tienen antecedentes verificados, y la empresa cuenta con un seguro de responsabilidad civil de {liabilityCoverageEs}. Los detalles de su evento, incluido lo que está cubierto y cómo se tramita una reclamación, se establecen en el contrato de servicio que usted firma antes de la fecha.

      ## Detalles que los invitados notan

      - Un punto de llegada bien señalizado e iluminado, con alguien que reciba a los invitados, para que sepan exactamente dónde detenerse.
      - Un valet que ayude a los invitados mayores a bajar del auto y los acompañe hacia la entrada.
      - Paraguas en el podio cuando el pronóstico anuncie lluvia.
      - El auto de los novios listo en la salida antes de la despedida.

      ## En resumen

      Reserve ${es.weddingLeadTime} antes, dé números precisos, calcule el personal para las oleadas y deje que un solo equipo se encargue de la llegada de principio a fin. Cuando esté listo, envíe en línea su solicitud de reservación o de cotización y le responderemos en menos de ${site.replyHours.request} horas.
    `),
  },
  "restaurant-valet-value": {
    title: "Cómo el valet parking aporta valor a los restaurantes",
    metaDescription:
      "Cómo ayuda el valet a los restaurantes de Los Ángeles: llegadas más tranquilas, reservaciones puntuales, personal para la hora de la cena y qué preguntar.",
    excerpt:
      "En un restaurante, la cena empieza en la banqueta. Le explicamos dónde aporta valor el valet y cómo organizar un servicio que funcione bien en su noche de más movimiento.",
    author: `El equipo de {company}`,
    artAlt:
      "Ilustración lineal de un restaurante en un bulevar bordeado de palmeras al anochecer: un toldo, unas cuantas mesas en la banqueta y un valet uniformado en su podio, junto a la orilla de la calle.",
    body: article(`
      Para un restaurante en Los Ángeles, la cena empieza en la banqueta. Un cliente que pasó quince minutos dando vueltas a la cuadra entra tarde y algo molesto, y su mesa también se desocupa tarde. El valet no va a arreglar una cocina, pero elimina una de las molestias más comunes antes de que los clientes lleguen a la recepción. Aquí le explicamos de dónde viene ese valor y cómo organizar un servicio que funcione.

      ## El estacionamiento es parte de la experiencia del cliente

      En las zonas con más restaurantes, como Sunset Boulevard, Melrose Avenue, La Brea Avenue o Abbot Kinney, es difícil encontrar estacionamiento en la calle a la hora de la cena, las reglas de los parquímetros y los límites de tiempo cambian de una cuadra a otra, y muchos restaurantes tienen poco o ningún estacionamiento propio. El valet convierte esa incertidumbre en una promesa sencilla: llegue, entregue las llaves y pase. Para quienes celebran una ocasión especial, para quienes se arreglaron para salir de noche y para las personas con movilidad limitada, esa promesa importa.

      ## Clientes con reservación que llegan a tiempo

      Cuando los clientes no tienen que buscar dónde estacionarse, es más probable que lleguen a la hora que dijeron. Eso ayuda a la recepción a sentar a los grupos a tiempo y mantiene parejo el flujo de comandas a la cocina durante toda la noche. Cada comedor es distinto, así que no le daremos una cifra única, pero los gerentes suelen notar la diferencia un viernes por la noche con mucho movimiento.

      ## Cómo es un buen servicio de valet para restaurantes

      - Un plan de personal hecho según el número de comensales: más valets durante los turnos principales y menos en las primeras y las últimas horas.
      - Un punto de llegada acordado con usted y, donde la ciudad lo exige, con permiso, para que los autos no bloqueen el tráfico, los carriles para bicicletas ni la entrada de un vecino.
      - Un plan de estacionamiento claro: su propio estacionamiento, uno rentado cerca o un garaje, con el tiempo de caminata calculado de antemano.
      - Un control de llaves confiable: un podio con cerradura de acero, boletos numerados y una bitácora digital de cada auto.
      - Valets uniformados y con antecedentes verificados que reciben a los clientes como lo haría su propio personal.
      - Comunicación directa entre el podio y la recepción para los grupos grandes y los clientes que necesitan ayuda adicional.

      ## Personal para la hora de más movimiento

      Un restaurante no es una boda. Las llegadas se reparten a lo largo de la noche, pero alcanzan su punto más alto con los turnos principales, y programamos a los valets según su libro de reservaciones y según cómo llegan los clientes sin reservación. La pauta que usamos para eventos, un valet por cada 25 a 30 invitados, es un buen punto de partida cuando alguien renta el restaurante completo para un evento privado. En el servicio diario importa más cuántos autos llegan en la media hora de más movimiento y cuánto tarda el viaje de ida y vuelta al estacionamiento. Un estacionamiento enfrente y un garaje a tres cuadras requieren un personal muy distinto.

      ## El auto listo cuando llega la cuenta

      La última impresión cuenta tanto como la primera. Un hábito sencillo hace una gran diferencia: cuando una mesa pide la cuenta, el mesero o la recepción avisa al podio, y el auto ya está esperando cuando los clientes salen. Los clientes también pueden entregar su boleto en la recepción al salir. De cualquier forma, nadie se queda parado en la banqueta preguntándose dónde está su auto.

      ## Cómo cuidar su reputación

      El valet es la primera y la última persona que ven muchos de sus clientes, así que, para ellos, forma parte de su personal. Por eso nuestros valets están uniformados y tienen antecedentes verificados, y por eso cada auto recibe al llegar una revisión de su estado que queda registrada en la bitácora. Si un cliente pregunta por un rayón, hay un registro desde el momento en que llegó el auto. Nuestra empresa cuenta con un seguro de responsabilidad civil de {liabilityCoverageEs} y con un seguro de compensación para trabajadores que cubre a nuestro personal, y los detalles del servicio, desde el horario y el lugar de estacionamiento hasta quién se hace responsable de qué, quedan por escrito en un contrato antes del primer turno.

      ## Formas de cubrir el costo

      Cada restaurante maneja el valet a su manera. Algunos cobran a los clientes una tarifa fija en el podio, otros ofrecen el servicio como cortesía y otros combinan las dos opciones; por ejemplo, validan el boleto a los clientes que tienen reservación. La mejor opción depende del nivel de precios de su restaurante, de su vecindario y de lo que hacen los restaurantes cercanos. Revisamos las opciones con usted y le damos la cotización por escrito; no publicamos precios, porque el plan de estacionamiento, el horario y el personal son distintos en cada lugar.

      ## Lo que debe preguntarle a cualquier empresa de valet

      - ¿Dónde se guardan las llaves y cómo se protegen cuando hay mucho movimiento en el podio?
      - ¿Cómo se registra el estado de cada auto al recibirlo?
      - ¿Qué seguros tienen y pueden darme un certificado de seguro?
      - ¿Dónde se estacionarán los autos y quién consigue el estacionamiento?
      - ¿Quién tramita el permiso para operar junto a la banqueta si la ciudad lo exige?
      - ¿Quién es el responsable en el lugar y cómo nos comunicamos con esa persona durante el servicio?

      ## Cómo empezar

      Un buen servicio empieza con un recorrido a la hora en que usted tiene más movimiento, para que el plan refleje su tráfico real y no el de una tarde tranquila. Cuéntenos sobre su restaurante en el formulario de cotización o llame al {phone}, y le responderemos en menos de ${site.replyHours.request} horas para programar una visita.
    `),
  },
  "day-in-the-life-valet-attendant": {
    title: "Así es un día de trabajo de un valet",
    metaDescription:
      "Acompañe a un valet durante un evento en Los Ángeles: el recorrido del lugar, la oleada de llegadas, el control de llaves, la revisión de los autos y el cierre.",
    excerpt:
      "Los invitados ven a un valet más o menos un minuto al llegar y otro al irse. Este es el turno completo que hay detrás, desde el recorrido del lugar hasta la última llave.",
    author: `El equipo de {company}`,
    artAlt:
      "Ilustración lineal de un camino con curvas en las colinas sobre Los Ángeles al anochecer, con una casa en lo alto, una fila de autos estacionados y un podio de valet iluminado por un farol.",
    body: article(`
      Los invitados ven a un valet más o menos un minuto al llegar y otro al irse: un saludo, un boleto y un auto que aparece cuando lo necesitan. Detrás de ese minuto hay un turno completo de planeación, caminatas, revisiones y conteos. Así es un sábado típico para uno de nuestros valets en un evento privado en las colinas de Los Ángeles. Los horarios son solo un ejemplo; cada evento tiene su propio itinerario.

      ## Por la tarde: los preparativos

      El día empieza antes de que alguien se ponga el uniforme. El jefe de equipo le envía al grupo los detalles: la dirección, la hora de llegada, el número de invitados, dónde se estacionarán los autos y cualquier indicación del anfitrión, como un invitado que usa silla de ruedas, un auto que debe quedarse frente a la puerta principal o vecinos que pidieron que la calle quede despejada. Los valets planean su ruta pensando en el tráfico, porque cruzar el oeste de Los Ángeles un sábado por la tarde puede tomar mucho más de lo que indica el mapa.

      Los uniformes están planchados, los zapatos son cómodos y los celulares están cargados. Un valet camina mucho durante un evento, y muchas veces cuesta arriba.

      ## La llegada al lugar: el recorrido

      El equipo llega más o menos una hora antes que el primer invitado. El jefe de equipo recorre el lugar con el anfitrión o con el coordinador del recinto y confirma el plan: dónde es el punto de llegada, dónde va el podio, en qué sentido circulan los autos, dónde se estacionarán y cuánto se tarda en regresar a pie. En las colinas, eso puede significar una calle angosta y con curvas, sin banqueta, una entrada empinada y un estacionamiento a cierta distancia. Los valets recorren el camino antes de que llegue el primer auto, porque hacerlo por primera vez a oscuras se presta a errores.

      Luego viene el montaje: conos para marcar el carril de llegada, letreros, el podio de llaves con cerradura de acero, talonarios de boletos, linternas y, cuando el pronóstico lo indica, paraguas.

      ## La junta antes del turno

      Cinco minutos que definen la noche. El jefe de equipo asigna las funciones: quienes reciben a los invitados en la entrada, quienes estacionan y traen los autos, y una persona que se queda en el podio en todo momento. El equipo repasa las peticiones especiales y el orden de la noche, incluido cuándo se sirve la cena, cuándo los discursos podrían mantener a los invitados adentro y cuándo es probable que empiecen las salidas en masa.

      ## La oleada de llegadas

      Cuando empiezan a llegar los invitados, el ritmo se acelera rápidamente. Con cada auto, la rutina es la misma:

      - Saludar al invitado, abrirle la puerta y ofrecerle la mano si la necesita.
      - Entregarle un boleto y poner en la llave la etiqueta con el mismo número.
      - Rodear el auto a pie y anotar cualquier rayón, abolladura o raspón que ya tenga.
      - Registrar el auto en la bitácora digital: número de boleto, marca, modelo, color, placas y notas sobre su estado.
      - Manejar sin prisas hasta el estacionamiento y dejar ahí el auto; en pendiente, poner el freno de mano y girar las llantas hacia la guarnición.
      - Regresar la llave al podio con cerradura de acero y anotar dónde quedó estacionado el auto.

      Esta media hora es la razón por la que asignamos un valet por cada 25 a 30 invitados en los eventos. Esa proporción es la que mantiene la fila en la entrada en uno o dos autos.

      ## A mitad de la velada

      Una vez que los invitados están adentro, el trabajo cambia. Los valets mantienen despejado el carril de llegada para quienes llegan tarde, para el servicio de banquetes y para los autos de aplicaciones de transporte que recogen pasajeros. Reacomodan los autos de los invitados que mencionaron que se irían temprano, se aseguran de que nada en el estacionamiento bloquee una entrada o un hidrante, y toman sus descansos por turnos. El podio nunca se queda solo: las llaves permanecen bajo llave, y solo el equipo en turno tiene acceso a ellas.

      ## La hora de las salidas

      Las salidas llegan en grupos: unas cuantas después de la cena y una oleada más grande al final de la noche. Los valets con experiencia saben leer el ambiente, se fijan en el invitado que va por su abrigo o en el anfitrión que se está despidiendo, y el jefe de equipo puede pedirle al personal del anfitrión que le avise con tiempo para acercar los autos antes de la salida en masa. Cada entrega sigue la bitácora: comparar el boleto con la llave, traer el auto, rodearlo junto con el invitado si así lo desea y devolverle las llaves. La prisa es mala consejera. Una entrega cuidadosa que tarda un minuto más es mejor que una rápida que deja una marca.

      ## El cierre de la noche

      Cuando se va el último invitado, el trabajo todavía no termina del todo. El jefe de equipo coteja las llaves del podio con la bitácora digital: a cada boleto entregado le corresponde una llave devuelta, y cada auto está contabilizado. Si un invitado decidió dejar su auto toda la noche, la llave se guarda como se acordó de antemano con el anfitrión. Después, el equipo recoge los conos y los letreros, revisa que no haya basura en la calle ni en el estacionamiento, y solo se va cuando el lugar se ve como estaba cuando llegó.

      ## Lo que distingue a un gran valet

      Saber manejar importa, pero es solo una parte del trabajo. Los mejores valets mantienen la calma bajo presión, son amables con todos, desde el anfitrión hasta el vecino que pasea a su perro, y cuidan al máximo detalles como un número de boleto o una nota sobre una defensa. Entienden que recibir las llaves de un auto es un acto de confianza.

      Cada integrante de nuestro equipo tiene antecedentes verificados y recibe capacitación en nuestras rutinas de control de llaves y de revisión del estado de los autos antes de trabajar en un evento. Si este trabajo le parece atractivo, en nuestra página de empleos se explica cómo presentar su solicitud, y respondemos a cada solicitud en menos de ${site.replyHours.application} horas.
    `),
  },
};

export const comingSoonTopics: string[] = [
  "Estacionamiento para fiestas decembrinas: cómo planear ante el ajetreo de diciembre",
  "Dentro del podio de llaves: cómo se lleva el control de cada llave",
  "Lo que esperan los huéspedes a su llegada a un hotel de lujo",
];
