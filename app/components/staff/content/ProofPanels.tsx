import type { ReactNode } from "react";
import { RevisionField } from "~/components/staff/content/ContentHeader";
import {
  BilingualFields,
  type FieldErrors,
  type FormValues,
  ProblemList,
  StaffField,
  type StaffForm,
  staffForm,
} from "~/components/staff/StaffField";
import { CsrfField, IntentForm, StaffPanel, SubmitRow, staffClasses } from "~/components/staff/StaffLayout";
import { eventServices, type Portrait, type ProofEdit, proofFieldLabels, proofSections } from "~/content/proof-edit";
import { useContent } from "~/lib/content-context";

/*
 * The panels of /staff/content/proof (app/routes/staff.content.proof.tsx): one per part of the proof, each the
 * entries with a remove button and the form that adds (or sets) one, in the staff form kit.
 */

/** The panels, in the page's order; a save returns to its panel (`#id`). */
export const sections = proofSections;
export type SectionId = keyof typeof sections;
export const isSection = (value: unknown): value is SectionId => typeof value === "string" && value in sections;

/** What a refused save answers: its panel, what was typed, each field's problem and the save's. */
export type Outcome = { section: SectionId; values: FormValues; errors: FieldErrors; problems: string[] };

/** A photograph of the library a portrait may be. */
export type ProofPhoto = { id: string; thumbnail: string; widths: number[] };

const labels = proofFieldLabels;

/** The library's photographs as choices, with an upload beside them: how a portrait is picked. */
function PortraitPicker({ form, photos }: { form: StaffForm; photos: ProofPhoto[] }) {
  return (
    <div className="grid gap-3 text-sm">
      {photos.length ? (
        <fieldset>
          <legend className="text-ink-950 font-medium">A photograph of the library</legend>
          <div className="mt-2 flex flex-wrap gap-3">
            {photos.map((photo, i) => (
              <label key={photo.id} className="has-checked:ring-gold-700 rounded-xl p-1 has-checked:ring-2">
                <input type="radio" name="photo" value={photo.id} className="sr-only" />
                <img
                  src={`/photos/${photo.thumbnail}`}
                  alt={`Photograph ${i + 1} (${photo.id})`}
                  width={80}
                  height={100}
                  loading="lazy"
                  className="bg-ivory-100 h-25 w-20 rounded-lg object-cover"
                />
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      <StaffField
        {...form}
        name="portraitFile"
        type="file"
        label={photos.length ? "Or upload a portrait" : "Upload a portrait"}
        hint="JPEG, PNG, WebP or AVIF, at least 400 pixels wide; it joins the library. Upright portraits crop best."
        attributes={{ accept: "image/jpeg,image/png,image/webp,image/avif" }}
      />
    </div>
  );
}

interface PanelProps {
  id: SectionId;
  intro: string;
  entries: { key: string; label: ReactNode; remove: Record<string, string> }[];
  addLabel: string;
  multipart?: boolean;
  /** The add form's fields, given the form as the server last answered it. */
  children: (form: StaffForm) => ReactNode;
}

/** A panel: its entries, each with a remove button, and the form that adds one. */
function Panel({
  id,
  intro,
  entries,
  addLabel,
  multipart,
  children,
  outcome,
  saved,
  csrf,
  revision,
}: PanelProps & { outcome: Outcome | undefined; saved: SectionId | null; csrf: string; revision: number }) {
  const form = staffForm(id, outcome?.section === id ? outcome : undefined);
  return (
    <StaffPanel id={id} title={sections[id]} className="scroll-mt-6">
      <p className="text-slate-text mt-2 text-sm">{intro}</p>
      {saved === id && !outcome ? (
        <p role="status" className="mt-4 rounded-xl bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-900">
          Saved in the draft.
        </p>
      ) : null}
      {entries.length ? (
        <ul className="divide-ink-900-10 border-ink-900-10 mt-4 divide-y border-y">
          {entries.map((entry) => (
            <li key={entry.key} className="flex flex-wrap items-center justify-between gap-3 py-3 text-sm">
              <div className="flex items-center gap-3">{entry.label}</div>
              <IntentForm csrf={csrf} intent={`remove:${id}`}>
                <RevisionField revision={revision} />
                {Object.entries(entry.remove).map(([name, value]) => (
                  <input key={name} type="hidden" name={name} value={value} />
                ))}
                <button type="submit" className={staffClasses.secondary}>
                  Remove<span className="sr-only"> {entry.key}</span>
                </button>
              </IntentForm>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-ink-950 mt-4 text-sm font-medium">Empty: the pages show nothing here yet.</p>
      )}
      <form
        method="post"
        encType={multipart ? "multipart/form-data" : undefined}
        className="mt-6 grid gap-4"
        aria-label={addLabel}
      >
        <CsrfField csrf={csrf} />
        <RevisionField revision={revision} />
        <input
          type="hidden"
          name="intent"
          value={`${id === "founders" || id === "certificate" ? "set" : "add"}:${id}`}
        />
        <ProblemList
          form={id}
          errors={form.errors}
          labels={labels}
          problems={outcome?.section === id ? outcome.problems : []}
        />
        {children(form)}
        <SubmitRow>{addLabel}</SubmitRow>
      </form>
    </StaffPanel>
  );
}

const thumb = (src: string, alt = "") => (
  <img src={src} alt={alt} width={40} height={50} className="bg-ivory-100 h-12 w-10 rounded object-cover" />
);

const portraitSrc = (p: Portrait) => `/photos/${p.photo}-${Math.min(...p.widths)}.webp`;

/** Each part of the proof: what the panel says, what it lists, and the fields that add an entry. */
function panels(
  proof: ProofEdit,
  founders: { founder: string; coo: string },
  photos: ProofPhoto[],
  services: readonly { slug: string; name: string }[],
): PanelProps[] {
  const certificate = proof.certificate;
  return [
    {
      id: "founders",
      intro: `Portraits of ${founders.founder} and ${founders.coo}, shown on their cards on the About page in place of their initials.`,
      entries: (["founder", "coo"] as const).flatMap((which) => {
        const chosen = proof.founders[which];
        if (!chosen) return [];
        const label = (
          <>
            {thumb(portraitSrc(chosen))} {founders[which]}
          </>
        );
        return [{ key: founders[which], label, remove: { which } }];
      }),
      addLabel: "Save the portrait",
      multipart: true,
      children: (form) => (
        <>
          <StaffField
            {...form}
            errors={{}}
            name="which"
            label="Whose portrait"
            type="select"
            options={[
              { value: "founder", label: founders.founder },
              { value: "coo", label: founders.coo },
            ]}
          />
          <PortraitPicker form={form} photos={photos} />
        </>
      ),
    },
    {
      id: "team",
      intro: "The attendants and coordinators a client meets, in the order the About page shows them.",
      entries: proof.team.map((m, i) => ({
        key: m.name,
        label: (
          <>
            {thumb(portraitSrc(m.portrait))}
            <span>
              <span className="text-ink-950 font-medium">{m.name}</span> · {m.role.en} / {m.role.es || "no Spanish"}
            </span>
          </>
        ),
        remove: { index: String(i) },
      })),
      addLabel: "Add to the team",
      multipart: true,
      children: (form) => (
        <>
          <StaffField {...form} name="name" label="Name" />
          <BilingualFields {...form} name="role" label="Role (e.g. Event coordinator)" />
          <PortraitPicker form={form} photos={photos} />
        </>
      ),
    },
    {
      id: "certificate",
      intro:
        "The certificate venues ask for. Its link sits beside the liability coverage on the home, About and Services pages, and is hidden after its expiry date.",
      entries: certificate
        ? [
            {
              key: "certificate",
              label: (
                <a href={`/proof/${certificate.file}`} className="text-gold-700 underline underline-offset-2">
                  {certificate.insurer}, valid through {certificate.expires} (PDF)
                </a>
              ),
              remove: {},
            },
          ]
        : [],
      addLabel: "Save the certificate",
      multipart: true,
      children: (form) => {
        // Until a save is refused, the form shows the certificate kept.
        const values = Object.keys(form.values).length
          ? form.values
          : { insurer: certificate?.insurer ?? "", expires: certificate?.expires ?? "" };
        return (
          <>
            <StaffField
              {...form}
              name="file"
              type="file"
              label={certificate ? "A new PDF (leave empty to keep the current one)" : "The certificate (PDF)"}
              hint="A PDF of at most 5 MB."
              attributes={{ accept: "application/pdf" }}
            />
            <StaffField {...form} values={values} name="insurer" label="Insurer" />
            <StaffField {...form} values={values} name="expires" type="date" label="Valid through" />
          </>
        );
      },
    },
    {
      id: "partners",
      intro: "Venues and hotels the company works at, shown by their logos on the home and About pages.",
      entries: proof.partners.map((p, i) => ({
        key: p.name,
        label: (
          <>
            <img
              src={`/proof/${p.logo.file}`}
              alt=""
              width={p.logo.width}
              height={p.logo.height}
              className="h-8 w-auto max-w-28 object-contain"
            />
            <span>
              <span className="text-ink-950 font-medium">{p.name}</span> · {p.kind}
            </span>
          </>
        ),
        remove: { index: String(i) },
      })),
      addLabel: "Add the venue",
      multipart: true,
      children: (form) => (
        <>
          <StaffField {...form} name="name" label="Venue's name" />
          <StaffField
            {...form}
            name="kind"
            label="Kind"
            type="select"
            options={[
              { value: "venue", label: "Venue" },
              { value: "hotel", label: "Hotel" },
            ]}
          />
          {/* Its problems go by "logo.file", the schema's name for the stored file. */}
          <StaffField
            {...form}
            name="logo.file"
            type="file"
            label="Logo"
            hint="PNG, WebP or AVIF (a transparent background looks best), at least 120 pixels wide, at most 2 MB."
            attributes={{ name: "logo", accept: "image/png,image/webp,image/avif" }}
          />
        </>
      ),
    },
    {
      id: "events",
      intro: "Events the company parked, named with the client's permission: the About page lists them, newest first.",
      entries: proof.events.map((e, i) => ({
        key: `${e.name.en} ${e.month}`,
        label: (
          <span>
            <span className="text-ink-950 font-medium">{e.name.en}</span> · {e.month} · {e.venue}
            {e.guests ? ` · ${e.guests} guests` : ""}
          </span>
        ),
        remove: { index: String(i) },
      })),
      addLabel: "Add the event",
      children: (form) => (
        <>
          <BilingualFields
            {...form}
            name="name"
            label="Event (e.g. The Whitfield wedding)"
            hintEs="The same words for a proper name."
          />
          <div className="grid gap-4 md:grid-cols-3">
            <StaffField {...form} name="venue" label="Venue" />
            <StaffField {...form} name="month" label="Month (YYYY-MM)" />
            <StaffField {...form} name="guests" label="Guests (optional)" />
          </div>
          <StaffField
            {...form}
            name="service"
            label="Service"
            type="select"
            options={eventServices.map((value) => ({
              value,
              label: services.find((s) => s.slug === value)?.name ?? value,
            }))}
          />
        </>
      ),
    },
    {
      id: "press",
      intro: "Articles about the company: the About page links to each.",
      entries: proof.press.map((p, i) => ({
        key: p.url,
        label: (
          <span>
            <span className="text-ink-950 font-medium">{p.outlet}</span> · {p.headline.en} · {p.month}
          </span>
        ),
        remove: { index: String(i) },
      })),
      addLabel: "Add the article",
      children: (form) => (
        <>
          <StaffField {...form} name="outlet" label="Publication" />
          <BilingualFields {...form} name="headline" label="Headline" hintEs="Translated, or the same words." />
          <div className="grid gap-4 md:grid-cols-2">
            <StaffField {...form} name="url" type="url" label="Address of the article (https://…)" />
            <StaffField {...form} name="month" label="Month (YYYY-MM)" />
          </div>
        </>
      ),
    },
    {
      id: "reviews",
      intro:
        "The company's profiles on Google, Yelp and the like, linked with their rating and count from the home and About pages.",
      entries: proof.reviews.map((r, i) => ({
        key: r.url,
        label: (
          <span>
            <span className="text-ink-950 font-medium">{r.network}</span> · {r.rating} from {r.count} reviews
          </span>
        ),
        remove: { index: String(i) },
      })),
      addLabel: "Add the profile",
      children: (form) => (
        <div className="grid gap-4 md:grid-cols-2">
          <StaffField {...form} name="network" label="Platform (e.g. Google)" />
          <StaffField {...form} name="url" type="url" label="Address of the profile (https://…)" />
          <StaffField {...form} name="rating" label="Rating (e.g. 4.9)" />
          <StaffField {...form} name="count" label="Number of reviews" />
        </div>
      ),
    },
  ];
}

/** Every part of the proof, each in its panel, with the answer to the last save beside its own. */
export function ProofPanels({
  proof,
  founders,
  photos,
  outcome,
  saved,
  csrf,
  revision,
}: {
  proof: ProofEdit;
  founders: { founder: string; coo: string };
  photos: ProofPhoto[];
  outcome: Outcome | undefined;
  saved: SectionId | null;
  csrf: string;
  revision: number;
}) {
  const { services } = useContent().en.services;
  return panels(proof, founders, photos, services).map((panel) => (
    <Panel key={panel.id} {...panel} outcome={outcome} saved={saved} csrf={csrf} revision={revision} />
  ));
}
