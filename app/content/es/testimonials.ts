/**
 * Traducciones al español de los testimonios de ../testimonials.ts, con las mismas claves. Son palabras de los
 * clientes: se traducen con fidelidad, sin mejorarlas ni agregarles nada, y el sitio las marca como traducidas.
 */
import type { TestimonialWords } from "../types";

/** Honest Spanish translations of the English testimonials (shown marked "Traducido del inglés"), keyed by id. */
export const testimonialWords: Record<string, TestimonialWords> = {
  "bride-bel-air-rain": {
    text: "Empezó a llover una hora antes de nuestra ceremonia en una finca en las colinas, y el equipo de valet simplemente se adaptó. Movieron el punto de llegada a la entrada techada, tenían paraguas en la puerta de cada auto y mantuvieron despejado el camino angosto de la entrada para la camioneta de traslado. Ni un solo invitado llegó mojado, y yo no me enteré del plan para la lluvia sino hasta después.",
    title: "Novia, boda en una finca en las colinas de Bel Air",
    location: "Bel Air",
  },
  "groom-malibu-oceanfront": {
    text: "Nuestro lugar está justo sobre la Pacific Coast Highway, y me preocupaba que los invitados tuvieran que entrar y salir en medio del tráfico. El coordinador recorrió el lugar con nosotros dos semanas antes, consiguió un estacionamiento de espera un poco más adelante sobre la misma carretera y puso valets a guiar cada vuelta. Al final de la noche, los autos estaban esperando en el orden en que los invitados se iban.",
    title: "Novio, boda frente al mar en Malibú",
    location: "Malibú",
  },
  "planner-pasadena-estate-wedding": {
    text: "Organizo unas veinte bodas al año, y el estacionamiento suele ser lo que más me preocupa. Con este equipo tengo un plan de personal claro, un coordinador con nombre y apellido y una llamada de confirmación el día anterior. En una finca de Pasadena con 220 invitados y una calle residencial estrecha, mantuvieron contentos a los vecinos y la fila siempre avanzando.",
    title: "Organizadora de bodas, boda en una finca de Pasadena",
    location: "Pasadena",
  },
  "mother-of-bride-santa-monica": {
    text: "La recepción de mi hija fue en un hotel pequeño cerca de Ocean Avenue, y muchos de nuestros familiares mayores venían en avión. Los valets ayudaron a mi tía a bajar del auto, la acompañaron hasta la puerta y se acordaban de su nombre cuando se fue. Esos pequeños momentos significaron para nuestra familia tanto como cualquier otra cosa de la noche.",
    title: "Madre de la novia, recepción en Santa Mónica",
    location: "Santa Mónica",
  },
  "corporate-product-launch-dtla": {
    text: "Recibimos a 400 invitados en el lanzamiento de un producto en el Arts District, y la prensa tenía horarios de llegada muy ajustados. El coordinador preparó un carril aparte para los medios y los ejecutivos, y la fila del valet nunca llegó hasta la calle. Cada llave quedó registrada y cada auto regresó exactamente como llegó.",
    title: "Gerente de eventos corporativos, lanzamiento de un producto",
    location: "Centro de Los Ángeles",
  },
  "executive-meetings-century-city": {
    text: "Contrato el valet para nuestras juntas de directivos varias veces al año, normalmente para 30 a 40 ejecutivos. El equipo llega temprano, saluda a cada persona por su nombre según la lista de invitados y tiene los autos listos en cuanto termina la sesión. La factura siempre coincide con la cotización, y mis solicitudes reciben respuesta el mismo día.",
    title: "Asistente ejecutivo, juntas trimestrales de directivos",
    location: "Century City",
  },
  "hotel-gm-boutique-weho": {
    text: "Pasamos el valet de nuestra entrada principal a este equipo para tener servicio las 24 horas. Las llegadas a las 2:00 a. m. se atienden con el mismo cuidado que la hora pico del viernes por la noche, y la bitácora digital de llaves y la revisión del estado de los autos acabaron con las disputas por daños que teníamos antes. Desde entonces, los comentarios de los huéspedes sobre su llegada han mejorado notablemente.",
    title: "Gerente general, hotel boutique",
    location: "West Hollywood",
  },
  "restaurant-owner-santa-monica": {
    text: "Es difícil estacionarse cerca de nuestro restaurante, y por eso estábamos perdiendo reservaciones. Desde que ofrecemos valet de jueves a domingo por la noche, los clientes frecuentes nos dicen que vienen más seguido. Los valets son amables, entienden nuestros tiempos de rotación de mesas y, en las noches de mucho trabajo, agregan a una persona más sin que yo tenga que pedirlo.",
    title: "Chef y propietaria, restaurante de barrio",
    location: "Santa Mónica",
  },
  "hotel-events-director-beverly-hills": {
    text: "Nuestro salón de baile recibe bodas y eventos de recaudación de fondos casi todos los fines de semana, además del movimiento normal del hotel. El equipo se coordina con nuestra recepción y con los capitanes de banquetes, aumenta el personal para cada evento y después vuelve al horario normal. Tener un solo proveedor de valet para el servicio diario y para los eventos grandes ha hecho la planeación mucho más sencilla.",
    title: "Directora de eventos, hotel de lujo",
    location: "Beverly Hills",
  },
  "host-fiftieth-birthday-beverly-park": {
    text: "Para los cincuenta años de mi esposo recibimos a 90 invitados en casa, en una calle privada y tranquila. El coordinador consiguió estacionamiento cerca, organizó un servicio discreto de traslado en circuito y se aseguró de que el personal de la caseta de vigilancia tuviera la lista de invitados. Los vecinos nunca vieron una fila de autos, y los invitados recibían sus llaves a los pocos minutos de pedirlas.",
    title: "Anfitriona particular, fiesta de 50 años",
    location: "Beverly Park",
  },
  "host-garden-party-brentwood": {
    text: "Organizamos una fiesta en el jardín cada junio, y este fue el primer año en que nadie habló del estacionamiento. Los valets fueron educados, bien vestidos y rápidos, y mantuvieron despejada la entrada para el servicio de banquetes. Me gustó que, al recibir cada auto, lo rodearan junto con el invitado. Se sintió como parte de nuestra hospitalidad.",
    title: "Anfitriona particular, fiesta de verano en el jardín",
    location: "Brentwood",
  },
  "holiday-host-pacific-palisades": {
    text: "Nuestra fiesta decembrina familiar cae la semana antes de Navidad, así que, por recomendación del equipo, reservé a principios de noviembre. La noche estuvo fría y con mucho movimiento, pero los autos regresaron rápido y en orden, y cuando una invitada dejó un regalo en la cajuela, un valet se lo llevó hasta la puerta. Ya reservamos para el próximo diciembre.",
    title: "Anfitriona, fiesta decembrina familiar",
    location: "Pacific Palisades",
  },
  "holiday-office-party-hollywood": {
    text: "Organicé la fiesta decembrina de nuestra empresa para 150 empleados en un lugar con terraza en la azotea. El coordinador se encargó de las reglas del área de carga y descarga del edificio y de las restricciones de la calle por la noche, para que yo no tuviera que hacerlo. Cuando la fiesta terminó a la medianoche, la fila se despejó en unos quince minutos, y varios compañeros preguntaron con quién habíamos contratado el servicio.",
    title: "Gerente de oficina, fiesta decembrina de la empresa",
    location: "Hollywood",
  },
  "gala-chair-300-car-exit": {
    text: "En nuestro evento benéfico anual tuvimos poco más de 300 autos, y en años anteriores la fila de salida había tardado casi una hora. Este año, el equipo fue preparando los vehículos por mesa mientras el programa llegaba a su fin, y el último invitado se fue en menos de 20 minutos. Nuestros donantes se fueron hablando de la noche, no de la espera.",
    title: "Presidenta del comité de la gala, gala benéfica anual",
    location: "Beverly Hills",
  },
  "nonprofit-development-director": {
    text: "Como organización sin fines de lucro, cada dólar que gastamos en logística es un dólar que no se destina a nuestros programas. El equipo nos ofreció tarifas para organizaciones sin fines de lucro, nos ayudó a calcular el personal adecuado para 250 invitados y trató a nuestros donantes como huéspedes de hotel. Su llamada de planeación cubrió detalles que se nos habían pasado, como un punto de llegada aparte para los homenajeados.",
    title: "Directora de recaudación de fondos, organización benéfica de salud infantil",
    location: "Santa Mónica",
  },
  "event-planner-private-corporate": {
    text: "Trabajo con varias empresas de valet en todo Los Ángeles, y esta es a la que llamo para los clientes que se fijan en todo. Los valets mantienen el mismo nivel de un evento a otro, el coordinador contesta el teléfono un sábado en la noche y cualquier pregunta después del evento recibe una respuesta clara a la mañana siguiente.",
    title: "Organizadora de eventos privados y corporativos",
    location: "Los Ángeles",
  },
};
