import { useContent } from "~/lib/content-context";
import { localizePath, useLang } from "~/lib/lang";
import { FormLang } from "./form-lang";
import { Honeypot } from "./Honeypot";

/**
 * The newsletter sign-up: a plain form posting to the page's own language's /newsletter (/es/newsletter on a
 * Spanish page), so it works on cached pages without script and answers in that language.
 */
export function NewsletterForm({ error, email }: { error?: string; email?: string }) {
  const lang = useLang();
  const words = useContent().modules.newsletterWords.newsletterWords[lang].box;
  return (
    <form
      method="post"
      action={localizePath("/newsletter", lang)}
      noValidate
      className="mx-auto flex max-w-lg flex-col gap-3 text-left"
    >
      <label htmlFor="newsletter-email" className="text-ivory-100 text-sm font-medium">
        {words.label}
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
          className="text-ivory-50 placeholder:text-ivory-100-50 focus:border-gold-300 border-white-20 bg-white-5 min-h-12 flex-1 rounded-full border px-5 focus:outline-none"
          placeholder={words.placeholder}
        />
        <button
          type="submit"
          className="bg-gold-400 text-ink-950 hover:bg-gold-300 inline-flex min-h-12 items-center justify-center rounded-full px-7 text-sm font-medium"
        >
          {words.submit}
        </button>
      </div>
      {error ? (
        <p id="newsletter-email-error" className="text-sm font-medium text-red-300">
          {error}
        </p>
      ) : null}
      <FormLang.Provider value={lang}>
        <Honeypot />
      </FormLang.Provider>
      <p className="text-ivory-100-70 text-xs">{words.note}</p>
    </form>
  );
}
