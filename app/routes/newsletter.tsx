import { data } from "react-router";
import { NewsletterForm } from "~/components/forms/NewsletterForm";
import { PageHero } from "~/components/sections/PageHero";
import { site } from "~/config/site";
import { newsletterSchema } from "~/forms/newsletter";
import { parseForm } from "~/forms/parse";
import { metaFields } from "~/forms/registry";
import { storageDownMessage } from "~/lib/leads/lead-action.server";
import { BadRequest, readFormData } from "~/lib/leads/request-body.server";
import { reasonOf } from "~/lib/log.server";
import { subscribe } from "~/lib/newsletter.server";
import { type RequestContext, requestOf } from "~/lib/request-context.server";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/newsletter";

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: "Newsletter",
    description: "Event planning notes and new articles from our Los Angeles valet team, about once a month.",
    image: "blog",
    noindex: true,
  });

export async function action(args: Route.ActionArgs) {
  const { request } = args;
  const visit = requestOf(args);
  let form: FormData;
  try {
    form = await readFormData(request, { files: false });
  } catch (failure) {
    if (!(failure instanceof BadRequest)) throw failure;
    const error = `${failure.message} Please try again, or call us at ${site.phone.display}.`;
    return data({ status: "error" as const, error, email: "" }, { status: failure.status });
  }
  const submission = parseForm(form, newsletterSchema);
  if (submission.status !== "success") {
    const email = form.get("email");
    return data(
      {
        status: "error" as const,
        error: submission.error?.email?.[0] ?? "Email is required",
        email: typeof email === "string" ? email.slice(0, 254) : "",
      },
      { status: 400 },
    );
  }
  try {
    return await store(visit, form, submission.value.email);
  } catch (failure) {
    visit.log.error({ reason: reasonOf(failure) }, "subscription not stored");
    return data(
      { status: "error" as const, error: storageDownMessage, email: submission.value.email },
      { status: 503 },
    );
  }
}

async function store(visit: RequestContext, form: FormData, email: string) {
  const { services: svc, clientIp: ip } = visit;
  if (!(await svc.limits.allow("ipHard", ip))) {
    return data(
      { status: "error" as const, error: "Too many sign-ups from your connection. Please try again later.", email: "" },
      { status: 429 },
    );
  }
  const spamReason = form.get(metaFields.honeypot)
    ? "honeypot"
    : !(await svc.limits.allow("ip", ip))
      ? "rate-ip"
      : null;
  await subscribe(svc.storage.db, {
    email,
    sourcePage: "/blog",
    spamReason,
    siteUrl: svc.env.SITE_URL,
  });
  void svc.outbox.run();
  return { status: "pending" as const, email };
}

export default function Newsletter({ actionData }: Route.ComponentProps) {
  const pending = actionData?.status === "pending" ? actionData : null;
  return (
    <PageHero
      eyebrow="Newsletter"
      heading={pending ? "Check Your Inbox" : "Event Notes, Once a Month"}
      intro={
        pending ? (
          <p>
            Almost done. We sent a link to {pending.email}: open it to confirm your subscription. Nothing else is sent
            until you do.{" "}
            <a href="/blog" className="text-gold-300 underline underline-offset-4">
              Back to the blog
            </a>
          </p>
        ) : (
          <p>New articles and seasonal planning reminders from our Los Angeles valet team.</p>
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
