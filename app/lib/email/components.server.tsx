import { type CSSProperties, createContext, Fragment, type ReactElement, type ReactNode, useContext } from "react";
import { renderToStaticMarkup } from "react-dom/server";

/*
 * The building blocks of the e-mails. Each one renders twice from the same tree: as e-mail-safe HTML (tables,
 * inline styles) and as the plain-text part, so the two never say different things. React escapes everything a
 * visitor typed in both; links are only ever built from checked URLs (see text.server.ts).
 */

type Part = "html" | "text";
const PartContext = createContext<Part>("html");
const useText = () => useContext(PartContext) === "text";

export const colors = {
  ink: "#0a0e18",
  gold: "#d1ad66",
  ivory: "#fbf8f1",
  body: "#1a2236",
  muted: "#4a5368", // 7.3:1 on ivory
  link: "#7a5614", // dark gold, 6.6:1 on white
  rule: "#e6dcc6",
};
const sans = "Arial, Helvetica, sans-serif";
const serif = "Georgia, 'Times New Roman', Times, serif";
const linkStyle: CSSProperties = { color: colors.link, textDecoration: "underline" };
const paragraphStyle: CSSProperties = {
  margin: "0 0 16px 0",
  fontFamily: sans,
  fontSize: "16px",
  lineHeight: "24px",
  color: colors.body,
};

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

/** React's escaping of text, undone: the text part is not HTML. */
const unescapeText = (value: string) =>
  value
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&");

/** Both parts of an e-mail from its component tree. */
export function renderEmail(subject: string, email: ReactElement): RenderedEmail {
  const html = renderToStaticMarkup(<PartContext value="html">{email}</PartContext>);
  const text = unescapeText(renderToStaticMarkup(<PartContext value="text">{email}</PartContext>));
  return {
    subject,
    html: `<!DOCTYPE html>\n${html}\n`,
    text: `${text
      .replace(/[ \t]+\n/g, "\n")
      .replace(/\n{3,}/g, "\n\n")
      .trim()}\n`,
  };
}

/** The document: brand bar, white card, small print; the preheader is the inbox preview line. */
export function EmailLayout(props: {
  /** The company's name, in the brand bar. */
  brand: string;
  title: string;
  preheader: string;
  footer: ReactNode;
  children: ReactNode;
  /** The language of the text (a Spanish visitor's confirmation); English when not given. */
  lang?: string;
}) {
  if (useText()) {
    return (
      <>
        {props.children}
        {"\n--\n"}
        {props.footer}
      </>
    );
  }
  // Filler after the preheader keeps clients from pulling body text into the inbox preview.
  const filler = "\u034f\u200c\u00a0".repeat(40);
  return (
    <html lang={props.lang ?? "en"} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="x-apple-disable-message-reformatting" />
        <meta name="color-scheme" content="light" />
        <meta name="supported-color-schemes" content="light" />
        <title>{props.title}</title>
      </head>
      <body style={{ margin: 0, padding: 0, backgroundColor: colors.ivory, WebkitTextSizeAdjust: "100%" }}>
        <div
          style={{
            display: "none",
            fontSize: "1px",
            lineHeight: "1px",
            maxHeight: 0,
            maxWidth: 0,
            opacity: 0,
            overflow: "hidden",
            color: colors.ivory,
          }}
        >
          {props.preheader}
          {filler}
        </div>
        <Table width="100%" style={{ width: "100%", backgroundColor: colors.ivory }}>
          <tr>
            <td align="center" style={{ padding: "24px 12px" }}>
              <Table width="600" style={{ width: "100%", maxWidth: "600px", borderCollapse: "collapse" }}>
                <tr>
                  <td
                    style={{
                      backgroundColor: colors.ink,
                      padding: "22px 32px",
                      fontFamily: serif,
                      fontSize: "24px",
                      lineHeight: "32px",
                      color: colors.gold,
                      letterSpacing: "0.5px",
                    }}
                  >
                    {props.brand}
                  </td>
                </tr>
                <tr>
                  <td
                    style={{
                      backgroundColor: "#ffffff",
                      border: `1px solid ${colors.rule}`,
                      borderTop: 0,
                      padding: "32px",
                      fontFamily: sans,
                      fontSize: "16px",
                      lineHeight: "24px",
                      color: colors.body,
                    }}
                  >
                    {props.children}
                  </td>
                </tr>
                <tr>
                  <td
                    style={{
                      padding: "20px 32px",
                      fontFamily: sans,
                      fontSize: "13px",
                      lineHeight: "20px",
                      color: colors.muted,
                    }}
                  >
                    {props.footer}
                  </td>
                </tr>
              </Table>
            </td>
          </tr>
        </Table>
      </body>
    </html>
  );
}

function Table({ children, ...props }: { children: ReactNode; width?: string; style?: CSSProperties }) {
  return (
    <table role="presentation" cellPadding={0} cellSpacing={0} border={0} {...props}>
      <tbody>{children}</tbody>
    </table>
  );
}

export function Heading({ children }: { children: string }) {
  if (useText()) return <>{`${children}\n\n`}</>;
  const style = { ...paragraphStyle, fontFamily: serif, fontSize: "24px", lineHeight: "32px", color: colors.ink };
  return <h1 style={{ ...style, fontWeight: "normal" }}>{children}</h1>;
}

/** A section heading; underlined with dashes in the text part. */
export function Subheading({ children }: { children: string }) {
  if (useText()) return <>{`\n${children}\n${"-".repeat(children.length)}\n`}</>;
  return (
    <h2
      style={{
        margin: "24px 0 8px 0",
        fontFamily: serif,
        fontSize: "18px",
        lineHeight: "26px",
        fontWeight: "normal",
        color: colors.ink,
      }}
    >
      {children}
    </h2>
  );
}

export function Paragraph({ children, small }: { children: ReactNode; small?: boolean }) {
  if (useText())
    return (
      <>
        {children}
        {"\n\n"}
      </>
    );
  const style = small
    ? { ...paragraphStyle, fontSize: "13px", lineHeight: "20px", color: colors.muted }
    : paragraphStyle;
  return <p style={style}>{children}</p>;
}

/** A line break in HTML; a new line in the text part. */
export function Break() {
  return useText() ? "\n" : <br />;
}

export function Strong({ children }: { children: ReactNode }) {
  return useText() ? children : <strong>{children}</strong>;
}

const sameAddress = (href: string, label: string) =>
  href.replace(/^mailto:/, "").replace(/\/$/, "") === label.replace(/\/$/, "");

/** A link; in the text part its address follows the label unless the label is the address. */
export function Link({
  href,
  children,
  muted,
  address,
}: {
  href: string;
  children: string;
  muted?: boolean;
  /** The link shows a long address: it may break anywhere rather than widen the message on a phone. */
  address?: boolean;
}) {
  if (useText()) return <>{sameAddress(href, children) ? children : `${children} (${href})`}</>;
  const style = muted ? { color: colors.muted, textDecoration: "underline" } : linkStyle;
  return (
    <a href={href} style={address ? { ...style, wordBreak: "break-all" as const } : style}>
      {children}
    </a>
  );
}

/** A bulletproof button: ink cell, gold label. In the text part: "label (address)". */
export function Button({ href, children }: { href: string; children: string }) {
  if (useText()) return <>{`${children} (${href})\n\n`}</>;
  return (
    <table
      role="presentation"
      cellPadding={0}
      cellSpacing={0}
      border={0}
      style={{ margin: "8px 0 16px 0", borderCollapse: "separate" }}
    >
      <tbody>
        <tr>
          <td style={{ backgroundColor: colors.ink, borderRadius: "4px" }}>
            <a
              href={href}
              style={{
                display: "inline-block",
                padding: "12px 22px",
                fontFamily: sans,
                fontSize: "16px",
                lineHeight: "20px",
                fontWeight: "bold",
                color: colors.gold,
                textDecoration: "none",
                borderRadius: "4px",
              }}
            >
              {children}
            </a>
          </td>
        </tr>
      </tbody>
    </table>
  );
}

/** Text as typed, its line breaks kept. */
export function MultiLine({ value }: { value: string }) {
  if (useText()) return value;
  return value.split("\n").map((line, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one value, in order
    <Fragment key={i}>
      {i > 0 ? <br /> : null}
      {line}
    </Fragment>
  ));
}

/** Label and value rows: a table in HTML, "Label: value" lines in the text part. */
export function Details({ rows }: { rows: { label: string; value: ReactNode }[] }) {
  if (useText()) {
    return (
      <>
        {rows.map((row) => (
          <Fragment key={row.label}>
            {row.label}: {row.value}
            {"\n"}
          </Fragment>
        ))}
        {"\n"}
      </>
    );
  }
  const cell: CSSProperties = {
    padding: "8px 0",
    borderBottom: `1px solid ${colors.rule}`,
    fontFamily: sans,
    verticalAlign: "top",
  };
  return (
    <table
      cellPadding={0}
      cellSpacing={0}
      border={0}
      width="100%"
      style={{ width: "100%", borderCollapse: "collapse", margin: "0 0 16px 0" }}
    >
      <tbody>
        {rows.map((row) => (
          <tr key={row.label}>
            <th
              scope="row"
              align="left"
              style={{
                ...cell,
                paddingRight: "12px",
                fontSize: "14px",
                lineHeight: "20px",
                fontWeight: "bold",
                color: colors.muted,
                width: "38%",
              }}
            >
              {row.label}
            </th>
            <td style={{ ...cell, fontSize: "15px", lineHeight: "22px", color: colors.body, wordBreak: "break-word" }}>
              {row.value}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The reference, set apart: a gold-ruled ivory box in HTML. */
export function ReferenceBox({
  reference,
  received,
  words = { reference: "Your reference:", received: "Received" },
}: {
  reference: string;
  received: string;
  words?: { reference: string; received: string };
}) {
  if (useText()) return <>{`${words.reference} ${reference}\n${words.received}: ${received}\n\n`}</>;
  return (
    <Table width="100%" style={{ width: "100%", margin: "0 0 16px 0" }}>
      <tr>
        <td
          style={{
            backgroundColor: colors.ivory,
            borderLeft: `4px solid ${colors.gold}`,
            padding: "12px 16px",
            fontFamily: sans,
            fontSize: "16px",
            lineHeight: "24px",
            color: colors.body,
          }}
        >
          {words.reference} <strong style={{ fontSize: "18px", letterSpacing: "1px" }}>{reference}</strong>
          <br />
          <span style={{ fontSize: "14px", color: colors.muted }}>
            {words.received}: {received}
          </span>
        </td>
      </tr>
    </Table>
  );
}
