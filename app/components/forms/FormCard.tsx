import type { ReactNode } from "react";

/** The white card a form sits in, with its heading. */
export function FormCard({
  id,
  heading,
  intro,
  children,
}: {
  id: string;
  heading: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className="group border-ink-900-10 scroll-mt-28 rounded-[2rem] border bg-white p-6 shadow-[0_30px_60px_-40px_rgb(10_14_24/0.4)] sm:p-10"
    >
      <h2 id={`${id}-heading`} className="font-display text-ink-950 text-3xl sm:text-4xl">
        {heading}
      </h2>
      {/* The intro asks for the form's details: once the thank-you has replaced the form, it goes. */}
      {intro ? (
        <p className="text-slate-text mt-3 leading-relaxed group-has-[[data-thank-you]]:hidden">{intro}</p>
      ) : null}
      <div className="mt-8">{children}</div>
    </section>
  );
}

/** A form page's body: the form's card, and beside it (below it on phones) the contact details. */
export function FormPageBody({ children, aside }: { children: ReactNode; aside: ReactNode }) {
  return (
    <div className="bg-ivory-50 py-16 sm:py-24">
      <div className="mx-auto grid max-w-7xl gap-10 px-5 sm:px-8 lg:grid-cols-[1.7fr_1fr]">
        {children}
        {aside}
      </div>
    </div>
  );
}
