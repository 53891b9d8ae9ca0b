/**
 * A part of a product that one of the catalogue's kind attributes names ("handle", "strap", "fill": any noun of
 * the name of an attribute a value of which names a material or a colour, kind-phrases.ts; not a `skinType`), with
 * the colours and materials said right before it. They are the part's,
 * not the product's: "chef knife with wooden handle" asks for the knives whose `handle` holds a wood ("olive wood",
 * "pakkawood"), not knives made of wood (it had filtered on the material wood, found none, and said "I relaxed:
 * material wood"); "watch with a brown leather strap" for the watches whose `strap` is leather. A colour of a part
 * whose values name no colour is no filter at all (the watch itself need not be brown): it leaves the words and is
 * said back as unstated (`SearchQuery.partsUnstated`). A value the words name whole ("olive wood handle") is that
 * value. Run before the colours; the materials then skip the words (`partSpans`). Pure.
 */
import { expandColourIn, type ColourLexicon } from './colour-lexicon.ts';
import type { Draft } from './draft.ts';
import type { KindAttribute } from './kind-phrases.ts';
import { expandMaterial, type TermLexicon } from './lexicon-terms.ts';
import { queryDefaults } from './query-defaults.ts';
import type { KindAsked } from './search-query.ts';
import {
  allMatches,
  alternation,
  consume,
  containsPhrase,
  findTerms,
  termKey,
  WORD_END,
  WORD_START,
  type FoundTerm,
} from './text-tools.ts';

interface PartAttribute {
  attribute: KindAttribute;
  /** Does a value name a colour that is no everyday noun too ("brown leather"; not "olive wood")? */
  colours: boolean;
}

export interface PartLexicon {
  /** Colours and materials, one to three, before a part noun: groups `said` and `noun`. */
  phrase: RegExp;
  /** A part noun at all: most requests name none, and skip the phrase pattern. */
  named: RegExp;
  /**
   * A part's value of two words or more naming a material with another word, no material itself ("olive wood"):
   * said without the noun ("olive wood knife"), the material is the part's too; undefined when there is none.
   */
  bare: RegExp | undefined;
  byNoun: ReadonlyMap<string, readonly PartAttribute[]>;
  colours: ColourLexicon;
  materials: TermLexicon;
}

const NOT_COLOURS = queryDefaults.colours.notColours;

/** Built once per catalogue's kind attributes (its lexicons' colours and materials are of the same catalogue). */
const built = new WeakMap<readonly KindAttribute[], PartLexicon | null>();

/** The part nouns of the catalogue's kind attributes, with the colour and material terms said before them. */
export function partLexicon(
  attributes: readonly KindAttribute[],
  colours: ColourLexicon,
  materials: TermLexicon,
): PartLexicon | undefined {
  const cached = built.get(attributes);
  if (cached !== undefined) return cached ?? undefined;
  const byNoun = new Map<string, PartAttribute[]>();
  // A colour that is no everyday noun too, nor of a phrase naming none ("green tea": `colours.notColours`).
  const coloured = (value: string) =>
    !NOT_COLOURS.some((phrase) => containsPhrase(value, phrase)) &&
    allMatches(value, colours.terms.regex ?? /$^/gu).some(
      (match) => !colours.ambiguous.has(termKey(match[0])),
    );
  const material = (value: string) => findTerms(value, materials.terms).length > 0;
  const bare: string[] = [];
  for (const attribute of attributes) {
    // A part is made of something: a value names a material or a colour ("leather"), unlike a `skinType`'s.
    if (!attribute.kinds.some((kind) => coloured(kind) || material(kind))) continue;
    for (const noun of attribute.nouns)
      byNoun.set(noun, [...(byNoun.get(noun) ?? []), { attribute, colours: attribute.kinds.some(coloured) }]);
    bare.push(
      ...attribute.kinds.filter(
        (kind) => /[\s-]/u.test(kind) && material(kind) && !materials.terms.canonical.has(termKey(kind)),
      ),
    );
  }
  const terms = [colours.terms.source, materials.terms.source].filter((source) => source !== '');
  if (byNoun.size === 0 || terms.length === 0) {
    built.set(attributes, null);
    return undefined;
  }
  const nouns = `(?<noun>${alternation(byNoun.keys())})s?${WORD_END}`;
  const lexicon = {
    phrase: new RegExp(
      `${WORD_START}(?<said>(?:(?:${terms.join('|')})${WORD_END}[\\s-]+){1,3})${nouns}`,
      'giu',
    ),
    named: new RegExp(`${WORD_START}${nouns}`, 'iu'),
    bare:
      bare.length === 0 ? undefined : new RegExp(`${WORD_START}(?:${alternation(bare)})${WORD_END}`, 'giu'),
    byNoun,
    colours,
    materials,
  };
  built.set(attributes, lexicon);
  return lexicon;
}

/**
 * Spans of `text` holding the colours and materials said of a part ("leather" of "leather strap"), and the part's
 * values said without its noun ("olive wood" of "olive wood knife").
 */
export function partSpans(text: string, parts: PartLexicon | undefined): [number, number][] {
  if (parts === undefined) return [];
  const spans = allMatches(text, parts.bare ?? /$^/gu).map((match): [number, number] => [
    match.index,
    match.index + match[0].length,
  ]);
  if (!parts.named.test(text)) return spans;
  for (const match of allMatches(text, parts.phrase))
    spans.push([match.index, match.index + (match.groups?.['said'] ?? '').trimEnd().length]);
  return spans;
}

/** Does `value` hold `term` as words, or end a compound word with it ("pakkawood" of wood)? */
function holds(value: string, term: string): boolean {
  if (containsPhrase(value, term)) return true;
  if (term.length < 4 || /[\s-]/u.test(term)) return false;
  const key = term.toLowerCase();
  return value
    .toLowerCase()
    .split(/[\s-]+/u)
    .some((word) => word.length >= key.length + 3 && word.endsWith(key));
}

interface Said {
  found: FoundTerm;
  /** What a value holding it holds: a material's spellings and kinds, a colour's family. */
  spellings: readonly string[];
  colour: boolean;
}

/** The colours and materials of `said`, materials first ("walnut" is a wood before a colour). */
function termsOf(said: string, parts: PartLexicon): Said[] {
  const { colours, materials } = parts;
  const out: Said[] = findTerms(said, materials.terms).map((found) => ({
    found,
    spellings: expandMaterial(found.term, materials.catalogue),
    colour: false,
  }));
  for (const found of findTerms(said, colours.terms)) {
    const end = found.index + found.length;
    if (out.some(({ found: other }) => other.index < end && other.index + other.length > found.index))
      continue;
    out.push({ found, spellings: expandColourIn(colours, found.term), colour: true });
  }
  return out.sort((a, b) => a.found.index - b.found.index);
}

/** The kinds of `part` the words ask (none where they ask none of it); `unstated` gets its colours no value names. */
function askedOf(
  said: string,
  noun: string,
  part: PartAttribute,
  parts: PartLexicon,
  unstated: Said[],
): KindAsked[] {
  const { attribute, kinds } = part.attribute;
  const whole = kinds.filter((kind) => containsPhrase(said, kind));
  const text = ({ found }: Said) => said.slice(found.index, found.index + found.length);
  const terms = termsOf(said, parts).filter(
    (term) => !whole.some((kind) => containsPhrase(kind, text(term))),
  );
  for (const term of terms) if (term.colour && !part.colours) unstated.push(term);
  const asked = terms.filter((term) => !term.colour || part.colours);
  if (whole.length === 0 && asked.length === 0) return [];
  const values = (whole.length > 0 ? whole : kinds).filter((kind) =>
    asked.every(({ spellings }) => spellings.some((spelling) => holds(kind, spelling))),
  );
  const label = [...whole, ...asked.map(text)];
  const named = `${label.join(' ').toLowerCase()} ${noun}`;
  const others = kinds.filter((kind) => !values.includes(kind));
  // None holds it: a kind no product states, so those stating the part are left out ("steel handle").
  const asking = values.length > 0 ? values : [label.join(' ').toLowerCase()];
  return asking.map((value) => ({ attribute, value, others, noun, label: named, part: true as const }));
}

/** Reads the colours and materials said of a part (see above) into `draft.filters.kinds`. */
export function readParts(draft: Draft, parts: PartLexicon | undefined): void {
  if (parts === undefined || !parts.named.test(draft.rest)) return;
  const asked: KindAsked[] = [];
  draft.rest = consume(draft.rest, parts.phrase, (match) => {
    const said = match.groups?.['said'] ?? '';
    const noun = (match.groups?.['noun'] ?? '').toLowerCase();
    const unstated: Said[] = [];
    for (const part of parts.byNoun.get(noun) ?? [])
      asked.push(...askedOf(said, noun, part, parts, unstated));
    if (unstated.length === 0) return false;
    // The colours no value names leave the words, said back as unstated: "brown" of "brown leather strap".
    const colours = [
      ...new Set(unstated.map(({ found }) => said.slice(found.index, found.index + found.length))),
    ];
    const kept = colours
      .reduce((rest, colour) => rest.replace(colour, ' '), said)
      .replace(/\s+/gu, ' ')
      .trim();
    draft.partsUnstated = [
      ...(draft.partsUnstated ?? []),
      ...colours.map((colour) => ({ said: colour.toLowerCase(), noun })),
    ];
    return `${kept === '' ? '' : `${kept} `}${match[0].slice(said.length)}`;
  });
  if (asked.length > 0) draft.filters.kinds = [...(draft.filters.kinds ?? []), ...asked];
}
