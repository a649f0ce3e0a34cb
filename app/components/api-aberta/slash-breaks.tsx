import { Fragment } from "react";

/**
 * A URL or a path that a narrow box may break only after a slash ("https://api.…/" then "api/"),
 * never inside a word ("…/a" then "pi/", which `break-all` did). The element holding it keeps the
 * normal word-breaking rules; a single part longer than its box scrolls instead.
 */
export function SlashBreaks({ text }: { text: string }) {
  // A break after each run of slashes ("https://" stays whole); each part keyed by where it starts.
  let start = 0;
  const parts = text.split(/(?<=\/)(?!\/)/).map((part) => {
    const at = start;
    start += part.length;
    return { at, part };
  });
  return (
    <>
      {parts.map(({ at, part }, index) => (
        <Fragment key={at}>
          {part}
          {index < parts.length - 1 ? <wbr /> : null}
        </Fragment>
      ))}
    </>
  );
}
