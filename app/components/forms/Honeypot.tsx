import { ui } from "~/content/ui";
import { metaFields } from "~/forms/registry";
import { useLang } from "~/lib/lang";

/** A field people never see or reach; bots fill it in, and the server holds what they send as spam. */
export function Honeypot() {
  const lang = useLang();
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        {ui[lang].form.honeypot}
        <input type="text" name={metaFields.honeypot} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
