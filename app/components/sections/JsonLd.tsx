/** A JSON-LD block. `<` is escaped so user-facing text can never close the script element. */
export function JsonLd({ data }: { data: object }) {
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  // biome-ignore lint/security/noDangerouslySetInnerHtml: serialised JSON with "<" escaped
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
