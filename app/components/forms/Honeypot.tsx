import { formWords } from "~/content/form-words";
import { metaFields } from "~/forms/registry";
import { useFormLang } from "./form-lang";

/** A field people never see or reach; bots fill it in, and the server holds what they send as spam. */
export function Honeypot() {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        {formWords[useFormLang()].honeypot}
        <input type="text" name={metaFields.honeypot} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
