/** A sentence the content writes around its link: the words before it, the link's own words, the words after it. */
export function LinkedSentence({
  words: [before, link, after],
  href,
  className,
}: {
  words: readonly string[];
  href: string;
  className: string;
}) {
  return (
    <>
      {before}
      <a href={href} className={className}>
        {link}
      </a>
      {after}
    </>
  );
}
