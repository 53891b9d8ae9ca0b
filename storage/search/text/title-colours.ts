/**
 * The colour a title gives after "in": "Organic Cotton Duvet Cover in Cream", "Ripstop Nylon Hiking Daypack in Sky
 * Blue", "Mug in Navy and White". Such words say which colour the product is, never what it is: a query's head
 * found only there ("cream for oily skin") does not make the product the kind asked (query-head.ts,
 * candidate-features.ts), though the words still match and rank as words of the title. A colour is one the
 * catalogue's products state (their colour attributes, the CatalogIndex's colours), normalized as titles are.
 */
import { normalizeText, type Token } from './analyze.ts';

/** "in" opening a colour (not after a number: "10 in", a unit). */
const IN = /(?<![\d.])\sin\s/g;
/** Where the colour phrase ends: a break of the title (title-structure.ts) or its end. */
const END = /\s[-–—|/]\s|[,;:()[\]|]|\sw\/|\s(?:with|for|featuring|by|includes|including|in)\s/;
/** Between the colours of a phrase naming several ("Navy and White", "Black/White"). */
const BETWEEN = /\s*(?:\/|&|\+|\band\b|\bor\b)\s*/u;

/** The catalogue's colours as the title index reads them (`normalizeText`, spaces single). */
export function colourPhrases(colours: Iterable<string>): ReadonlySet<string> {
  const phrases = new Set<string>();
  for (const colour of colours) {
    const phrase = normalizeText(colour).replace(/\s+/g, ' ').trim();
    if (phrase !== '') phrases.add(phrase);
  }
  return phrases;
}

/**
 * Per token of a title (`normalized`, its `tokens`), 1 where the token is part of a colour given after "in";
 * undefined when the title gives none.
 */
export function titleColourTokens(
  normalized: string,
  tokens: readonly Token[],
  colours: ReadonlySet<string>,
): Uint8Array | undefined {
  if (colours.size === 0 || !normalized.includes(' in ')) return undefined;
  let marks: Uint8Array | undefined;
  for (const match of normalized.matchAll(IN)) {
    const from = match.index + match[0].length;
    const rest = normalized.slice(from);
    const end = END.exec(rest)?.index ?? rest.length;
    const phrase = rest.slice(0, end).replace(/\s+/g, ' ').trim();
    const parts = phrase.split(BETWEEN).filter((part) => part !== '');
    if (parts.length === 0 || !parts.every((part) => colours.has(part))) continue;
    marks ??= new Uint8Array(tokens.length);
    tokens.forEach((token, i) => {
      if (token.start >= from && token.start < from + end) marks![i] = 1;
    });
  }
  return marks;
}
