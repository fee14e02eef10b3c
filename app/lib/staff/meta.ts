/** A staff page's head: its title, marked as the staff area's, and no search engine is to index it or follow it. */
export const staffMeta = (title: string) => [
  { title: `${title} · Staff` },
  { name: "robots", content: "noindex, nofollow" },
];
