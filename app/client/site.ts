// The script of every page, fetched by the boot script once the first paint is on screen (ADR 031): the form's
// island on form pages (ADR 032), header dropdowns, the mobile menu where the platform lacks invoker commands, the
// open-now indicator, and scroll effects where CSS scroll-driven animations are missing. Until it runs, the no-JavaScript fallbacks hold (`html:not(.js)`). Bundled on its own
// (vite.config.ts, clientScripts) into one small file with what it imports.
import { openNowWords } from "../content/open-now-words";
import { EDITOR_HINT, previewOf } from "../lib/editor-hint";
import { hoursFromAttribute, officeStatus } from "../lib/office-hours";
import { loadScript } from "./load";
import { reportVitals } from "./vitals";

(() => {
  const doc = document;
  doc.documentElement.classList.add("js");

  runIslandWhenReached(doc.querySelector<HTMLElement>("[data-island]"));

  // Where the visit came from, kept for the visit and sent with a lead (hidden inputs marked data-visit).
  try {
    const store = sessionStorage;
    const utm = JSON.parse(store.getItem("visit-utm") || "{}");
    let found = false;
    for (const [key, value] of new URLSearchParams(location.search)) {
      if (key.startsWith("utm_")) {
        utm[key] = value.slice(0, 200);
        found = true;
      }
    }
    if (found) store.setItem("visit-utm", JSON.stringify(utm));
    const ref = doc.referrer;
    if (ref && new URL(ref).origin !== location.origin && !store.getItem("visit-referrer")) {
      store.setItem("visit-referrer", ref.slice(0, 500));
    }
    for (const input of doc.querySelectorAll("input[data-visit]")) {
      const key = input.getAttribute("data-visit") || "";
      const value = key === "referrer" ? store.getItem("visit-referrer") : utm[key];
      if (value) (input as HTMLInputElement).value = value;
    }
  } catch {
    // Storage can be unavailable (private modes); the server falls back to the form page's own URL.
  }

  // Dropdowns open on hover and on click. A hover-opened panel that is then clicked stays open (pinned) instead
  // of toggling shut, and touch never hovers: pointer events tell a finger from a mouse or a pen, where the
  // compatibility mouse events a tap fires do not.
  const toggles = Array.from(doc.querySelectorAll<HTMLButtonElement>("[data-dropdown] > button"));
  const isOpen = (button: HTMLButtonElement) => button.getAttribute("aria-expanded") === "true";
  const setOpen = (button: HTMLButtonElement, open: boolean, pinned = false) => {
    button.setAttribute("aria-expanded", String(open));
    button.toggleAttribute("data-pinned", open && pinned);
  };
  const closeAll = (except: HTMLButtonElement | null) => {
    for (const b of toggles) if (b !== except) setOpen(b, false);
  };

  for (const button of toggles) {
    const item = button.parentElement as HTMLElement;
    let timer = 0;
    // Until now CSS opened a panel on hover and focus (html:not(.js)); one open as this script arrives stays open,
    // pinned if focus opened it (a tap or click focuses the button), so the next tap or click closes it.
    if (item.matches(":focus-within")) setOpen(button, true, true);
    else if (item.matches(":hover")) setOpen(button, true);
    button.addEventListener("click", () => {
      const pinned = button.hasAttribute("data-pinned");
      closeAll(button);
      setOpen(button, !(isOpen(button) && pinned), true);
    });
    item.addEventListener("pointerenter", (event) => {
      if (event.pointerType === "touch") return;
      clearTimeout(timer);
      if (isOpen(button)) return;
      closeAll(button);
      setOpen(button, true);
    });
    item.addEventListener("pointerleave", (event) => {
      if (event.pointerType === "touch" || button.hasAttribute("data-pinned")) return;
      timer = window.setTimeout(() => setOpen(button, false), 150);
    });
    item.addEventListener("focusout", (event) => {
      if (!item.contains(event.relatedTarget as Node | null)) setOpen(button, false);
    });
    item.addEventListener("keydown", (event) => {
      const links = Array.from(item.querySelectorAll("a"));
      const index = links.indexOf(doc.activeElement as HTMLAnchorElement);
      if (event.key === "Escape" && isOpen(button)) {
        setOpen(button, false);
        button.focus();
      } else if (event.key === "ArrowDown" && links.length) {
        event.preventDefault();
        setOpen(button, true, true);
        links[(index + 1) % links.length]?.focus();
      } else if (event.key === "ArrowUp" && index >= 0) {
        event.preventDefault();
        if (index === 0) button.focus();
        else links[index - 1]?.focus();
      }
    });
  }
  // A tap or click anywhere else closes an open panel, as focus leaving it does.
  doc.addEventListener("click", (event) => {
    if (!(event.target as Element).closest?.("[data-dropdown]")) closeAll(null);
  });

  const menu = doc.getElementById("mobile-menu") as HTMLDialogElement | null;
  const opener = doc.querySelector("[data-open-menu]");
  if (menu && opener) {
    opener.setAttribute("aria-expanded", "false");
    menu.addEventListener("toggle", () => opener.setAttribute("aria-expanded", String(menu.open)));
    if (!("command" in HTMLButtonElement.prototype)) {
      opener.addEventListener("click", () => menu.showModal());
      doc.querySelector("[data-close-menu]")?.addEventListener("click", () => menu.close());
    }
    // Light dismiss where `closedby` is unsupported: a click on the backdrop lands on the dialog itself.
    menu.addEventListener("click", (event) => {
      if (event.target === menu || (event.target as Element).closest("a")) menu.close();
    });
  }

  const openNow = doc.querySelectorAll("[data-open-now]");
  if (openNow.length) {
    // The hours the page was rendered with (the owner's published edition); the bundled week if it carries none.
    const hours = hoursFromAttribute(doc.querySelector("[data-hours]")?.getAttribute("data-hours") ?? null);
    const { open, holiday } = officeStatus(new Date(), hours);
    const words = openNowWords[doc.documentElement.lang.startsWith("es") ? "es" : "en"];
    for (const el of openNow) {
      el.setAttribute("data-state", open ? "open" : "closed");
      const text = el.querySelector("[data-open-now-text]");
      if (text) text.textContent = open ? words.open : `${words.closed}${holiday ? words.holiday : ""}${words.still}`;
    }
  }

  if (!CSS.supports("animation-timeline: scroll()")) {
    const header = doc.querySelector(".site-header");
    const top = doc.querySelector("[data-scroll-top]");
    const update = () => {
      header?.toggleAttribute("data-scrolled", window.scrollY > 50);
      top?.toggleAttribute("data-visible", window.scrollY > 500);
    };
    addEventListener("scroll", update, { passive: true });
    update();
  }

  // A signed-in content editor goes from a public page to its words: the preview of this page, where each sentence
  // leads to its field. Public pages are cached alike for everyone, so the page learns it here, from a hint cookie.
  if (doc.cookie.split("; ").includes(`${EDITOR_HINT}=1`) && !/^\/staff(\/|$)/.test(location.pathname)) {
    const edit = doc.createElement("a");
    edit.href = previewOf(location.pathname);
    edit.textContent = "Edit this page";
    edit.className =
      "bg-gold-400 text-ink-950 hover:bg-gold-300 fixed bottom-5 left-5 z-30 rounded-full px-4 py-2.5 text-sm font-semibold shadow-lg max-md:bottom-[calc(4.75rem+max(0.625rem,env(safe-area-inset-bottom)))]";
    doc.body.append(edit);
  }

  // Real visitors' speed, for the share of views the page names (ADR 034); last, so nothing above waits on it.
  reportVitals(doc);
})();

/**
 * A form page's island (ADR 032): its bytes now, at the lowest priority; its code, React's evaluation and the
 * hydration, when the visitor first reaches for the form (pointer over it or down on it, focus, a key), so a
 * visitor who only reads or calls never pays for them. At once when the page answers a sending.
 */
function runIslandWhenReached(island: HTMLElement | null) {
  const src = island?.dataset.island;
  if (!island || !src) return;
  // The rules only the island's states use (errors, the estimate, the thanks) come with it, not in the page (ADR 044).
  const styles = island.dataset.islandStyles;
  const link = (rel: string, href: string) => {
    const element = document.createElement("link");
    element.rel = rel;
    element.href = href;
    document.head.append(element);
  };
  const load = () => {
    if (styles) link("stylesheet", styles);
    loadScript(src);
  };
  if ("islandNow" in island.dataset || island.contains(document.activeElement)) return load();
  link("prefetch", src);
  if (styles) link("prefetch", styles);
  const reached = new AbortController();
  const run = () => {
    reached.abort();
    load();
  };
  for (const type of ["pointerover", "pointerdown", "focusin", "keydown"]) {
    island.addEventListener(type, run, { capture: true, passive: true, signal: reached.signal });
  }
}
