/**
 * A question what to wear and an activity (`queryDefaults.useClauses.wearQuestions`): "what to wear hiking in
 * winter", "what should I wear skiing?". It names no product: the activity is the use, said as "for" says it, and
 * the products are the things worn, those of the shop's departments `wornDepartments` names, where its categories
 * have them: "Showing warm clothing or shoes for hiking." (it had read "hiking" as the category "Shoes > Hiking":
 * "Showing warm hiking.", hiking boots only). The activity is a known one (`wearActivities`, activity-verbs.ts):
 * "what to wear with jeans" or "what to wear to a wedding" are left to the filler. Pure.
 */
import { ACTIVITIES } from './activity-verbs.ts';
import type { CategoryLexicon } from './category-phrases.ts';
import { addToFilter, type Draft } from './draft.ts';
import { queryDefaults } from './query-defaults.ts';
import { alternation, termKey, WORD_END, WORD_START } from './text-tools.ts';

const { useClauses } = queryDefaults;

const ACTIVITY = alternation([...ACTIVITIES, ...useClauses.wearActivities]);
/** The question, then the activity ("hiking", "for hiking", "when hiking"). */
const QUESTION = new RegExp(
  `${WORD_START}(?:${alternation(useClauses.wearQuestions)})\\s+(?:(?:when|while|for)\\s+)?` +
    `(?<activity>${ACTIVITY})${WORD_END}`,
  'iu',
);
const WEAR_SAID = /wear/iu;

/** The categories of the things worn, as the shop's category words name them ("clothing", "shoes"). */
const wornCategories = (categories: CategoryLexicon): string[] =>
  useClauses.wornDepartments.flatMap((word) => categories.paths.get(termKey(word)) ?? []);

/** Reads a question what to wear as the things worn for its activity (see above). */
export function readWearQuestion(draft: Draft, categories: CategoryLexicon): void {
  if (!WEAR_SAID.test(draft.rest)) return;
  const match = QUESTION.exec(draft.rest);
  if (match === null) return;
  const activity = (match.groups?.['activity'] ?? '').toLowerCase();
  const after = draft.rest.slice(match.index + match[0].length);
  draft.rest = `${draft.rest.slice(0, match.index)} for ${activity}${after}`;
  draft.useFor = activity;
  addToFilter(draft.filters, 'categories', wornCategories(categories));
}
