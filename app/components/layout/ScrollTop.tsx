import { Icon } from "~/components/ui/Icon";
import { useContent } from "~/lib/content-context";
import { useLang } from "~/lib/lang";

/**
 * Shown past 500 px of scroll by a CSS scroll-driven animation (site.ts stands in where unsupported); never on a form
 * page, where it would cover the form's last field or its thank-you (app.css).
 */
export function ScrollTop() {
  const { ui } = useContent();
  const lang = useLang();
  return (
    <a
      href="#top"
      className="scroll-top border-gold-400-40 bg-ink-900-90 text-gold-300 hover:bg-ink-800 fixed right-5 bottom-5 z-30 inline-flex size-12 items-center justify-center rounded-full border shadow-[0_10px_15px_-3px_rgb(0_0_0/0.3),0_4px_6px_-4px_rgb(0_0_0/0.3)] [backdrop-filter:blur(8px)]"
      aria-label={ui[lang].backToTop}
      data-scroll-top
    >
      <Icon name="arrow-up" className="size-5" />
    </a>
  );
}
