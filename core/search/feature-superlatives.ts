/**
 * A superlative of a feature the shop tags, asked afresh ("warmest jacket", "most comfortable running shoes",
 * "softest sheets", "most durable backpack"): no product states how warm or durable it is, so the chat says so ("None
 * of these jackets states how warm it is, so I can't tell which is the warmest. Showing warm jacket.") over the
 * feature's products, the feature implied (dropped silently where none has it). It had said "Showing warmest
 * jacket." as if the list were ordered, searched "softest" (77 matches, 7 of them sheets), and for "most durable
 * backpack" relaxed the feature and said 'No product mentions "most"'. Not a measure's superlative (measure-sort.ts
 * reads those first: "lightest"), nor in a conversation or on a page (asked-superlative.ts), nor in a catalogue
 * tagging no features. Pure.
 */
import type { Draft } from './draft.ts';
import type { TermLexicon } from './lexicon-terms.ts';
import { plainOf } from './measure-echo.ts';
import { askFeature } from './need-phrases.ts';
import { consume, termKey, WORD_END, WORD_START } from './text-tools.ts';

const SUPERLATIVE = new RegExp(
  `${WORD_START}(?:the\\s+)?(?<word>most\\s+[\\p{L}-]+|\\p{L}{2,}est)${WORD_END}`,
  'giu',
);
/** Most requests hold no such word: tested first. */
const SAID = new RegExp(`est${WORD_END}|${WORD_START}most\\s`, 'iu');

/** The feature a superlative spells ("warmest", "most comfortable") or whose plain word it is ("softest": soft). */
function featureOf(word: string, features: TermLexicon): string | undefined {
  const { canonical } = features.terms;
  return canonical.get(termKey(word)) ?? canonical.get(termKey(plainOf(word)));
}

/** Takes a feature's superlative out of the text, asking the feature, implied, and saying none states it. */
export function readFeatureSuperlative(draft: Draft, features: TermLexicon): void {
  if (draft.inConversation === true || draft.onPage === true || draft.superlativeUnstated !== undefined)
    return;
  if (features.catalogue.length === 0 || !SAID.test(draft.rest)) return;
  draft.rest = consume(draft.rest, SUPERLATIVE, (match) => {
    if (draft.superlativeUnstated !== undefined) return false;
    const word = (match.groups?.['word'] ?? '').toLowerCase().replace(/\s+/gu, ' ');
    const feature = featureOf(word, features);
    if (feature === undefined || !askFeature(draft, features, feature)) return false;
    (draft.impliedFeatures ??= []).push(feature);
    // A spelling of the feature lexicon stays to rank by, as it had ("driest": the tents saying "dry" first),
    // neither echoed nor held against the products (AskedSuperlative.words); "most" goes, and a word read by its
    // plain word ("softest"), which had ranked everything soft above the sheets.
    const spelled = !word.startsWith('most ') && features.terms.canonical.has(termKey(word));
    const kept = spelled ? match[0].trim().replace(/^the\s+/iu, '') : undefined;
    draft.superlativeUnstated = {
      said: word,
      states: `how ${feature} it is`,
      unstated: true,
      ...(kept !== undefined && { words: kept }),
    };
    return kept === undefined;
  });
}
