/** A query word as the index sees it: its alternatives (forms, corrections, synonyms), weighted. */
import type { RankingDefaults } from '../../../core/index.ts';
import type { SynonymLexicon } from './synonyms.ts';
import type { TextIndex } from './text-index.ts';
import type { TypoIndex } from './typo-index.ts';

export interface Alternative {
  /** Term ids that must all be present (one for a word; several for a multi-word synonym). */
  terms: number[];
  weight: number;
  /** Met only as a synonym of the word ("duvet" for "comforter"), not as the word, its spelling or its compound. */
  synonym?: true;
  /**
   * For the word's own term, when typed as a plural: the light form a product's description must write where it
   * alone holds the term (described-forms.ts: "feet" is no "sure footing").
   */
  describedForm?: number;
}

export interface Concept {
  /** The query word's term, as analyzed. */
  term: string;
  /** The word as the shopper typed it (lower-cased). */
  typed: string;
  numeric: boolean;
  /** A word of its own (2+ letters, not part of a code such as "4412-k" or "x200b", nor a number in words): may be the query's head. */
  word: boolean;
  /**
   * The light form id (word-form.ts) of the word as typed, -1 when no title, brand, category or attribute has it
   * (or for numbers).
   */
  form: number;
  /** Light form ids of its one-word synonyms as written ("backpack" for "rucksack"), where products state them. */
  synonymForms: number[];
  /**
   * After the "for" or "with" that ends the query's main part ("trim kit for a ge microwave"): says what the
   * product goes with, not what it is, so it is never the query's head.
   */
  modifier: boolean;
  /**
   * Names a container ("set", "kit": `rankingDefaults.containerWords`): not the head when the word before it
   * heads some titles ("knife set"; see query-head.ts).
   */
  container: boolean;
  /** One of them grouping products of a kind ("set": `rankingDefaults.groupWords`): "skincare set". */
  group: boolean;
  /** Part of a code holding a digit ("g4", "4412-k", "t12"). */
  inCode: boolean;
  /**
   * For a word the catalogue has but rarely, next to a far commoner spelling ("cushon", "cushion"): the
   * commoner's term id, the word most likely meant (query-spelling.ts, addCommonerSpellings).
   */
  commoner?: number;
  /** For a word the catalogue lacks, the catalogue word its best typo correction found, as written. */
  correction?: string;
  /**
   * For a word the catalogue never writes that meets products through its stem ("headphons"), the catalogue's word
   * one likely slip from it ("headphones"): reported for the chat's echo only (written-spelling.ts).
   */
  written?: string;
  alternatives: Alternative[];
  /**
   * For a word no product holds, the broader kind it is met by, as the lexicon writes it ("jacket" of "parka";
   * broader-kinds.ts): the products shown are of that kind, never of the word's.
   */
  broader?: string;
  /**
   * A word of a constraint relaxation dropped (SearchQuery.relaxedWords), beside a word of the query that matches
   * something: it ranks that word's matches, at `rankingDefaults.relaxedWord`, and matches nothing alone
   * (relaxed-concepts.ts, score-concepts.ts).
   */
  relaxed?: true;
}

export interface PlanContext {
  index: TextIndex;
  typos: TypoIndex;
  synonyms: SynonymLexicon;
  defaults: RankingDefaults;
}

/**
 * Adds an alternative, or raises the weight of the same terms already there; `synonym` marks one met only as a
 * synonym (terms met otherwise too lose the mark).
 */
export function addAlternative(concept: Concept, terms: number[], weight: number, synonym = false): void {
  if (!(weight > 0)) return; // a zero weight turns an expansion off
  const key = terms.join(' ');
  const existing = concept.alternatives.find((alternative) => alternative.terms.join(' ') === key);
  if (existing === undefined) concept.alternatives.push({ terms, weight, ...(synonym && { synonym: true }) });
  else {
    existing.weight = Math.max(existing.weight, weight);
    if (!synonym) delete existing.synonym;
  }
}
