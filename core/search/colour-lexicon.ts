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

/** Everything `colour` means in the `colors` filter: its built-in expansion plus catalogue colours containing one. */
export function expandColour(colour: string, catalogueColours: readonly string[]): string[] {
  const base = builtInExpansion(colour);
  const fromCatalogue = catalogueColours.filter((known) => base.some((term) => containsPhrase(known, term)));
  return unique([...base, ...fromCatalogue]);
}

/**
 * Reduces an expanded `colors` filter back to what was asked: drops each colour that an earlier one expands to
 * or that contains an earlier one ("blue, navy, light blue, red…" → "blue, red").
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
      covering.push(builtInExpansion(colour));
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
