/**
 * El menú de servicios de las páginas en español: las páginas de servicio en español, con sus nombres en español
 * (misma forma que serviceLinks en ../navigation.ts). Los nombres son los `name` de ./services.ts.
 */
import type { NavLink } from "../company-links";

export const serviceLinks: NavLink[] = [
  { label: "Todos los servicios", href: "/es/services" },
  { label: "Valet para bodas", href: "/es/services/wedding-valet" },
  { label: "Eventos corporativos", href: "/es/services/corporate-events" },
  { label: "Valet para restaurantes y hoteles", href: "/es/services/restaurant-hotel" },
  { label: "Valet para fiestas privadas", href: "/es/services/private-party" },
  { label: "Valet para fiestas decembrinas", href: "/es/services/holiday-events" },
  { label: "Valet para galas benéficas", href: "/es/services/charity-gala" },
];
