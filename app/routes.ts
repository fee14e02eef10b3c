import { index, layout, prefix, type RouteConfig, route } from "@react-router/dev/routes";

// The public pages (docs/product.md, "Pages") and the staff area.
export default [
  // The public site: its header and footer, and the spec's 404 for any unknown path.
  layout("layouts/site.tsx", [
    index("routes/home.tsx"),
    route("services", "routes/services.tsx"),
    route("services/:slug", "routes/service.tsx"),
    route("about", "routes/about.tsx"),
    route("book", "routes/book.tsx"),
    route("book/calendar", "routes/book.calendar.ts"),
    route("hours", "routes/hours.tsx"),
    route("faq", "routes/faq.tsx"),
    route("testimonials", "routes/testimonials.tsx"),
    route("contact", "routes/contact.tsx"),
    route("employment", "routes/employment.tsx"),
    route("quote", "routes/quote.tsx"),
    route("blog", "routes/blog.tsx"),
    route("blog/rss.xml", "routes/blog.rss[.]xml.ts"),
    route("blog/category/:category", "routes/blog.tsx", { id: "blog-category" }),
    route("blog/:slug", "routes/blog-post.tsx"),
    route("locations/:city", "routes/location.tsx"),
    route("privacy", "routes/privacy.tsx"),
    route("terms", "routes/terms.tsx"),
    // The Spanish twins (ADR 025): the same templates under /es; each reads its language from the path.
    ...prefix("es", [
      index("routes/home.tsx", { id: "es/home" }),
      route("services", "routes/services.tsx", { id: "es/services" }),
      route("services/:slug", "routes/service.tsx", { id: "es/service" }),
      route("book", "routes/book.tsx", { id: "es/book" }),
      route("quote", "routes/quote.tsx", { id: "es/quote" }),
      route("contact", "routes/contact.tsx", { id: "es/contact" }),
      route("employment", "routes/employment.tsx", { id: "es/employment" }),
      route("faq", "routes/faq.tsx", { id: "es/faq" }),
      route("hours", "routes/hours.tsx", { id: "es/hours" }),
      route("privacy", "routes/privacy.tsx", { id: "es/privacy" }),
      route("terms", "routes/terms.tsx", { id: "es/terms" }),
    ]),
    route("newsletter", "routes/newsletter.tsx"),
    route("newsletter/confirm", "routes/newsletter.confirm.tsx"),
    route("newsletter/unsubscribe", "routes/newsletter.unsubscribe.tsx"),
    route("sitemap.xml", "routes/sitemap[.]xml.ts"),
    route("robots.txt", "routes/robots[.]txt.ts"),
    route("*", "routes/not-found.tsx"),
  ]),
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
    ]),
  ]),
] satisfies RouteConfig;
