/**
 * A clause keeping something out or off the shopper asks for the feature that does it, named in the tenant's own
 * catalogue: "headphones that block out noise" for "noise cancelling", "a jacket that keeps the wind out" for
 * "windproof", "a tent that keeps me dry" for "water-resistant" (its waterproof tents meet it), "a watch that resists
 * scratches" for "scratch-resistant", "a tent that keeps bugs out" for "insect-repellent" or "bug-proof". The thing
 * kept out (`useClauses.blockedThings`: "sound" is noise, "rain" water, "mosquitoes" insect; else the word itself;
 * a feature may name it by any of its words) must name a catalogue feature with a word of keeping out (`blockingWords`: "proof",
 * "resistant", "cancelling"); where several do, the one the others meet ("water-resistant", not "waterproof"). A
 * condition of `queryDefaults.needs` kept out with no such feature asks for the one meeting it ("a jacket that keeps
 * the cold out": warm). A state said of whoever is kept so is its thing kept out (`keptStates`: "keeps me dry" keeps water out). The clause
 * leaves the text, as its feature says it: "headphones that block out noise" had been echoed whole and "keeps me
 * dry" read as quick-drying. An occasion after it is what the product is for ("on long hikes": clause-occasion.ts). Where the catalogue names no such feature, the words stay to rank. Run before the
 * keep clauses and the needs. Pure.
 */
import { forOccasion, OCCASION } from './clause-occasion.ts';
import { addToFilter, type Draft } from './draft.ts';
import { wordStem, wordsOf } from './feature-words.ts';
import { featureSatisfiers, type TermLexicon } from './lexicon-terms.ts';
import { askFeature, FEATURE_OF } from './need-phrases.ts';
import { queryDefaults } from './query-defaults.ts';
import { alternation, consume, WORD_END, WORD_START } from './text-tools.ts';

const { useClauses, framing } = queryDefaults;

/** Each word for a thing kept out, by the word features name it by ("sound" → noise). */
const THING_OF = new Map(
  Object.entries(useClauses.blockedThings).flatMap(([thing, words]) =>
    [thing, ...words].map((word) => [word.toLowerCase(), thing] as const),
  ),
);
/** Each thing kept out and its words ("insect" → bug, bugs, mosquitoes…): a feature may name it by any of them. */
const WORDS_OF = new Map(
  Object.entries(useClauses.blockedThings).map(([thing, words]) => [thing.toLowerCase(), words] as const),
);
/** Each state, by the thing kept out ("dry" → water). */
const STATE_OF = new Map(
  Object.entries(useClauses.keptStates).flatMap(([thing, states]) =>
    states.map((state) => [state.toLowerCase(), thing] as const),
  ),
);
const BLOCKING = useClauses.blockingWords.map((word) => word.toLowerCase());

const OPENER =
  `(?:(?:${alternation(useClauses.relatives)})(?:\\s+(?:${alternation(useClauses.speakers)}))?` +
  `|(?:${alternation(useClauses.speakers)})|to)`;
const BETWEEN = `(?:\\s+(?:${alternation(useClauses.blockBetween)}))*`;
const ARTICLE = `(?:(?:the|all|all the|any|most|some|${alternation(framing.possessives)})\\s+)?`;
const THING = `(?<thing>${alternation([...THING_OF.keys()])}|\\p{L}+)`;
const AWAY = '(?:out|off|away)';
const WHOM = `(?:(?:(?:${alternation(framing.possessives)})\\s+)?(?:${alternation(useClauses.keptNotThings)})\\s+)?`;
const CLAUSE = new RegExp(
  `${WORD_START}${OPENER}${BETWEEN}\\s+(?:` +
    `(?:${alternation(useClauses.blockVerbs)})(?:\\s+${AWAY})?\\s+${ARTICLE}${THING}(?:\\s+${AWAY})?` +
    `|(?:${alternation(useClauses.outVerbs)})\\s+(?:${AWAY}\\s+${ARTICLE}${THING.replace('thing', 'outThing')}` +
    `|${ARTICLE}${THING.replace('thing', 'thingOut')}\\s+${AWAY})` +
    `|(?:keeps?|keeping|stays?|staying)\\s+${WHOM}(?<state>${alternation([...STATE_OF.keys()])}))${WORD_END}` +
    OCCASION,
  'giu',
);
/** A verb of keeping out, which most requests lack: tested before CLAUSE. */
const VERB_SAID = new RegExp(
  `${WORD_START}(?:${alternation([...useClauses.blockVerbs, ...useClauses.outVerbs, 'stay', 'stays', 'staying'])})${WORD_END}`,
  'iu',
);

/** A word of letters and a number ("uv400"): the letters. */
const RATED = /^(\p{L}{2,})\d+$/u;

/** The catalogue's features naming `thing` with a word of keeping out ("noise" → "noise cancelling"). */
function featuresKeepingOut(thing: string, catalogue: readonly string[]): string[] {
  const stem = wordStem(thing);
  return catalogue.filter((feature) => {
    const words = wordsOf(feature);
    // "waterproof", "windproof": the thing and the word of keeping out in one.
    const joined = words.some((word) =>
      BLOCKING.some(
        (blocking) => word.endsWith(blocking) && wordStem(word.slice(0, -blocking.length)) === stem,
      ),
    );
    const apart =
      words.some((word) => BLOCKING.includes(word)) &&
      words.some((word) => wordStem(word) === stem) &&
      words.every((word) => BLOCKING.includes(word) || wordStem(word) === stem);
    // "UV400": a rating of keeping the thing out, its word and a number.
    const rating = words.length === 1 && wordStem(RATED.exec(words[0] ?? '')?.[1] ?? '') === stem;
    return joined || apart || rating;
  });
}

/** The one of `features` every other meets ("water-resistant" of it and "waterproof"), else the first. */
function weakest(features: readonly string[]): string | undefined {
  return (
    features.find((feature) => {
      const met = featureSatisfiers(feature).map((each) => each.toLowerCase());
      return features.every((other) => met.includes(other.toLowerCase()));
    }) ?? features[0]
  );
}

/** Takes out the clauses keeping something out (see above), asking for the feature doing it. */
export function readBlockClauses(draft: Draft, features: TermLexicon): void {
  if (features.catalogue.length === 0 || !VERB_SAID.test(draft.rest)) return;
  draft.rest = consume(draft.rest, CLAUSE, (match) => {
    const { thing, outThing, thingOut, state, occasion } = match.groups ?? {};
    const said = (thing ?? outThing ?? thingOut ?? '').toLowerCase();
    const kept = state === undefined ? (THING_OF.get(said) ?? said) : STATE_OF.get(state.toLowerCase());
    if (kept === undefined || kept === '') return false;
    // The feature may name the thing by any of its words ("insect-repellent", "bug-proof" of "keeps mosquitoes out";
    // "UV400" of "block uv", where the weaker "sun-protective" it meets is asked if the shop tags that too).
    const named = [kept, ...(WORDS_OF.get(kept) ?? [])].flatMap((thing) =>
      featuresKeepingOut(thing, features.catalogue),
    );
    const feature = weakest([...new Set(named)]);
    if (feature !== undefined) addToFilter(draft.filters, 'features', [feature]);
    // A condition kept out is one the product is for ("keeps the cold out": warm, `queryDefaults.needs`).
    const need = FEATURE_OF.get(said) ?? FEATURE_OF.get(kept);
    if (feature === undefined && (need === undefined || !askFeature(draft, features, need))) return false;
    return forOccasion(occasion);
  });
}
