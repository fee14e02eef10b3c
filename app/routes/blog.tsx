import { data, href } from "react-router";
import { SceneArt } from "~/components/art/SceneArt";
import { NewsletterForm } from "~/components/forms/NewsletterForm";
import { JsonLd } from "~/components/sections/JsonLd";
import { PageHero } from "~/components/sections/PageHero";
import { cardPhoto } from "~/components/sections/PagePhotos";
import { Section } from "~/components/sections/Section";
import { blogCategories, blogPosts, comingSoonTopics } from "~/content/blog";
import { photoAltFromArt } from "~/content/photos";
import { cn } from "~/lib/cn";
import { formatDate } from "~/lib/dates";
import { seo, useSiteUrl } from "~/lib/seo";
import { breadcrumbs, graph, webPage } from "~/lib/structured-data";
import type { Route } from "./+types/blog";

export function loader({ params }: Route.LoaderArgs) {
  if (params.category === undefined) return { category: null };
  const category = blogCategories.find((c) => c.slug === params.category);
  if (!category) throw data(null, { status: 404 });
  return { category: category.slug };
}

const description =
  "Valet parking advice from a Los Angeles event team: wedding arrival plans, restaurant valet value, and a day in the life of a valet attendant.";

export const meta: Route.MetaFunction = (args) => {
  const category = blogCategories.find((c) => c.slug === args.loaderData?.category);
  return category
    ? seo(args, {
        title: `${category.name}: Valet Parking Blog`,
        description: `Articles on ${category.name.toLowerCase()} from our Los Angeles valet team. ${description}`.slice(
          0,
          160,
        ),
        image: "blog",
        noindex: true,
      })
    : seo(args, { title: "Valet Parking Blog: Tips, Insights & Stories", description, image: "blog" });
};

export default function Blog({ loaderData }: Route.ComponentProps) {
  const siteUrl = useSiteUrl();
  const active = loaderData.category;
  const posts = active ? blogPosts.filter((p) => p.category === active) : blogPosts;
  const chip = "inline-flex min-h-11 items-center rounded-full border px-5 text-sm transition-colors";
  return (
    <>
      <JsonLd
        data={graph(
          siteUrl,
          webPage(siteUrl, "/blog", "Valet Parking Blog", description),
          breadcrumbs(siteUrl, [{ name: "Blog", path: "/blog" }]),
        )}
      />
      <PageHero
        eyebrow="Journal"
        heading="The Valet Blog"
        intro={<p>Practical advice on event parking, hospitality and security from our Los Angeles team.</p>}
      />
      <Section heading="Latest Articles">
        <nav aria-label="Blog categories" className="-mt-4 mb-12">
          <ul className="flex flex-wrap gap-2">
            {[{ slug: null, name: "All" }, ...blogCategories].map((c) => {
              const current = c.slug === active;
              return (
                <li key={c.name}>
                  <a
                    href={c.slug ? href("/blog/category/:category", { category: c.slug }) : "/blog"}
                    aria-current={current ? "page" : undefined}
                    className={cn(
                      chip,
                      current
                        ? "border-ink-950 bg-ink-950 text-gold-300"
                        : "border-ink-900/15 text-ink-800 hover:border-gold-500",
                    )}
                  >
                    {c.name}
                  </a>
                </li>
              );
            })}
          </ul>
        </nav>
        {posts.length ? (
          <ul className="grid gap-8 md:grid-cols-2 lg:grid-cols-3">
            {posts.map((post) => (
              <li key={post.slug}>
                <article className="group border-ink-900/10 relative flex h-full flex-col overflow-hidden rounded-3xl border bg-white">
                  {cardPhoto(`blog/${post.slug}`, photoAltFromArt(post.artAlt)) ?? (
                    <div className="bg-ink-950 text-gold-400/70 px-6 pt-10">
                      <SceneArt art={post.art} />
                    </div>
                  )}
                  <div className="flex flex-1 flex-col p-8">
                    <p className="text-gold-700 text-xs font-medium tracking-[0.2em] uppercase">
                      {blogCategories.find((c) => c.slug === post.category)?.name}
                    </p>
                    <h3 className="font-display text-ink-950 mt-3 text-2xl leading-snug">
                      <a
                        href={href("/blog/:slug", { slug: post.slug })}
                        className="group-hover:text-gold-700 after:absolute after:inset-0"
                      >
                        {post.title}
                      </a>
                    </h3>
                    <p className="text-slate-text mt-3 flex-1 leading-relaxed">{post.excerpt}</p>
                    <p className="text-slate-text mt-6 text-sm">
                      <time dateTime={post.date}>{formatDate(post.date)}</time> · {post.readTime}
                    </p>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-slate-text text-lg">
            No articles in this category yet.{" "}
            <a href="/blog" className="text-gold-700 underline underline-offset-4">
              See all articles
            </a>
            .
          </p>
        )}
      </Section>
      <section aria-labelledby="newsletter-heading" className="bg-ink-900 text-ivory-100 py-20">
        <div className="mx-auto max-w-3xl space-y-4 px-5 text-center">
          <h2 id="newsletter-heading" className="font-display text-ivory-50 text-4xl">
            Event Notes, Once a Month
          </h2>
          <p className="text-ivory-100/80">New articles and seasonal planning reminders from our Los Angeles team.</p>
          <div className="pt-4">
            <NewsletterForm />
          </div>
        </div>
      </section>
      <Section heading="Coming Soon" tone="sand">
        <ul className="grid gap-4 md:grid-cols-3">
          {comingSoonTopics.map((t) => (
            <li
              key={t}
              className="border-ink-900/15 font-display text-ink-950 rounded-2xl border border-dashed p-6 text-xl"
            >
              {t}
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
