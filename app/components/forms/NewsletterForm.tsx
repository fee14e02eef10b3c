import { Honeypot } from "./Honeypot";

/** The newsletter sign-up: a plain form posting to /newsletter, so it works on prerendered pages without script. */
export function NewsletterForm({ error, email }: { error?: string; email?: string }) {
  return (
    <form method="post" action="/newsletter" noValidate className="mx-auto flex max-w-lg flex-col gap-3 text-left">
      <label htmlFor="newsletter-email" className="text-ivory-100 text-sm font-medium">
        Email address
      </label>
      <div className="flex flex-col gap-3 sm:flex-row">
        <input
          id="newsletter-email"
          type="email"
          name="email"
          autoComplete="email"
          defaultValue={email}
          aria-required="true"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "newsletter-email-error" : undefined}
          // biome-ignore lint/a11y/noAutofocus: after a refused sign-up, focus goes to the field to fix (no script)
          autoFocus={!!error}
          className="text-ivory-50 placeholder:text-ivory-100/50 focus:border-gold-300 min-h-12 flex-1 rounded-full border border-white/20 bg-white/5 px-5 focus:outline-none"
          placeholder="you@example.com"
        />
        <button
          type="submit"
          className="bg-gold-400 text-ink-950 hover:bg-gold-300 inline-flex min-h-12 items-center justify-center rounded-full px-7 text-sm font-medium"
        >
          Subscribe
        </button>
      </div>
      {error ? (
        <p id="newsletter-email-error" className="text-sm font-medium text-red-300">
          {error}
        </p>
      ) : null}
      <Honeypot />
      <p className="text-ivory-100/70 text-xs">About once a month. Every e-mail has an unsubscribe link.</p>
    </form>
  );
}
