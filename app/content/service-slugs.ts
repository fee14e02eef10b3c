/** The six service pages by slug, as the editor's lists name them (adding a service is a code edit). */
export const serviceSlugs = [
  "wedding-valet",
  "corporate-events",
  "restaurant-hotel",
  "private-party",
  "holiday-events",
  "charity-gala",
] as const;
