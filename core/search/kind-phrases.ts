/**
 * Kinds: a value of one of the catalogue's other attributes named with a word of the attribute's name ("dry skin":
 * `skinType` dry; "oily skin"). The words stay in the text to rank by; the filter leaves out the products whose
 * attribute, or title, names only other kinds of it ("Hydrating Moisturizer for Oily Skin", skin type oily).
 * A value meeting every kind ("all skin types") is never left out and asks for nothing. Pure.
 */
import type { Draft } from './draft.ts';
import { queryDefaults } from './query-defaults.ts';
import type { KindAsked } from './search-query.ts';
import { allMatches, alternation, WORD_END, WORD_START } from './text-tools.ts';

const { notNouns, everyKind } = queryDefaults.kinds;
const NOT_NOUNS = new Set(notNouns);
const EVERY_KIND = new RegExp(`^(?:${alternation(everyKind)})\\s`, 'iu');

/** Attribute name → its values, from CatalogVocabulary.kindValues ("skin type=dry"). */
function valuesByAttribute(kindValues: readonly string[]): Map<string, string[]> {
  const byName = new Map<string, string[]>();
  for (const entry of kindValues) {
    const at = entry.indexOf('=');
    if (at <= 0) continue;
    const name = entry.slice(0, at);
    const values = byName.get(name) ?? [];
    values.push(entry.slice(at + 1));
    byName.set(name, values);
  }
  return byName;
}

/** An attribute whose kinds a request may name: its name as words, its kinds, and the phrase naming one. */
export interface KindAttribute {
  attribute: string;
  kinds: readonly string[];
  /** "dry skin", "dry or sensitive skin". */
  phrase: RegExp;
  /** One kind, as the phrase lists them. */
  value: RegExp;
  /** A kind of two words or more, named without the noun ("down alternative comforter"), else undefined. */
  bare?: RegExp;
  /** The noun a bare kind is labelled with ("fill"). */
  noun: string;
  /** Every noun of its name ("fill"; "skin" of "skin type"): what names the attribute, a part too ("handle"). */
  nouns: readonly string[];
}

/** The attributes of CatalogVocabulary.kindValues ("skin type=dry") with two kinds or more and a noun. */
export function kindAttributes(kindValues: readonly string[]): KindAttribute[] {
  const attributes: KindAttribute[] = [];
  for (const [attribute, values] of valuesByAttribute(kindValues)) {
    const kinds = values.filter((value) => !EVERY_KIND.test(value));
    const nouns = attribute.split(' ').filter((word) => word.length >= 3 && !NOT_NOUNS.has(word));
    // One kind alone leaves nothing out.
    if (kinds.length < 2 || nouns.length === 0) continue;
    const value = `(?:${alternation(kinds)})`;
    const phrase = new RegExp(
      `${WORD_START}(?<values>${value}(?:\\s*(?:,|/|\\bor\\b|\\band\\b)\\s*${value})*)\\s+` +
        `(?<noun>${alternation(nouns)})s?${WORD_END}`,
      'giu',
    );
    // A kind of two words or more says what it is without the noun: "down alternative comforter".
    const long = kinds.filter((kind) => kind.includes(' '));
    attributes.push({
      attribute,
      kinds,
      phrase,
      value: new RegExp(`${WORD_START}${value}${WORD_END}`, 'giu'),
      noun: nouns.at(-1)!,
      nouns,
      ...(long.length > 0 && { bare: new RegExp(`${WORD_START}(?:${alternation(long)})${WORD_END}`, 'giu') }),
    });
  }
  return attributes;
}

/**
 * The kinds the request names with their nouns, added to `draft.filters.kinds`; the text is left as it is. Kinds
 * asked already (a part's, part-phrases.ts: "olive wood handle") are not asked again, and no kind read here leaves
 * out another asked of its attribute ("dry or sensitive skin").
 */
export function readKinds(draft: Draft, attributes: readonly KindAttribute[]): void {
  const asked: KindAsked[] = [...(draft.filters.kinds ?? [])];
  const before = asked.length;
  const isAsked = (attribute: string, value: string) =>
    asked.some((kind) => kind.attribute === attribute && kind.value === value);
  for (const { attribute, phrase, value: one, bare, noun: own } of attributes) {
    for (const match of allMatches(draft.rest, phrase)) {
      const noun = match.groups?.['noun']?.toLowerCase() ?? '';
      for (const listed of allMatches(match.groups?.['values'] ?? '', one)) {
        const value = listed[0].toLowerCase();
        if (!isAsked(attribute, value))
          asked.push({ attribute, value, others: [], noun, label: `${value} ${noun}` });
      }
    }
    for (const match of bare === undefined ? [] : allMatches(draft.rest, bare)) {
      const value = match[0].toLowerCase().replace(/\s+/gu, ' ');
      if (!isAsked(attribute, value))
        asked.push({ attribute, value, others: [], noun: own, label: `${value} ${own}`, bare: true });
    }
  }
  if (asked.length === before) return;
  // "dry or sensitive skin": neither leaves out the other.
  draft.filters.kinds = asked.map((kind, index) => {
    if (index < before) return kind;
    const named = new Set(
      asked.filter((other) => other.attribute === kind.attribute).map((other) => other.value),
    );
    const kinds = attributes.find((attribute) => attribute.attribute === kind.attribute)?.kinds ?? [];
    return { ...kind, others: kinds.filter((other) => !named.has(other)) };
  });
}
