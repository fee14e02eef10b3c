/**
 * El menú de servicios de las páginas en español: las páginas de servicio en español, con sus nombres en español
 * (misma forma que serviceLinks en ../navigation.ts).
 */
import type { NavLink } from "../company-links";
import { services } from "./services";

export const serviceLinks: NavLink[] = [
  { label: "Todos los servicios", href: "/es/services" },
  ...services.map((s) => ({ label: s.name, href: `/es/services/${s.slug}` })),
];
