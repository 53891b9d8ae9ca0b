/**
 * A season named by what it returns to ("back to school backpack", "backpack for back-to-school",
 * `queryDefaults.seasons`): the place it names, as a shopper's "school backpack" says it. Its other words
 * had been searched, "back" ranking products that mention a back ("a travel backpack with a padded back") first.
 * Read before any other reader. Pure.
 */
import type { Draft } from './draft.ts';
import { queryDefaults } from './query-defaults.ts';
import { alternation, WORD_END, WORD_START } from './text-tools.ts';

const PLACE = new Map(
  Object.entries(queryDefaults.seasons).flatMap(([place, phrases]) =>
    phrases.map((phrase) => [phrase.toLowerCase().replace(/[\s-]+/gu, ' '), place] as const),
  ),
);
const SEASON = new RegExp(
  `${WORD_START}(?:${alternation(Object.values(queryDefaults.seasons).flat())})${WORD_END}`,
  'giu',
);

export function readSeasons(draft: Draft): void {
  if (!/back/iu.test(draft.rest)) return;
  draft.rest = draft.rest.replace(
    SEASON,
    (said) => PLACE.get(said.toLowerCase().replace(/[\s-]+/gu, ' ')) ?? said,
  );
}
