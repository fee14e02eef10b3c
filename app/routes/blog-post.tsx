import { data, href } from "react-router";
import { SceneArt } from "~/components/art/SceneArt";
import { PhoneSection, PhoneSections } from "~/components/sections/CompactList";
import { JsonLd } from "~/components/sections/JsonLd";
import { Markdown } from "~/components/sections/Markdown";
import { ReadyBanner } from "~/components/sections/ReadyBanner";
import { Photo, photoFor, uploadedPhoto } from "~/components/ui/Photo";
import type { Content } from "~/content/localized";
import type { BlogPost } from "~/content/types";
import { useContent } from "~/lib/content-context";
import { formatDate } from "~/lib/dates";
import { langOf, langTags, localizePath, useLang } from "~/lib/lang";
import { contentOf } from "~/lib/request-context.server";
import { pageMeta, useSiteUrl } from "~/lib/seo";
import { blogPosting, breadcrumbs, graph } from "~/lib/structured-data";
import type { Route } from "./+types/blog-post";

const postIn = (content: Content, slug: string) => content.blog.posts.find((p) => p.slug === slug);

export function loader(args: Route.LoaderArgs) {
  const post = postIn(contentOf(args)[langOf(new URL(args.request.url).pathname)], args.params.slug);
  if (!post) throw data(null, { status: 404 });
  // Its title and description too: meta cannot read the snapshot.
  return { slug: post.slug, title: post.title, description: post.metaDescription };
}

export const meta: Route.MetaFunction = pageMeta("blog");

export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  const content = useContent();
  const lang = useLang();
  const words = content.ui[lang].pages.blog;
  const post = postIn(content[lang], loaderData.slug);
  const siteUrl = useSiteUrl();
  const { photoAltFromArt } = content.modules.photos;
  if (!post) return null;
  const blogPath = localizePath("/blog", lang);
  const path = localizePath(href("/blog/:slug", { slug: post.slug }), lang);
  const category = content[lang].blog.categories.find((c) => c.slug === post.category);
  const photo = photoFor(`blog/${post.slug}`, lang, content.slotPhotos);
  return (
    <>
      <JsonLd
        data={graph(
          { siteUrl, content, lang },
          blogPosting(siteUrl, path, post),
          breadcrumbs(
            siteUrl,
            [
              { name: words.name, path: blogPath },
              { name: post.title, path },
            ],
            content.ui,
          ),
        )}
      />
      <article>
        <header className="hero-glow bg-ink-950 text-ivory-50 relative isolate overflow-hidden pt-32 pb-16 sm:pt-40">
          <div className="mx-auto max-w-3xl space-y-6 px-5">
            <p className="rise text-gold-300 text-xs font-medium tracking-[0.3em] uppercase">
              <a href={blogPath} className="hover:underline">
                {words.name}
              </a>{" "}
              · {category?.name}
            </p>
            <h1
              id="page-heading"
              className="settle font-display text-5xl leading-[1.05] sm:text-6xl"
              style={{ "--i": 1 } as React.CSSProperties}
            >
              {post.title}
            </h1>
            <p className="rise text-ivory-100-75" style={{ "--i": 2 } as React.CSSProperties}>
              {post.author} · <time dateTime={post.date}>{formatDate(post.date, langTags[lang])}</time> ·{" "}
              {post.readTime}
            </p>
          </div>
          {post.cover ? (
            // The cover the owner chose in the staff area (post.artAlt is its description, in this language).
            <div className="mx-auto mt-10 max-w-4xl px-5">
              <Photo
                photo={uploadedPhoto(post.cover)}
                alt={post.artAlt}
                sizes="(min-width: 896px) 856px, calc(100vw - 40px)"
                priority="high"
                className="aspect-[3/2] w-full rounded-3xl object-cover sm:aspect-[2/1]"
              />
            </div>
          ) : photo ? (
            <div className="mx-auto mt-10 max-w-4xl px-5">
              <Photo
                photo={photo}
                alt={photoAltFromArt(post.artAlt)}
                sizes="(min-width: 896px) 856px, calc(100vw - 40px)"
                priority="high"
                className="aspect-[3/2] w-full rounded-3xl object-cover sm:aspect-[2/1]"
              />
            </div>
          ) : (
            <div className="text-gold-400-60 mx-auto mt-10 max-w-4xl px-5">
              <SceneArt art={post.art} label={post.artAlt} />
            </div>
          )}
        </header>
        <div className="prose-body text-ink-800 mx-auto max-w-3xl px-5 py-16 text-lg leading-relaxed sm:py-24">
          {/* On a phone each section folds under its heading (the introduction shows); whole from 768 px. */}
          {post.markdown !== undefined ? (
            <Markdown foldSections>{post.markdown}</Markdown>
          ) : (
            <Blocks body={post.body} />
          )}
          {/* On a phone the sections' own rule is above it. */}
          <p className="border-ink-900-10 pt-8 md:border-t">
            <a href={blogPath} className="text-gold-700 font-medium underline underline-offset-4">
              ← {words.back}
            </a>
          </p>
        </div>
      </article>
      <ReadyBanner />
    </>
  );
}

type Block = BlogPost["body"][number];

/** A block's key: its words (a post does not repeat a paragraph). */
const keyOf = (block: Block) => `${block.type}:${block.type === "ul" ? block.items.join("|") : block.text}`;

function BlockElement({ block }: { block: Block }) {
  if (block.type === "h2") return <h2>{block.text}</h2>;
  if (block.type === "ul")
    return (
      <ul>
        {block.items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    );
  return <p>{block.text}</p>;
}

/** A repository post's body: the blocks before the first heading, then one section per heading. */
function Blocks({ body }: { body: readonly Block[] }) {
  const first = body.findIndex((block) => block.type === "h2");
  const intro = first < 0 ? body : body.slice(0, first);
  const sections: { heading: string; blocks: Block[] }[] = [];
  for (const block of first < 0 ? [] : body.slice(first)) {
    if (block.type === "h2") sections.push({ heading: block.text, blocks: [] });
    else sections.at(-1)?.blocks.push(block);
  }
  return (
    <>
      {intro.map((block) => (
        <BlockElement key={keyOf(block)} block={block} />
      ))}
      {sections.length ? (
        <PhoneSections>
          {sections.map((section) => (
            <PhoneSection key={section.heading} title={section.heading}>
              {section.blocks.map((block) => (
                <BlockElement key={keyOf(block)} block={block} />
              ))}
            </PhoneSection>
          ))}
        </PhoneSections>
      ) : null}
    </>
  );
}
