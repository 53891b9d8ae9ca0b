/**
 * The shopper's words made plain before any reader sees them (parse-query.ts): Unicode-normalised, zero-width
 * characters dropped, curly quotes and dashes made plain, whitespace collapsed. An em dash or "--" between words is
 * a pause, as a spaced hyphen is ("headphones—wireless—cheap"); other dashes are hyphens ("t‐shirt", "50–100").
 * A zero typed for the "o" of a unit after a number is the letter ("16 0z" → "16 oz"; zero-for-o.ts). An emoji
 * is its word where `queryDefaults.emoji` names one ("🎧 for running" is "headphones for running"), else none. Markup is
 * no words, and is never said back: a tag goes ("<b>boots</b>" is "boots"), and a script or style element with
 * what it holds ("<script>alert(1)</script> boots" is "boots"); a "<" before a number or a space stays ("< $100").
 * Pure.
 */
import { queryDefaults } from './query-defaults.ts';
import { sharedScale } from './shared-scale.ts';
import { zeroForO } from './zero-for-o.ts';

/** Every unit spelling of the measures (queryDefaults.measures.units). */
const UNIT_SPELLINGS: ReadonlySet<string> = new Set(
  Object.values(queryDefaults.measures.units).flatMap((spellings) => Object.keys(spellings)),
);

/**
 * Printable ASCII with no "--" and no double space: NFKC and every replacement below leave it as it is but the
 * trim, so it skips them (most requests are so).
 */
const PLAIN = /^[\x20-\x7E]*$/;

/** A script or style element, with what it holds; then any tag, opening or closing ("<b>", "</div>", "<br/>"). */
const SCRIPT = /<(script|style)\b[^>]*>[\s\S]*?(?:<\/\1\s*>|$)/giu;
const TAG = /<\/?[a-z][^<>]*>/giu;

/**
 * A half after a whole number, as the catalogue's analyzer reads it ("1-1/2" is 1.5 there): "size 10 1/2", "10-1/2",
 * "10 ½" are 10.5, which the sizes and measures read ("boots, size 10 1/2" had been boots "1/2" in size 10).
 */
const HALF = /(?<![\d./])(\d{1,3})(?:(?:\s+|-)1\/2|\s*½)(?![\d/])/gu;
/** Each emoji of `queryDefaults.emoji` → its word; the variation selector and skin tones after one go with it. */
const EMOJI_WORD = new Map(
  Object.entries(queryDefaults.emoji).flatMap(([word, marks]) => marks.map((mark) => [mark, word] as const)),
);
/** The variation selector and the skin tones, which may follow an emoji. */
const MARK_AFTER = /\u{FE0F}|\p{Emoji_Modifier}/gu;
const EMOJI = /\p{Extended_Pictographic}(?:\u{FE0F}|\p{Emoji_Modifier})*/gu;
/** An emoji read as its word, spaced from its neighbours ("🎧for running"); any other goes. */
const emojiWord = (mark: string): string => {
  const word = EMOJI_WORD.get(mark.replace(MARK_AFTER, ''));
  return word === undefined ? ' ' : ` ${word} `;
};

const halves = (text: string): string =>
  text.includes('1/2') || text.includes('½') ? text.replace(HALF, '$1.5') : text;

export const normalizeInput = (content: string): string => sharedScale(plainInput(content));

const plainInput = (content: string): string =>
  PLAIN.test(content) && !content.includes('--') && !content.includes('  ') && !content.includes('<')
    ? zeroForO(halves(content.trim()), UNIT_SPELLINGS)
    : zeroForO(
        halves(content)
          .normalize('NFKC')
          .replace(SCRIPT, ' ')
          .replace(TAG, ' ')
          .replace(/[\u200B-\u200D\uFEFF]/g, '')
          .replace(EMOJI, emojiWord)
          .replace(/[‘’]/g, "'")
          .replace(/[“”]/g, '"')
          .replace(/(?<=[\p{L}.,!?)'"])\s*(?:[—―]|-{2,})\s*(?=[\p{L}$£€'"(])/gu, ' - ')
          .replace(/[‐‑‒–—―]/g, '-')
          .replace(/\s+/g, ' ')
          .trim(),
        UNIT_SPELLINGS,
      );
