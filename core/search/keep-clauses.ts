/**
 * A clause keeping a thing at a temperature: "something to keep my coffee hot", "a bottle that keeps water cold all
 * day" (`queryDefaults.useClauses.keptAt`). The clause reads as the feature that does it before the thing as its
 * use, "insulated for coffee", where it had left "coffee hot" to match (a mug "mentions coffee", none "hot"): the
 * feature reader asks for it where the catalogue tags it, else its word ranks. A pronoun ("to keep it hot") or a
 * thing too general to be a use ("a coffee mug that keeps drinks hot": `keptAnything`) names none. A person or a
 * part of one ("to keep me warm", "to keep my hands warm": `keptNotThings`) is no thing kept: the clause is said of
 * the shopper ("to keep you warm"), which the feature clauses read as the warm feature (feature-clauses.ts), where
 * "hands warm" had been searched ("Showing hands warm."). Run before the needs and features, which would read
 * "cold" or "warm" alone. With no kind named, the thing is what is sought, the feature only qualifying it, and
 * "on a hike" after the clause is an aside (`useClauses.occasionLeads`, clause-occasion.ts): "something to keep my drinks cold on a
 * hike" had listed insulated hiking boots ("Showing insulated on a hike."). Pure.
 */
import { OCCASION } from './clause-occasion.ts';
import type { Draft } from './draft.ts';
import { queryDefaults } from './query-defaults.ts';
import { alternation, WORD_END, WORD_START } from './text-tools.ts';

const { useClauses, framing } = queryDefaults;

/** Each temperature, by the feature keeping a thing at it. */
const FEATURE_OF = new Map(
  Object.entries(useClauses.keptAt).flatMap(([feature, temperatures]) =>
    temperatures.map((temperature) => [temperature.toLowerCase(), feature] as const),
  ),
);
const NOT_THINGS = new Set(useClauses.keptNotThings.map((word) => word.toLowerCase()));
const OBJECTS = new Set(useClauses.objects.map((word) => word.toLowerCase()));
const PRONOUNS = new Set(
  [...useClauses.objects, ...useClauses.keptAnything].map((word) => word.toLowerCase()),
);
const LEAD = `(?:(?:${alternation([...framing.possessives, 'the', 'a', 'an', 'some', 'any'])})\\s+)?`;
const WORD = "[\\p{L}][\\p{L}\\p{N}'’-]*";
const CLAUSE = new RegExp(
  `${WORD_START}(?<opener>${alternation(useClauses.keptOpeners)})\\s+${LEAD}(?<thing>(?!(?:the|a|an)\\s)${WORD}(?:\\s+${WORD}){0,2}?)\\s+` +
    `(?<temperature>${alternation([...FEATURE_OF.keys()])})(?:\\s+(?:${alternation(framing.durations)}))?${WORD_END}` +
    `(?<tail>${OCCASION})`,
  'giu',
);
/** An opener alone, which most requests lack: tested before CLAUSE, whose lookbehind is tried at every character. */
const OPENER_SAID = new RegExp(alternation(useClauses.keptOpeners), 'iu');

/** Takes out the clauses keeping a thing at a temperature, as the feature and the thing (see above). */
export function readKeepClauses(draft: Draft): void {
  const text = draft.rest;
  if (!OPENER_SAID.test(text)) return;
  draft.rest = text.replace(CLAUSE, (whole: string, ...args: unknown[]) => {
    const groups = args.at(-1) as Record<string, string | undefined>;
    const { opener = '', thing = '', temperature = '', tail = '' } = groups;
    const afterKind = /[\p{L}\p{N}]/u.test(text.slice(0, args.at(-3) as number));
    // After a kind, when and where stays, what it is for ("a jacket to keep me warm on a hike"); alone, an aside.
    const occasion = afterKind ? tail : '';
    const clause = whole.slice(0, whole.length - tail.length);
    const words = thing.toLowerCase().split(/\s+/u);
    // "to keep my hands warm" is "to keep you warm", said of the shopper (see above).
    if (words.some((word) => NOT_THINGS.has(word)))
      return ` ${opener} you ${clause.slice(clause.lastIndexOf(temperature))}${occasion} `;
    const feature = FEATURE_OF.get(temperature.toLowerCase().replace(/\s+/gu, ' '));
    if (feature === undefined) return whole; // never: each temperature has its feature
    // Said of the product, as "that is insulated" describes it: "a mug to keep it hot" is an insulated mug.
    if (words.every((word) => OBJECTS.has(word) || (afterKind && PRONOUNS.has(word))))
      return ` that is ${feature} ${occasion} `;
    // After a kind, the thing is its use ("a mug that keeps coffee hot": an insulated mug for coffee); alone, what
    // is sought ("something to keep my coffee hot": insulated picks for coffee, the coffee mugs, not any insulated
    // product, which "for coffee" would only rank).
    if (afterKind) {
      draft.usedFor = true;
      return ` that is ${feature} for ${thing} ${occasion} `;
    }
    // Alone, the thing is what is sought and the feature only qualifies it (`SearchQuery.modifierWords`): where
    // no product mentions the thing ("something to keep my drinks cold on a hike"), the shop sells nothing for
    // it, and the answer says so rather than list insulated jackets. When and where it is kept is an aside.
    draft.keptFor = thing;
    draft.modifierWords = [...(draft.modifierWords ?? []), feature];
    return ` ${feature} ${thing} `;
  });
}
