/**
 * The audiences' words (`queryDefaults.audience.words`) by spelling, and what they imply beside each other:
 * "for adult men" narrows nothing beyond men. Pure.
 */
import type { Draft } from './draft.ts';
import { queryDefaults } from './query-defaults.ts';
import { alternation, termKey, WORD_END, WORD_START } from './text-tools.ts';

/** Each spelling of a lexicon (its canonical word included), by term key, to its canonical word. */
export const byKey = (lexicon: Record<string, string[]>) =>
  new Map<string, string>(
    Object.entries(lexicon).flatMap(([canonical, spellings]) =>
      [canonical, ...spellings].map((spelling) => [termKey(spelling), canonical] as const),
    ),
  );

/** "ladies" → women, "kids'" → kids: the canonical audience of each spelling. */
export const WORD_AUDIENCE = byKey(queryDefaults.audience.words);

/** "for anyone", "for all genders": whoever (`queryDefaults.audience.anyone`), a regex source naming no audience. */
export const FOR_ANYONE = `${WORD_START}for\\s+(?:${alternation(queryDefaults.audience.anyone)})${WORD_END}`;

const meaningOf = (value: string): string => WORD_AUDIENCE.get(termKey(value)) ?? value;

/**
 * "for adult men", "grown-up women": adults are implied by a gender, so "adult" narrows nothing and must not
 * widen the gender to every adult product (the audience filter is any of its values).
 */
export function withoutAdultsBesideGender(draft: Draft): void {
  const values = draft.filters.audience;
  if (values === undefined) return;
  const gendered = values.some((value) => ['men', 'women'].includes(meaningOf(value)));
  if (gendered) draft.filters.audience = values.filter((value) => meaningOf(value) !== 'adults');
}
