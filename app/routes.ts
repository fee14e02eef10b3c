import { index, type RouteConfig, route } from "@react-router/dev/routes";

// Reads like the route table of the spec (§2), plus the targets DESIGN.md §1 gives its dangling links.
export default [
  index("routes/home.tsx"),
  route("services", "routes/services.tsx"),
  route("services/:slug", "routes/service.tsx"),
  route("about", "routes/about.tsx"),
  route("book", "routes/book.tsx"),
  route("hours", "routes/hours.tsx"),
  route("faq", "routes/faq.tsx"),
  route("testimonials", "routes/testimonials.tsx"),
  route("contact", "routes/contact.tsx"),
  route("employment", "routes/employment.tsx"),
  route("quote", "routes/quote.tsx"),
  route("blog", "routes/blog.tsx"),
  route("blog/category/:category", "routes/blog.tsx", { id: "blog-category" }),
  route("blog/:slug", "routes/blog-post.tsx"),
  route("locations/:city", "routes/location.tsx"),
  route("privacy", "routes/privacy.tsx"),
  route("terms", "routes/terms.tsx"),
  route("newsletter", "routes/newsletter.tsx"),
  route("newsletter/unsubscribe", "routes/newsletter.unsubscribe.tsx"),
  route("sitemap.xml", "routes/sitemap[.]xml.ts"),
  route("robots.txt", "routes/robots[.]txt.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
