/**
 * A condition said as weather to come: "shoes for when it rains", "a jacket for when it gets cold", "boots in case
 * it snows", "for when it's really hot out", "need a jacket, it might rain" (`queryDefaults.needWeather`). The clause names the condition a product
 * is wanted for as "for rain" does, its word one of `queryDefaults.needs` or a form of one by stem ("rains",
 * "snows"), so it asks for the feature meeting it where the catalogue tags it ("Showing water-resistant shoes.");
 * else it stays as "for rain", to rank by. Its other words had been searched and echoed ("Showing shoes for when
 * it rains. … No product mentions "when""). Read early, before "it" can point at a page. Pure.
 */
import type { Draft } from './draft.ts';
import { wordStem } from './feature-words.ts';
import type { TermLexicon } from './lexicon-terms.ts';
import { askFeature, FEATURE_OF } from './need-phrases.ts';
import { queryDefaults } from './query-defaults.ts';
import { alternation, consume, WORD_END, WORD_START } from './text-tools.ts';

const { needWeather } = queryDefaults;

/** Each one-word condition by its stem ("rain" for "rains", "raining"), the word `needs` spells it as. */
const CONDITION_OF = new Map<string, string>();
for (const condition of FEATURE_OF.keys())
  if (!condition.includes(' ') && !CONDITION_OF.has(wordStem(condition)))
    CONDITION_OF.set(wordStem(condition), condition);

/** Where the clause ends: the request's end, punctuation, or a word opening another phrase. */
const PHRASE_END = `(?=\\s*(?:$|[,;.!?)]|(?:and|or|but|with|under|below|over|in|from|that|which|please|size)${WORD_END}))`;
const CLAUSE = new RegExp(
  `(?:${WORD_START}(?:${alternation(needWeather.leads)})\\s+|(?<=^|[,;])\\s*)(?:${alternation(needWeather.subjects)})` +
    `(?<body>(?:\\s+[\\p{L}'’]+){1,6}?)${PHRASE_END}`,
  'giu',
);
/**
 * A lead every clause opens with, or its subject opening the request or a phrase ("need a jacket, it might rain"),
 * which most requests lack: tested before the large pattern is run.
 */
const LEAD_SAID = new RegExp(
  `${WORD_START}(?:${alternation(needWeather.leads)})${WORD_END}|(?:^|[,;])\\s*(?:${alternation(needWeather.subjects)})${WORD_END}`,
  'iu',
);
const BETWEEN = new RegExp(`${WORD_START}(?:${alternation(needWeather.between)})${WORD_END}`, 'giu');

/** The condition the clause's words name, when all of them but `between` are conditions (the last one said). */
function conditionOf(body: string): string | undefined {
  const words = body.replace(BETWEEN, ' ').toLowerCase().split(/\s+/u).filter(Boolean);
  const conditions = words.map((word) => (FEATURE_OF.has(word) ? word : CONDITION_OF.get(wordStem(word))));
  if (words.length === 0 || conditions.some((condition) => condition === undefined)) return undefined;
  return conditions.at(-1);
}

/** Takes out the weather clauses (see above), asking for each one's feature. */
export function readNeedWeather(draft: Draft, features: TermLexicon): void {
  if (!LEAD_SAID.test(draft.rest)) return;
  draft.rest = consume(draft.rest, CLAUSE, (match) => {
    const condition = conditionOf(match.groups?.['body'] ?? '');
    const feature = condition === undefined ? undefined : FEATURE_OF.get(condition);
    if (condition === undefined || feature === undefined) return false;
    return features.catalogue.length > 0 && askFeature(draft, features, feature)
      ? true
      : ` for ${condition} `;
  });
}
