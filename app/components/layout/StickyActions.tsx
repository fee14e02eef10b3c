import { Icon } from "~/components/ui/Icon";
import { formPages } from "~/content/routes-index";
import { useContent } from "~/lib/content-context";
import { localizePath, useLang } from "~/lib/lang";
import { normalizePath } from "~/lib/paths";

/**
 * Call and Book, fixed to the bottom of the screen on phones (under 768 px), above the home indicator (safe-area
 * inset), once the first screen (the hero's own calls to action) is scrolled past: app.css's scroll-driven
 * `scroll-top-show` keyframes, where supported; from the top elsewhere. No script: it hides itself while a field
 * has focus, so the on-screen keyboard never meets it, and the page reserves its height after the footer
 * (StickyActionsSpace), so it covers nothing at the end of the page. The site frame leaves both out of the form
 * pages. Rendered before the back-to-top button, which it lifts above itself.
 */
export function StickyActions() {
  const { site, links, ui } = useContent();
  const lang = useLang();
  const words = ui[lang].stickyBar;
  return (
    <nav
      aria-label={words.label}
      className="bg-ink-950-95 border-white-10 fixed inset-x-0 bottom-0 z-20 border-t px-4 pt-2.5 pb-[max(0.625rem,env(safe-area-inset-bottom))] [backdrop-filter:blur(8px)] supports-[animation-timeline:scroll()]:[animation-fill-mode:both] supports-[animation-timeline:scroll()]:[animation-name:scroll-top-show] supports-[animation-timeline:scroll()]:[animation-range:600px_601px] supports-[animation-timeline:scroll()]:[animation-timeline:scroll(root)] supports-[animation-timeline:scroll()]:[animation-timing-function:linear] md:hidden max-md:[&~.scroll-top]:bottom-[calc(4.75rem+max(0.625rem,env(safe-area-inset-bottom)))] [body:has(:is(input,textarea,select):focus)_&]:hidden"
    >
      <ul className="mx-auto grid max-w-md grid-cols-2 gap-3">
        <li>
          <a
            href={links.tel}
            aria-label={words.callLabel(site.phone.display)}
            className="text-ivory-50 hover:border-gold-300 hover:text-gold-300 border-white-30 flex min-h-12 items-center justify-center gap-2 rounded-full border text-sm font-medium tracking-wide"
          >
            <Icon name="call" className="text-gold-300 size-4" />
            {words.call}
          </a>
        </li>
        <li>
          <a
            href={localizePath("/book", lang)}
            className="bg-gold-400 text-ink-950 hover:bg-gold-300 flex min-h-12 items-center justify-center gap-2 rounded-full text-sm font-medium tracking-wide"
          >
            <Icon name="booking" className="size-4" />
            {words.book}
          </a>
        </li>
      </ul>
    </nav>
  );
}

/** The bar's height, kept free after the footer on phones so the end of the page scrolls clear of it. */
export function StickyActionsSpace() {
  return (
    <div
      aria-hidden="true"
      className="bg-ink-950 h-[calc(3.75rem+max(0.625rem,env(safe-area-inset-bottom)))] md:hidden"
    />
  );
}

/** The pages holding a lead form, in either language: their form is the action, so the bar stays off them. */
export const onFormPage = (pathname: string) => formPages.includes(normalizePath(pathname));
