/**
 * Colour knowledge: families ("navy" is a blue), spellings ("grey" = "gray") and the catalogue's own colours.
 * Decides what a colour the shopper asked for expands to in the `colors` filter.
 */
import { queryDefaults } from './query-defaults.ts';
import { containsPhrase, termKey, termMatcher, type TermMatcher } from './text-tools.ts';

const { colours } = queryDefaults;

const normal = (text: string): string => text.trim().toLowerCase().replace(/\s+/g, ' ');

const unique = (values: Iterable<string>): string[] => [...new Set(values)];

const SPELLING_RULES = Object.entries(colours.spellings).flatMap(([a, [b = a] = []]) => [
  { from: new RegExp(`(?<![a-z])${a}(?![a-z])`, 'g'), to: b },
  { from: new RegExp(`(?<![a-z])${b}(?![a-z])`, 'g'), to: a },
]);

/** A colour and its other spellings: "heather grey" → ["heather grey", "heather gray"]. */
export function spellingsOf(colour: string): string[] {
  const out = [colour];
  for (const rule of SPELLING_RULES) {
    const respelt = colour.replace(rule.from, rule.to);
    if (respelt !== colour) out.push(respelt);
  }
  return unique(out);
}

/** Family head (every spelling) → members. */
const FAMILIES = new Map<string, string[]>(
  Object.entries(colours.families).flatMap(([head, members]) =>
    spellingsOf(normal(head)).map((spelling) => [spelling, members.map(normal)] as const),
  ),
);

/** The colour plus, for a family head, its members; every spelling of each. Catalogue-independent. */
export function builtInExpansion(colour: string): string[] {
  const term = normal(colour);
  return unique([term, ...(FAMILIES.get(term) ?? [])].flatMap(spellingsOf));
}

/** The catalogue's colours containing one of `terms`. */
const holding = (catalogueColours: readonly string[], terms: readonly string[]): string[] =>
  catalogueColours.filter((known) => terms.some((term) => containsPhrase(known, term)));

/** Is `colour` a built-in colour (a family head or member) that heads no family? */
const isMember = (colour: string): boolean =>
  !FAMILIES.has(colour) && [...FAMILIES.values()].some((members) => members.includes(colour));

/**
 * The catalogue's colours nearest a shade it does not sell (see `colours.shadeLeanings`): a colour word inside
 * it ("navy" of "navy blue"), else its family's members leaning the shade's way ("light blue": sky blue), else
 * its family's head ("bright red": red), else the whole family.
 */
function nearestColours(colour: string, catalogueColours: readonly string[]): string[] {
  const words = colour.split(' ');
  if (words.length < 2 || catalogueColours.length === 0) return [];
  for (let length = words.length - 1; length >= 1; length--) {
    for (let start = 0; start + length <= words.length; start++) {
      const inner = words.slice(start, start + length).join(' ');
      if (FAMILIES.has(inner) || (!isMember(inner) && !catalogueColours.includes(inner))) continue;
      const found = holding(catalogueColours, spellingsOf(inner));
      if (found.length > 0) return found;
    }
  }
  const [shade = '', ...rest] = words;
  const head = rest.join(' ');
  const family = builtInExpansion(head);
  const leanings = colours.shadeLeanings[shade] ?? [];
  const leaning = [...family, ...holding(catalogueColours, family)].filter((member) =>
    member.split(' ').some((word) => leanings.includes(word)),
  );
  for (const terms of [leaning, spellingsOf(head), family]) {
    const found = holding(catalogueColours, terms);
    if (found.length > 0) return found;
  }
  return [];
}

/**
 * Everything `colour` means in the `colors` filter: its built-in expansion plus catalogue colours containing
 * one; for a shade the catalogue does not sell, its nearest colours there.
 */
export function expandColour(colour: string, catalogueColours: readonly string[]): string[] {
  const base = builtInExpansion(colour);
  const fromCatalogue = holding(catalogueColours, base);
  const nearest = fromCatalogue.length > 0 ? [] : nearestColours(normal(colour), catalogueColours);
  return unique([...base, ...fromCatalogue, ...nearest]);
}

/** What a colour's expansion may hold: its built-in expansion, and for a shade its words' ("navy blue": blues). */
function nearby(colour: string): string[] {
  const words = colour.split(' ');
  const inner: string[] = [];
  for (let start = 0; start < words.length; start++)
    for (let end = start + 1; end <= words.length; end++) inner.push(words.slice(start, end).join(' '));
  return unique(inner.flatMap(builtInExpansion));
}

/**
 * Reduces an expanded `colors` filter back to what was asked: drops each colour that an earlier one expands to
 * or that contains an earlier one ("blue, navy, light blue, red…" → "blue, red"; "navy blue, navy" → "navy blue").
 */
export function askedColours(filter: readonly string[]): string[] {
  const asked: string[] = [];
  const covering: string[][] = [];
  for (const colour of filter) {
    const key = normal(colour);
    const covered = covering.some((terms) =>
      terms.some((term) => term === key || containsPhrase(colour, term)),
    );
    if (!covered) {
      asked.push(colour);
      covering.push(nearby(key));
    }
  }
  return asked;
}

export interface ColourLexicon {
  /** Every colour spelling (built-in and catalogue) → its canonical name. */
  terms: TermMatcher;
  /** termKeys of colours that are also everyday nouns and need context. */
  ambiguous: ReadonlySet<string>;
  /** The catalogue's colours. */
  catalogue: readonly string[];
  /** expandColour results, memoised per lexicon (a lexicon's catalogue never changes). */
  expansions: Map<string, readonly string[]>;
}

/** expandColour against the lexicon's catalogue, memoised. */
export function expandColourIn(lexicon: ColourLexicon, colour: string): readonly string[] {
  let expansion = lexicon.expansions.get(colour);
  if (expansion === undefined) {
    expansion = expandColour(colour, lexicon.catalogue);
    lexicon.expansions.set(colour, expansion);
  }
  return expansion;
}

const AMBIGUOUS = new Set(colours.ambiguous.map(termKey));

/** Built-in colours plus the catalogue's (those of two letters or more). */
export function colourLexicon(catalogueColours: readonly string[]): ColourLexicon {
  const entries: [string, string][] = [];
  for (const [head, members] of Object.entries(colours.families)) {
    for (const colour of [head, ...members].map(normal)) {
      for (const spelling of spellingsOf(colour)) entries.push([spelling, spelling]);
    }
  }
  const catalogue = catalogueColours.map(normal).filter((colour) => colour.length >= 2);
  for (const colour of catalogue) entries.push([colour, colour]);
  return { terms: termMatcher(entries), ambiguous: AMBIGUOUS, catalogue, expansions: new Map() };
}
