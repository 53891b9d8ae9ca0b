/**
 * A superlative of a measure the shop states for no product, asked afresh ("heaviest tent", "quietest headphones"
 * where nothing gives a weight or a loudness): the word leaves the text and the chat says none states it ("None of
 * these tents states its weight, so I can't tell which is the heaviest."), where "heaviest" had been searched ("No
 * product mentions "heaviest""). Where it spells a feature the shop tags, that feature is asked too, implied
 * ("lightest tent": the lightweight tents, "Showing lightweight tent."; it had said "Showing lightest tent." as if
 * sorted). Not in a catalogue tagging no features (a hardware shop's "largest" may name a product), nor in a
 * conversation or on a page, where the question is the list's (asked-superlative.ts). Pure.
 */
import type { Draft } from './draft.ts';
import { superlativeFeature, type AdjectiveLexicons } from './measure-adjectives.ts';
import { askFeature } from './need-phrases.ts';
import { queryDefaults } from './query-defaults.ts';
import type { AskedSuperlative } from './search-query.ts';
import { termKey } from './text-tools.ts';
import { unstatedStates } from './unstated-bounds.ts';

const { superlatives, superlativeNouns } = queryDefaults.measures;

/**
 * What a product would state to be ordered by a measure (its attribute words and unit families), of `superlative`
 * when one says it: "its weight", "how loud it is", "its battery life".
 */
export function measureStated(
  measure: { words: readonly string[]; units: readonly string[] },
  superlative?: string,
): string {
  const spec = superlative === undefined ? undefined : superlatives[superlative];
  const word = measure.words[0] ?? 'measure';
  if (word === 'battery') return 'its battery life';
  return spec?.states ?? unstatedStates(measure.units) ?? `its ${word}`;
}

/**
 * Records on `draft` the superlative `groups` name (`word`, maybe `noun`) as asked and unstated, and says whether
 * it leaves the text; the caller has found no attribute to order it by.
 */
export function readUnstatedSuperlative(
  draft: Draft,
  groups: Record<string, string | undefined>,
  lexicons: AdjectiveLexicons,
): boolean {
  if (draft.inConversation === true || draft.onPage === true || draft.superlativeUnstated !== undefined)
    return false;
  if (lexicons.features.catalogue.length === 0) return false;
  const word = (groups['word'] ?? '').toLowerCase().replace(/\s+/g, ' ');
  const noun = groups['noun']?.toLowerCase().replace(/\s+/g, ' ');
  const spec = superlatives[word];
  if (spec === undefined) return false;
  const feature = noun === undefined ? superlativeFeature(word, lexicons) : undefined;
  const measure = (noun === undefined ? undefined : superlativeNouns[noun]) ?? spec;
  const asked: AskedSuperlative = {
    said: noun === undefined ? word : `${word} ${noun}`,
    states: measureStated(measure, noun === undefined ? word : undefined),
    unstated: true,
    ...(noun !== undefined && { has: true as const }),
  };
  draft.superlativeUnstated = asked;
  // "lightest tent": the lightweight tents, the feature implied (dropped silently where none has it).
  const canonical =
    feature === undefined ? undefined : lexicons.features.terms.canonical.get(termKey(feature));
  if (canonical !== undefined && askFeature(draft, lexicons.features, canonical))
    (draft.impliedFeatures ??= []).push(canonical);
  return true;
}
