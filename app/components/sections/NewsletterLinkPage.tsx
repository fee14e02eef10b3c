import type { ReactNode } from "react";
import { PageArt } from "~/components/art/PageArt";
import { PageHero } from "~/components/sections/PageHero";
import { useContent } from "~/lib/content-context";
import { localizePath, useLang } from "~/lib/lang";

/**
 * A page reached from a newsletter e-mail's link (confirm, unsubscribe): one button that posts the link's token,
 * then the answer. Clicking is required: mail scanners open links, they do not press buttons.
 */
export function NewsletterLinkPage({
  step,
  token,
  done,
  afterDone,
}: {
  step: "confirm" | "unsubscribe";
  token: string;
  /** Undefined until the button is pressed; then whether the token was valid. */
  done: boolean | undefined;
  /** What follows the done sentence, if anything. */
  afterDone?: ReactNode;
}) {
  const lang = useLang();
  const newsletter = useContent().modules.newsletterWords.newsletterWords[lang];
  const words = newsletter[step];
  const hero = { side: <PageArt name="journal" />, eyebrow: newsletter.eyebrow };
  if (done !== undefined) {
    return (
      <PageHero
        {...hero}
        heading={done ? words.doneHeading : words.invalidHeading}
        intro={
          <p>
            {done ? (
              <>
                {words.done}
                {afterDone}
              </>
            ) : (
              words.invalid
            )}
          </p>
        }
      />
    );
  }
  return (
    <PageHero {...hero} heading={words.heading} intro={<p>{words.intro}</p>}>
      <form
        method="post"
        action={`${localizePath(`/newsletter/${step}`, lang)}?token=${encodeURIComponent(token)}`}
        className="pt-4"
      >
        <button
          type="submit"
          className="bg-gold-400 text-ink-950 hover:bg-gold-300 inline-flex min-h-12 items-center rounded-full px-7 font-medium"
        >
          {words.button}
        </button>
      </form>
    </PageHero>
  );
}
