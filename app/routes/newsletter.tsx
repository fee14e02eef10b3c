import { data } from "react-router";
import { PageArt } from "~/components/art/PageArt";
import { NewsletterForm } from "~/components/forms/NewsletterForm";
import { PageHero } from "~/components/sections/PageHero";
import { ruleMessages } from "~/forms/fields";
import { newsletterSchemaFor } from "~/forms/newsletter";
import { parseForm } from "~/forms/parse";
import { metaFields } from "~/forms/registry";
import { useContent } from "~/lib/content-context";
import { type Lang, langOf, localizePath, useLang } from "~/lib/lang";
import { BadRequest, readFormData } from "~/lib/leads/request-body.server";
import { reasonOf } from "~/lib/log.server";
import { subscribe } from "~/lib/newsletter.server";
import { contentOf, type RequestContext, requestOf } from "~/lib/request-context.server";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/newsletter";

/** The page's title and description, for meta, which cannot read the request's snapshot. */
const metaWords = (args: Route.LoaderArgs) => {
  const { title, description } =
    contentOf(args).modules.newsletterWords.newsletterWords[langOf(new URL(args.request.url).pathname)].signUp;
  return { title, description };
};

export function loader(args: Route.LoaderArgs) {
  return { meta: metaWords(args) };
}

export const meta: Route.MetaFunction = (args) =>
  args.loaderData ? seo(args, { ...args.loaderData.meta, image: "blog", noindex: true }) : [];

export async function action(args: Route.ActionArgs) {
  const { request } = args;
  const visit = requestOf(args);
  // The sign-up answers, and its e-mail is written, in the language of the page it was posted to (/es/newsletter).
  const lang = langOf(new URL(request.url).pathname);
  const errors = contentOf(args).modules.newsletterWords.newsletterWords[lang].errors;
  let form: FormData;
  try {
    form = await readFormData(request, { files: false });
  } catch (failure) {
    if (!(failure instanceof BadRequest)) throw failure;
    const error = errors.refused(failure.in(lang));
    return data({ status: "error" as const, error, email: "" }, { status: failure.status });
  }
  const submission = parseForm(form, newsletterSchemaFor(lang));
  if (submission.status !== "success") {
    const email = form.get("email");
    return data(
      {
        status: "error" as const,
        error: submission.error?.email?.[0] ?? ruleMessages[lang].emailRequired,
        email: typeof email === "string" ? email.slice(0, 254) : "",
      },
      { status: 400 },
    );
  }
  try {
    return await store(visit, form, submission.value.email, lang, errors.tooMany);
  } catch (failure) {
    visit.log.error({ reason: reasonOf(failure) }, "subscription not stored");
    return data(
      { status: "error" as const, error: errors.storageDown, email: submission.value.email },
      { status: 503 },
    );
  }
}

async function store(visit: RequestContext, form: FormData, email: string, lang: Lang, tooMany: string) {
  const { services: svc, clientIp: ip } = visit;
  if (!(await svc.limits.allow("ipHard", ip))) {
    return data({ status: "error" as const, error: tooMany, email: "" }, { status: 429 });
  }
  const spamReason = form.get(metaFields.honeypot)
    ? "honeypot"
    : !(await svc.limits.allow("ip", ip))
      ? "rate-ip"
      : null;
  await subscribe(svc.storage.db, {
    email,
    sourcePage: localizePath("/blog", lang),
    spamReason,
    siteUrl: svc.env.SITE_URL,
    content: visit.content,
    lang,
  });
  void svc.outbox.run();
  return { status: "pending" as const, email };
}

export default function Newsletter({ actionData }: Route.ComponentProps) {
  const lang = useLang();
  const newsletter = useContent().modules.newsletterWords.newsletterWords[lang];
  const words = newsletter.signUp;
  const pending = actionData?.status === "pending" ? actionData : null;
  return (
    <PageHero
      side={<PageArt name="journal" />}
      eyebrow={newsletter.eyebrow}
      heading={pending ? words.pendingHeading : words.heading}
      intro={
        pending ? (
          <p>
            {words.pending[0]}
            {pending.email}
            {words.pending[1]}{" "}
            <a href={localizePath("/blog", lang)} className="text-gold-300 underline underline-offset-4">
              {words.backToBlog}
            </a>
          </p>
        ) : (
          <p>{words.intro}</p>
        )
      }
    >
      {pending ? null : (
        <div className="pt-4">
          <NewsletterForm
            error={actionData?.status === "error" ? actionData.error : undefined}
            email={actionData?.status === "error" ? actionData.email : undefined}
          />
        </div>
      )}
    </PageHero>
  );
}
