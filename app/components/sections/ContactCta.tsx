import type { ReactNode } from "react";
import { ButtonLink } from "~/components/ui/Button";
import { EmailAddress } from "~/components/ui/EmailAddress";
import { Icon } from "~/components/ui/Icon";
import { useContent } from "~/lib/content-context";

/** Call, e-mail and one primary action: the close of city, About and Quote pages. */
export function ContactCta({
  heading,
  body,
  action,
}: {
  heading: string;
  body: ReactNode;
  action: { label: string; href: string };
}) {
  const { site, links } = useContent();
  return (
    <section aria-labelledby="contact-cta-heading" className="bg-ivory-100 py-20 sm:py-24">
      <div className="mx-auto max-w-5xl px-5 sm:px-8">
        <div className="bg-ink-950 text-ivory-100 relative overflow-hidden rounded-[2rem] px-8 py-14 text-center sm:px-16">
          <div className="hero-glow absolute inset-0 opacity-80" aria-hidden="true" />
          <div className="relative space-y-6">
            <h2 id="contact-cta-heading" className="font-display text-ivory-50 text-4xl sm:text-5xl">
              {heading}
            </h2>
            <div className="text-ivory-100-80 mx-auto max-w-2xl text-lg">{body}</div>
            <div className="flex flex-col items-center justify-center gap-3 sm:flex-row">
              <a
                href={links.tel}
                className="hover:border-gold-300 hover:text-gold-300 border-white-25 inline-flex min-h-12 items-center gap-2 rounded-full border px-6"
              >
                <Icon name="call" className="size-4" />
                {site.phone.display}
              </a>
              <a
                href={links.mail}
                className="hover:border-gold-300 hover:text-gold-300 border-white-25 inline-flex min-h-12 items-center gap-2 rounded-full border px-6"
              >
                <Icon name="mail" className="size-4" />
                <EmailAddress address={site.email} />
              </a>
              <ButtonLink href={action.href}>{action.label}</ButtonLink>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
