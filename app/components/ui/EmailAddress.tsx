import { Fragment } from "react";
import { cn } from "~/lib/cn";

/** A part of an address with a break opportunity before each of its dots. */
function BreakBeforeDots({ text }: { text: string }) {
  let at = 0;
  const pieces = text.split(/(?=\.)/).map((piece) => {
    const start = at;
    at += piece.length;
    return { piece, start };
  });
  return pieces.map(({ piece, start }) => (
    <Fragment key={start}>
      {start > 0 ? <wbr /> : null}
      {piece}
    </Fragment>
  ));
}

/**
 * An e-mail address that wraps, when it must, only after its "@" ("bookings@ / goldenkeyvalet.example") or, in a
 * part still too long for the line, before a "." ("goldenkeyvalet / .example"); never inside a word ("…examp /
 * le"). Each side of the "@" is an inline block, so the break after it comes first. A span, so that in a flex row
 * it is one item that may shrink.
 */
export function EmailAddress({ address, className }: { address: string; className?: string }) {
  const at = address.lastIndexOf("@");
  const sides = at < 1 ? [address] : [address.slice(0, at + 1), address.slice(at + 1)];
  return (
    <span className={cn("min-w-0 break-normal", className)}>
      {sides.map((side) => (
        <span key={side} className="inline-block">
          <BreakBeforeDots text={side} />
        </span>
      ))}
    </span>
  );
}
