import type { serviceSlugs } from "./service-slugs";

type ServiceSlug = (typeof serviceSlugs)[number];

/*
 * The lists a page shows the same in both languages, each language's module reading them here: the reviews a service
 * page quotes, by testimonial id, and the cities an areas section lists, by slug, in the order shown.
 */

export const serviceTestimonials = {
  "wedding-valet": ["bride-bel-air-rain", "groom-malibu-oceanfront", "planner-pasadena-estate-wedding"],
  "corporate-events": [
    "corporate-product-launch-dtla",
    "executive-meetings-century-city",
    "event-planner-private-corporate",
  ],
  "restaurant-hotel": [
    "hotel-gm-boutique-weho",
    "restaurant-owner-santa-monica",
    "hotel-events-director-beverly-hills",
  ],
  "private-party": [
    "host-fiftieth-birthday-beverly-park",
    "host-garden-party-brentwood",
    "event-planner-private-corporate",
  ],
  "holiday-events": ["holiday-host-pacific-palisades", "holiday-office-party-hollywood"],
  "charity-gala": ["gala-chair-300-car-exit", "nonprofit-development-director"],
} satisfies Record<ServiceSlug, string[]>;

export const serviceCities = {
  "wedding-valet": [
    "malibu",
    "beverly-hills",
    "los-angeles",
    "santa-monica",
    "pasadena",
    "hollywood",
    "bel-air",
    "pacific-palisades",
  ],
  "private-party": [
    "beverly-hills",
    "west-hollywood",
    "bel-air",
    "santa-monica",
    "brentwood",
    "pacific-palisades",
    "beverly-park",
    "hollywood",
  ],
  "holiday-events": [
    "los-angeles",
    "brentwood",
    "malibu",
    "beverly-hills",
    "santa-monica",
    "west-hollywood",
    "pasadena",
    "hollywood",
  ],
  "charity-gala": [
    "beverly-hills",
    "century-city",
    "santa-monica",
    "west-hollywood",
    "brentwood",
    "downtown-los-angeles",
    "pasadena",
    "malibu",
  ],
} satisfies Partial<Record<ServiceSlug, string[]>>;

/** The About page's service areas (./company.ts, ./es/company.ts). */
export const aboutAreaSlugs = [
  "beverly-hills",
  "west-hollywood",
  "santa-monica",
  "los-angeles",
  "hollywood",
  "bel-air",
  "brentwood",
  "pasadena",
];
