import { data, href } from "react-router";
import { PageArt } from "~/components/art/PageArt";
import { SceneArt } from "~/components/art/SceneArt";
import { NewsletterForm } from "~/components/forms/NewsletterForm";
import { PageJsonLd } from "~/components/sections/JsonLd";
import { PageHero } from "~/components/sections/PageHero";
import { cardPhoto } from "~/components/sections/PagePhotos";
import { Section } from "~/components/sections/Section";
import { Photo, uploadedPhoto } from "~/components/ui/Photo";
import { cn } from "~/lib/cn";
import { useContent } from "~/lib/content-context";
import { formatDate } from "~/lib/dates";
import { langOf, langTags, localizePath, useLang } from "~/lib/lang";
import { contentOf } from "~/lib/request-context.server";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/blog";

/** The card photo's widths (as cardPhoto's, ~/components/sections/PagePhotos). */
const cardSizes =
  "(min-width: 1280px) 390px, (min-width: 1024px) calc((100vw - 112px) / 3), (min-width: 768px) calc((100vw - 88px) / 2), calc(100vw - 40px)";

export function loader(args: Route.LoaderArgs) {
  const { params, request } = args;
  const lang = langOf(new URL(request.url).pathname);
  const content = contentOf(args);
  const words = content.ui[lang].pages.blog;
  // The title and description too: meta cannot read the snapshot.
  if (params.category === undefined) return { category: null, title: words.title, description: words.description };
  const category = content[lang].blog.categories.find((c) => c.slug === params.category);
  if (!category) throw data(null, { status: 404 });
  return {
    category: category.slug,
    title: words.categoryTitle(category.name),
    description: `${words.categoryDescription(category.name)} ${words.description}`.slice(0, 160),
  };
}

export const meta: Route.MetaFunction = (args) => {
  const page = args.loaderData;
  if (!page) return [];
  const { title, description } = page;
  // A category's list is no page of its own for search engines.
  return seo(args, { title, description, image: "blog", ...(page.category ? { noindex: true } : {}) });
};

export default function Blog({ loaderData }: Route.ComponentProps) {
  const content = useContent();
  const lang = useLang();
  const words = content.ui[lang].pages.blog;
  const blog = content[lang].blog;
  const newsletter = content.modules.newsletterWords.newsletterWords[lang];
  const { photoAltFromArt } = content.modules.photos;
  const to = (path: string) => localizePath(path, lang);
  const active = loaderData.category;
  const posts = active ? blog.posts.filter((p) => p.category === active) : blog.posts;
  const chip = "inline-flex min-h-11 items-center rounded-full border px-5 text-sm transition-colors";
  return (
    <>
      <PageJsonLd path={to("/blog")} name={words.name} title={words.heading} description={words.description} />
      <PageHero
        eyebrow={words.eyebrow}
        heading={words.heading}
        intro={<p>{words.intro}</p>}
        side={<PageArt name="journal" />}
      />
      <Section heading={words.latest}>
        <nav aria-label={words.categories} className="-mt-4 mb-12">
          <ul className="flex flex-wrap gap-2">
            {[{ slug: null, name: words.all }, ...blog.categories].map((c) => {
              const current = c.slug === active;
              return (
                <li key={c.name}>
                  <a
                    href={to(c.slug ? href("/blog/category/:category", { category: c.slug }) : "/blog")}
                    aria-current={current ? "page" : undefined}
                    className={cn(
                      chip,
                      current
                        ? "border-ink-950 bg-ink-950 text-gold-300"
                        : "border-ink-900-15 text-ink-800 hover:border-gold-500",
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
                <article className="group border-ink-900-10 relative flex h-full flex-col overflow-hidden rounded-3xl border bg-white">
                  {post.cover ? (
                    <Photo
                      photo={uploadedPhoto(post.cover)}
                      alt={post.artAlt}
                      sizes={cardSizes}
                      className="aspect-[3/2] w-full object-cover"
                    />
                  ) : (
                    (cardPhoto(`blog/${post.slug}`, photoAltFromArt(post.artAlt), lang, content.slotPhotos) ?? (
                      <div className="bg-ink-950 text-gold-400-70 px-6 pt-10">
                        <SceneArt art={post.art} />
                      </div>
                    ))
                  )}
                  <div className="flex flex-1 flex-col p-8">
                    <p className="text-gold-700 text-xs font-medium tracking-[0.2em] uppercase">
                      {blog.categories.find((c) => c.slug === post.category)?.name}
                    </p>
                    <h3 className="font-display text-ink-950 mt-3 text-2xl leading-snug">
                      <a
                        href={to(href("/blog/:slug", { slug: post.slug }))}
                        className="group-hover:text-gold-700 after:absolute after:inset-0"
                      >
                        {post.title}
                      </a>
                    </h3>
                    <p className="text-slate-text mt-3 flex-1 leading-relaxed">{post.excerpt}</p>
                    <p className="text-slate-text mt-6 text-sm">
                      <time dateTime={post.date}>{formatDate(post.date, langTags[lang])}</time> · {post.readTime}
                    </p>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-slate-text text-lg">
            {words.empty}{" "}
            <a href={to("/blog")} className="text-gold-700 underline underline-offset-4">
              {words.seeAll}
            </a>
            .
          </p>
        )}
      </Section>
      <section aria-labelledby="newsletter-heading" className="bg-ink-900 text-ivory-100 py-20">
        <div className="mx-auto max-w-3xl space-y-4 px-5 text-center">
          <h2 id="newsletter-heading" className="font-display text-ivory-50 text-4xl">
            {newsletter.box.heading}
          </h2>
          <p className="text-ivory-100-80">{newsletter.box.intro}</p>
          <div className="pt-4">
            <NewsletterForm />
          </div>
        </div>
      </section>
      <Section heading={words.comingSoon} tone="sand">
        <ul className="grid gap-4 md:grid-cols-3">
          {blog.comingSoonTopics.map((t) => (
            <li
              key={t}
              className="border-ink-900-15 font-display text-ink-950 rounded-2xl border border-dashed p-6 text-xl"
            >
              {t}
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
