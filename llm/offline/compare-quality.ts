/**
 * A quality a comparison asks about that no measure the products state gives ("which has better sound?", "which
 * is more comfortable?", "which is sharper?", "which is quieter?" where none states how loud it is), answered from
 * what bears on it (`queryDefaults.compare.qualities`): what each one's details say of it, quoted; the features
 * bearing on it each lists, of those the compared kinds list (headphones: noise cancelling); the attributes bearing
 * on it each states (a sheet's material); then what reviewers' ratings say, labelled as overall ratings, not of the
 * quality. No verdict is drawn and nothing is guessed: where nothing bears on it, that is said. Pure.
 */
import { queryDefaults, type Product } from '../../core/index.ts';
import { bestRated } from './compare-facts.ts';
import { capitalise, joinList, joinListCapped } from './english-list.ts';
import { describeRating, formatRating } from './format-price.ts';
import type { Line } from './message-length.ts';
import { allValues, containsPhrase, normaliseKey, toList } from './product-attributes.ts';
import { escapeRegExp } from './escape-regexp.ts';
import { bearingLine, kindBearing } from './compare-use.ts';

const { qualities, verdict } = queryDefaults.compare;

export interface Quality {
  /** How the message names it: "sound", "how quiet they are". */
  said: string;
  mentions: readonly string[];
  features: readonly string[];
  attributes: readonly string[];
  /** What an attribute bearing on it is, where it is no measure of it: max volume, "how loud it can play, …". */
  notes?: Readonly<Record<string, string>>;
}

const ASKED = Object.values(qualities).map((quality) => ({
  quality,
  test: new RegExp(
    `(?:^|[^\\p{L}\\p{N}])(?:${[...quality.asked]
      .sort((a, b) => b.length - a.length)
      .map((phrase) => escapeRegExp(phrase).replace(/ /g, '[\\s-]+'))
      .join('|')})(?![\\p{L}\\p{N}])`,
    'iu',
  ),
}));

/** The quality the request asks about, the first of `qualities` it names; undefined when it names none. */
export function qualityOf(content: string): Quality | undefined {
  return ASKED.find(({ test }) => test.test(content))?.quality;
}

/** At most this many products are quoted. */
const MAX_QUOTED = 3;

/** Words quoted either side of the word mentioning the quality. */
const QUOTE_WORDS = 4;

/** The words around the first mention in its description: "…stays comfortable for hours". */
function quote(product: Product, words: readonly string[]): string | undefined {
  const sentences = (product.description ?? '').match(/[^.!?]+[.!?]*/gu) ?? [];
  for (const sentence of sentences) {
    const tokens = sentence
      .trim()
      .replace(/[.!?]+$/u, '')
      .split(/\s+/u);
    const at = tokens.findIndex((_, index) =>
      words.some(
        (word) =>
          containsPhrase(tokens.slice(index, index + 3).join(' '), word) &&
          containsPhrase(tokens[index]!, word.split(' ')[0]!),
      ),
    );
    if (at < 0) continue;
    const from = Math.max(0, at - QUOTE_WORDS);
    const to = Math.min(tokens.length, at + QUOTE_WORDS + 1);
    const said = tokens
      .slice(from, to)
      .join(' ')
      .replace(/^[,;:]+|[,;:]+$/gu, '');
    return `${from > 0 ? '…' : ''}${said}${to < tokens.length ? '…' : ''}`;
  }
  return undefined;
}

/** "Their details say: A and B ("… clear, balanced sound …"); C ("…")." — the same sentence said once. */
function mentionLine(quality: Quality, products: readonly Product[], name: (p: Product) => string) {
  const bySentence = new Map<string, Product[]>();
  for (const product of products) {
    const said = quote(product, quality.mentions);
    if (said !== undefined) bySentence.set(said, [...(bySentence.get(said) ?? []), product]);
  }
  if (bySentence.size === 0) return undefined;
  const parts = [...bySentence]
    .slice(0, MAX_QUOTED)
    .map(([said, saying]) => `${joinListCapped(saying.map(name), 3)} ("${said}")`);
  const silent = products.filter((product) => ![...bySentence.values()].flat().includes(product));
  const rest =
    silent.length === 0
      ? ''
      : `; ${joinListCapped(silent.map(name), 3)} ${silent.length === 1 ? 'says' : 'say'} nothing of it`;
  return `On ${quality.said}, their details say: ${parts.join('; ')}${rest}.`;
}

/** An attribute's values on the product itself, its key matched loosely ("Thread Count", "thread_count"). */
function attributeValues(product: Product, attribute: string): string[] {
  const wanted = normaliseKey(attribute);
  return Object.entries(product.attributes ?? {}).flatMap(([key, value]) =>
    normaliseKey(key) === wanted && value !== undefined ? toList(value) : [],
  );
}

/** "Material: sateen cotton (A), percale cotton (B); C lists none." of each attribute bearing on it some state. */
function attributeLines(
  quality: Quality,
  products: readonly Product[],
  name: (p: Product) => string,
  priority: number,
): Line[] {
  return quality.attributes.flatMap((attribute): Line[] => {
    const values = products.map((product) => attributeValues(product, attribute).slice(0, 2).join(', '));
    if (values.every((value) => value === '')) return [];
    const note = quality.notes?.[attribute];
    const label = `${capitalise(attribute)}${note === undefined ? '' : ` (${note})`}`;
    const same = values.every((value) => value.toLowerCase() === values[0]!.toLowerCase());
    // A value that is no measure of it is said with what it is, whatever the length ("Max volume (…): 85 dB").
    const kept = note === undefined ? priority : 0;
    const all = products.length === 2 ? 'both' : 'all of them';
    if (same) return [{ text: `${label}: ${values[0]} for ${all}.`, priority: kept }];
    // The same value said once, with every product stating it: "recycled polyester (A and C), ripstop nylon (B)".
    const byValue = new Map<string, Product[]>();
    products.forEach((product, index) => {
      const value = values[index]!;
      if (value !== '') byValue.set(value, [...(byValue.get(value) ?? []), product]);
    });
    const stated = [...byValue].map(([value, stating]) => `${value} (${joinList(stating.map(name))})`);
    const none = products.filter((_, index) => values[index] === '').map(name);
    const rest =
      none.length === 0 ? '' : `; ${joinListCapped(none, 3)} ${none.length === 1 ? 'states' : 'state'} none`;
    return [{ text: `${label}: ${joinList(stated)}${rest}.`, priority: kept }];
  });
}

/**
 * "Reviewers' ratings are overall, not of sound alone: A is the best rated (4.6/5 from 438 reviews)." Of those
 * rated on enough reviews (`compare.verdict.minReviews`), as "Best rated" ranks them.
 */
function ratingLine(quality: Quality, products: readonly Product[], name: (p: Product) => string): Line {
  const rated = products.filter(
    (product) => product.rating !== undefined && (product.reviewCount ?? 0) >= verdict.minReviews,
  );
  const best = bestRated(rated)?.product;
  const label = `Reviewers' ratings are overall, not of ${quality.said} alone`;
  if (best === undefined)
    return {
      text: `${label}, and none of them has one from ${verdict.minReviews} or more reviews to go by.`,
      priority: 0,
    };
  // Level as shown ("4.6/5") is a tie, said as one, as "Best rated" says it.
  const shown = formatRating(best.rating!);
  const level = rated.filter((product) => formatRating(product.rating!) === shown);
  const rating = (describeRating(best) ?? '').replace(/^rated /u, '');
  const text =
    level.length === products.length
      ? `they are ${products.length === 2 ? 'both' : 'all'} rated ${shown}`
      : level.length > 1
        ? `${joinList(level.map(name))} tie at ${shown}`
        : rated.length === 1
          ? `${name(best)} is the only one rated on enough reviews (${rating})`
          : `${name(best)} is the ${products.length === 2 ? 'better' : 'best'} rated (${rating})`;
  return { text: `${label}: ${text}.`, priority: 0 };
}

/**
 * The quality's lines: what their details say of it, the features and attributes bearing on it each has, or that
 * nothing does, then the reviewers' ratings, labelled. `kind`: the features the compared kinds list, when known.
 */
export function qualityLines(
  quality: Quality,
  products: readonly Product[],
  name: (product: Product) => string,
  kind?: readonly string[],
): Line[] {
  const lines: Line[] = [];
  const mentioned = mentionLine(quality, products, name);
  // Where the kinds are not known, only the features one of them lists: never a long list none of them has.
  const listed = new Set(
    products.flatMap((product) => allValues(product, 'feature')).map((one) => one.toLowerCase()),
  );
  const bearing = kindBearing(quality.features, products, kind).filter(
    (feature) => kind !== undefined || [...listed].some((one) => containsPhrase(one, feature)),
  );
  const line = bearing.length === 0 ? undefined : bearingLine(bearing, products, name);
  // What their details say of it, first; kept before the features only where none lists one.
  const anyListed = line !== undefined && !line.startsWith('nor');
  if (mentioned !== undefined) lines.push({ text: mentioned, priority: anyListed ? 1 : 0 });
  if (line !== undefined && !line.startsWith('nor'))
    lines.push({ text: `${capitalise(line)}.`, priority: 0 });
  else if (line !== undefined)
    lines.push({
      text: `None of them lists a feature bearing on it (${joinList(bearing, 'or')}).`,
      priority: 0,
    });
  // Said whatever the length where nothing else bears on it.
  const attributes = attributeLines(quality, products, name, anyListed || mentioned !== undefined ? 1 : 0);
  lines.push(...attributes);
  if (lines.length === 0)
    lines.push({ text: `Nothing in their details bears on ${quality.said}.`, priority: 0 });
  return [...lines, ratingLine(quality, products, name)];
}
