import { Fragment, type ReactNode } from "react";

/** An e-mail address, or a web address written with its scheme or `www.`, in running text (not its final punctuation). */
const ADDRESS = /[^\s@]+@[^\s@]+\.[^\s@]*[\p{L}\p{N}]|(?:https?:\/\/|www\.)\S*[\p{L}\p{N}/]/gu;

/** Where an address may wrap: after `@` and `//`, before `.` and a single `/`. */
const BREAK = /(?<=@)|(?<=:\/\/)|(?=\.)|(?<![:/])(?=\/)/;

/**
 * Text with a line-break opportunity (`<wbr>`) at the `@`, `.` and `/` of every address in it, so a
 * long address that does not fit its column wraps there and not inside a word (the CSS's
 * `overflow-wrap: anywhere` only breaks a word when nothing else on the line can).
 */
export function breakableText(text: string): ReactNode {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(ADDRESS)) {
    parts.push(text.slice(last, match.index));
    match[0].split(BREAK).forEach((piece, index) => {
      if (index > 0) parts.push(<wbr key={`${match.index}-${index}`} />);
      parts.push(piece);
    });
    last = match.index + match[0].length;
  }
  if (last === 0) return text;
  parts.push(text.slice(last));
  return parts.map((part, index) => (typeof part === "string" ? <Fragment key={index}>{part}</Fragment> : part));
}
