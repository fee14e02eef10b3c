import { index, layout, prefix, type RouteConfig, route } from "@react-router/dev/routes";

/** The public pages (docs/product.md, "Pages") of one language; `id` prefixes the route ids of a twin. */
function publicPages(id: "" | "es/") {
  const page = (path: string, file: string, name: string) => route(path, `routes/${file}`, { id: `${id}${name}` });
  return [
    index("routes/home.tsx", { id: `${id}home` }),
    page("services", "services.tsx", "services"),
    page("services/:slug", "service.tsx", "service"),
    page("about", "about.tsx", "about"),
    page("book", "book.tsx", "book"),
    page("book/calendar", "book.calendar.ts", "book-calendar"),
    page("hours", "hours.tsx", "hours"),
    page("faq", "faq.tsx", "faq"),
    page("testimonials", "testimonials.tsx", "testimonials"),
    page("contact", "contact.tsx", "contact"),
    page("employment", "employment.tsx", "employment"),
    page("quote", "quote.tsx", "quote"),
    page("blog", "blog.tsx", "blog"),
    page("blog/category/:category", "blog.tsx", "blog-category"),
    page("blog/:slug", "blog-post.tsx", "blog-post"),
    page("locations/:city", "location.tsx", "location"),
    page("privacy", "privacy.tsx", "privacy"),
    page("terms", "terms.tsx", "terms"),
    page("newsletter", "newsletter.tsx", "newsletter"),
    page("newsletter/confirm", "newsletter.confirm.tsx", "newsletter-confirm"),
    page("newsletter/unsubscribe", "newsletter.unsubscribe.tsx", "newsletter-unsubscribe"),
    // An unknown path under /es is a Spanish 404; the English one is the layout's last route.
    ...(id ? [page("*", "not-found.tsx", "not-found")] : []),
  ];
}

export default [
  // The public site: its header and footer, and the spec's 404 for any unknown path.
  layout("layouts/site.tsx", [
    ...publicPages(""),
    // The Spanish twin of every page (ADR 025): the same templates under /es; each reads its language from the path.
    ...prefix("es", publicPages("es/")),
    route("sitemap.xml", "routes/sitemap[.]xml.ts"),
    route("robots.txt", "routes/robots[.]txt.ts"),
    route("blog/rss.xml", "routes/blog.rss[.]xml.ts"),
    route("vitals", "routes/vitals.ts"),
    route("*", "routes/not-found.tsx"),
  ]),
  // A client's review form and proposal: the site's frame, but its own layout id, so the page cache (which keeps
  // only the public layout's pages) never holds a page that depends on its link (docs/delivery.md).
  layout("layouts/site-private.tsx", { id: "layouts/site-private" }, [
    route("review/:token", "routes/review.tsx", { id: "review" }),
    route("es/review/:token", "routes/review.tsx", { id: "es/review" }),
    route("proposal/:token", "routes/proposal.tsx", { id: "proposal" }),
    route("es/proposal/:token", "routes/proposal.tsx", { id: "es/proposal" }),
  ]),
  // The price estimate the booking and quote forms ask for as the visitor types: JSON, never the page cache's.
  route("estimate", "routes/estimate.ts"),
  // The whole forms stylesheet, linked by a form page's island when it runs (ADR 044).
  route("form-styles.css", "routes/form-styles[.]css.ts"),
  // The staff area: its own frame, private answers; all but the sign-in page for signed-in staff only.
  layout("layouts/staff.tsx", [
    route("staff", "routes/staff.tsx"),
    layout("layouts/staff-signed-in.tsx", [
      route("staff/logout", "routes/staff.logout.ts"),
      route("staff/leads", "routes/staff.leads.tsx"),
      route("staff/leads.csv", "routes/staff.leads[.]csv.ts"),
      route("staff/leads/:id", "routes/staff.lead.tsx"),
      route("staff/leads/:id/resume", "routes/staff.resume.ts"),
      route("staff/subscribers.csv", "routes/staff.subscribers[.]csv.ts"),
      route("staff/report", "routes/staff.report.tsx"),
      route("staff/privacy", "routes/staff.privacy.tsx"),
      route("staff/privacy.json", "routes/staff.privacy[.]json.ts"),
      route("staff/users", "routes/staff.users.tsx"),
      route("staff/account", "routes/staff.account.tsx"),
      route("staff/reviews", "routes/staff.reviews.tsx"),
      route("staff/calendar", "routes/staff.calendar.tsx"),
      // The owner's content editor (docs/content.md): for accounts with the content right, checked by its layout.
      layout("layouts/staff-content.tsx", [
        route("staff/content", "routes/staff.content.tsx"),
        route("staff/content/history", "routes/staff.content.history.tsx"),
        route("staff/content/pages", "routes/staff.content.pages.tsx"),
        route("staff/content/testimonials", "routes/staff.content.testimonials.tsx"),
        route("staff/content/faq", "routes/staff.content.faq.tsx"),
        route("staff/content/careers", "routes/staff.content.careers.tsx"),
        route("staff/content/pricing", "routes/staff.content.pricing.tsx"),
        route("staff/content/cities", "routes/staff.content.cities.tsx"),
        route("staff/content/hours", "routes/staff.content.hours.tsx"),
        route("staff/content/posts", "routes/staff.content.posts.tsx"),
        route("staff/content/photos", "routes/staff.content.photos.tsx"),
        route("staff/content/slots", "routes/staff.content.slots.tsx"),
        route("staff/content/proof", "routes/staff.content.proof.tsx"),
        route("staff/content/preview", "routes/staff.content.preview.tsx"),
        route("staff/content/preview/page", "routes/staff.content.preview.page.ts"),
      ]),
    ]),
  ]),
  // Liveness and readiness for monitors and load balancers (docs/delivery.md): outside every layout, never cached.
  route("healthz", "routes/healthz.ts"),
  route("readyz", "routes/readyz.ts"),
  // Photographs uploaded in the content editor, from the database: the same on every server.
  route("photos/:file", "routes/photos.$file.ts"),
  // The proof's files (the certificate of insurance, venues' logos), from the database likewise.
  route("proof/:file", "routes/proof.$file.ts"),
  // Staff calendar feeds (a phone subscribes without a session): the address is the key; never in the page cache.
  route("calendar/:file", "routes/calendar.$file.ts"),
] satisfies RouteConfig;
