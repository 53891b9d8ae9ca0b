/**
 * A participle made of an attribute's name, with a value of that attribute, names the value as the attribute's
 * noun does (kind-phrases.ts): "a comforter filled with wool" is "comforter with wool fill", "a down-filled
 * jacket" and "down filled jacket" "down fill jacket", where the catalogue gives a `fill` of wool and down. They
 * had been words to match ("None of them has "filled" in its name") and listed wool sweaters among the
 * comforters. The participle is the attribute's noun with "-ed" or "-d" ("filled", "lined" of a `line`), its last
 * letter doubled too ("padded" of a `pad`); the value one of the attribute's kinds, right after "with" or right
 * before the participle. Any other participle is participles.ts's. Pure.
 */
import type { Draft } from './draft.ts';
import type { KindAttribute } from './kind-phrases.ts';
import { alternation, consume, WORD_END, WORD_START } from './text-tools.ts';

/** The participles an attribute's noun makes: "fill" → filled, filld; "pad" → padded. */
const participlesOf = (noun: string): string[] => [`${noun}ed`, `${noun}d`, `${noun}${noun.at(-1) ?? ''}ed`];

/** The attribute's nouns: the words of its name of three letters or more ("fill"; "skin" of "skin type"). */
const nounsOf = (attribute: string): string[] => attribute.split(' ').filter((word) => word.length >= 3);

/** One noun's patterns: the participle alone (a cheap test), after it "with" a value, and a value before it. */
interface ParticipleReader {
  noun: string;
  said: RegExp;
  withValue: RegExp;
  before: RegExp;
}

/** Built once per catalogue's kind attributes (QueryLexicons.kinds), not on every request. */
const readers = new WeakMap<readonly KindAttribute[], ParticipleReader[]>();

function readersOf(attributes: readonly KindAttribute[]): ParticipleReader[] {
  let built = readers.get(attributes);
  if (built !== undefined) return built;
  built = attributes.flatMap(({ attribute, kinds }) =>
    nounsOf(attribute).map((noun) => {
      const participle = alternation(participlesOf(noun));
      const value = `(?<value>${alternation(kinds)})`;
      return {
        noun,
        said: new RegExp(`${WORD_START}(?:${participle})${WORD_END}`, 'iu'),
        withValue: new RegExp(`${WORD_START}(?:${participle})\\s+with\\s+${value}${WORD_END}`, 'giu'),
        before: new RegExp(`${WORD_START}${value}(?:\\s*-\\s*|\\s+)(?:${participle})${WORD_END}`, 'giu'),
      };
    }),
  );
  readers.set(attributes, built);
  return built;
}

/** Reads "filled with wool" and "down-filled" as "with wool fill" and "down fill" (see above). */
export function readAttributeParticiples(draft: Draft, attributes: readonly KindAttribute[]): void {
  for (const { noun, said, withValue, before } of readersOf(attributes)) {
    if (!said.test(draft.rest)) continue;
    draft.rest = consume(draft.rest, withValue, (match) => `with ${match.groups?.['value'] ?? ''} ${noun}`);
    draft.rest = consume(draft.rest, before, (match) => `${match.groups?.['value'] ?? ''} ${noun}`);
  }
}
