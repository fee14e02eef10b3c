import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

/** What a field's control needs to be named, labelled and described: spread it on the input, select or textarea. */
export interface ControlProps {
  id: string;
  name: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

/**
 * The one field of the staff pages: its label, a hint, the control the caller renders with `ControlProps`, and
 * the server's error beside it, wired for screen readers (the hint and the error describe the control).
 */
export function StaffField({
  id,
  name,
  label,
  hint,
  error,
  lang,
  className,
  children,
}: {
  id: string;
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  /** The language of the hint, when it is not the page's. */
  lang?: string;
  className?: string;
  children: (props: ControlProps) => ReactNode;
}) {
  const describedBy = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ");
  return (
    <div className={cn("grid min-w-0 content-start gap-1 text-sm", className)}>
      <label htmlFor={id} className="text-ink-950 font-medium">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} lang={lang} className="text-slate-text">
          {hint}
        </p>
      ) : null}
      {children({ id, name, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy || undefined })}
      {error ? (
        <p id={`${id}-error`} className="font-medium text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}
