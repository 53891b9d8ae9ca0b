/**
 * A gift asked for by how it comes packed ("gift set", "gift sets for her", "a gift basket"): where the shop sells
 * nothing so named, the search had said "I couldn't find any gift set. No product here mentions "gift set"."; it
 * is a gift alone, and lists the shop's most popular products as one does ("No product mentions "gift set", so
 * these are popular picks instead."; gift-only.ts's sentence where it names no person). Pure.
 */
import { queryDefaults } from './query-defaults.ts';
import type { SearchQuery } from './search-query.ts';

const GIFT = new Set(queryDefaults.filler.giftWords.flatMap((phrase) => phrase.split(/\s+/)));
const PACKS = new Set(queryDefaults.filler.giftPacks);
const ARTICLES = new Set(['a', 'an', 'some']);

/** Are the request's words a gift word and what it comes packed as, and nothing else ("gift set", "gift boxes")? */
function giftPackOnly(text: string): boolean {
  const words = text
    .toLowerCase()
    .split(/[^\p{L}\p{N}'-]+/u)
    .filter((word) => word !== '' && !ARTICLES.has(word));
  return (
    words.length >= 2 &&
    words.some((word) => GIFT.has(word)) &&
    words.some((word) => PACKS.has(word)) &&
    words.every((word) => GIFT.has(word) || PACKS.has(word))
  );
}

/** The gift alone a packed gift the shop sells none of asks for, most popular first; undefined for any other request. */
export function giftPackQuery(query: SearchQuery): SearchQuery | undefined {
  if (query.context !== undefined || !giftPackOnly(query.text)) return undefined;
  const named = query.recipient !== undefined;
  return { ...query, text: '', sort: 'popular', ...(!named && { giftOnly: true as const }) };
}
