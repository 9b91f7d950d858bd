/** Why a result matched: its title and an excerpt around the first match, split into plain and matched pieces. */
import type { SearchHit } from "./searchIndex";
import { termsOfWord, wordsOf } from "./searchText";

/** A piece of text, matched (highlighted) or not. */
export type TextPiece = { text: string; matched: boolean };

/** Longest excerpt, in characters (before the ellipses). */
const EXCERPT_LENGTH = 220;
/** Context kept before the first match when the excerpt does not start at the text's start. */
const CONTEXT_BEFORE = 60;

const matches = (word: string, terms: ReadonlySet<string>) => termsOfWord(word).some((term) => terms.has(term));

/** The text split into pieces, the words matching the terms marked. */
export function highlightText(text: string, terms: ReadonlySet<string>): TextPiece[] {
  const pieces: TextPiece[] = [];
  let at = 0;
  for (const { word, start, end } of wordsOf(text)) {
    if (!matches(word, terms)) continue;
    if (start > at) pieces.push({ text: text.slice(at, start), matched: false });
    pieces.push({ text: text.slice(start, end), matched: true });
    at = end;
  }
  if (at < text.length) pieces.push({ text: text.slice(at), matched: false });
  return pieces;
}

/** A word boundary at or before `index` (a space), so that excerpts never cut a word. */
function spaceBefore(text: string, index: number): number {
  const space = text.lastIndexOf(" ", index);
  return space <= 0 ? 0 : space + 1;
}

/**
 * At most EXCERPT_LENGTH characters of a text from a little before its first match (never leaving
 * room unused at its end), cut after whole words, with ellipses where cut.
 */
function excerptAt(text: string, first: number): string {
  const start =
    text.length <= EXCERPT_LENGTH || first <= CONTEXT_BEFORE
      ? 0
      : spaceBefore(text, Math.min(first - CONTEXT_BEFORE, text.length - EXCERPT_LENGTH));
  const end = start + EXCERPT_LENGTH >= text.length ? text.length : spaceBefore(text, start + EXCERPT_LENGTH) - 1;
  const piece = text.slice(start, end > start ? end : start + EXCERPT_LENGTH).trim();
  return `${start > 0 ? "…" : ""}${piece}${end < text.length ? "…" : ""}`;
}

/** The excerpt under a result: the summary when it matches (or nothing does), else the body around the first match. */
export function excerptOf(hit: SearchHit): TextPiece[] {
  const { summary, body } = hit.document;
  const sources = [summary, body].map((text) => text.replace(/\s+/g, " ").trim()).filter(Boolean);
  for (const source of sources) {
    const match = wordsOf(source).find(({ word }) => matches(word, hit.matchedTerms));
    if (match) return highlightText(excerptAt(source, match.start), hit.matchedTerms);
  }
  return sources[0] ? highlightText(excerptAt(sources[0], 0), hit.matchedTerms) : [];
}
