/**
 * A shade asked with no colour: "bedding in a light colour", "light-coloured sheets", "towels in dark shades" ask for
 * the catalogue's colours of that shade (those whose names hold a word of `colours.shadeLeanings`, or one of
 * `colours.shadesAlone`: "light grey", "cream", "white"). "light" there is no weight: it had been read as
 * lightweight ("Showing bedding in a lightweight colour."). Where the catalogue sells none, the colour stays open.
 * Pure.
 */
import type { ColourLexicon } from './colour-lexicon.ts';
import { addToFilter, type Draft } from './draft.ts';
import { queryDefaults } from './query-defaults.ts';
import { alternation, consume, WORD_END, WORD_START } from './text-tools.ts';

const { colours } = queryDefaults;

const CUES = [...colours.cueWords, 'shades', 'tones'];
const SHADE_ALONE = new RegExp(
  `${WORD_START}(?:in\\s+(?:(?:a|an|some)\\s+)?)?(?<shade>${alternation(colours.shadeModifiers)})[\\s-]+` +
    `(?:${alternation(CUES)})${WORD_END}`,
  'giu',
);
/** A cue alone ("colour", "shades"), which most requests lack: tested before SHADE_ALONE and its lookbehind. */
const CUE_SAID = new RegExp(alternation(CUES), 'iu');

/** The catalogue's colours of a shade: "light" → "light grey", "sky blue", "cream", "white"… */
function coloursOf(shade: string, catalogue: readonly string[]): string[] {
  const leanings = colours.shadeLeanings[shade] ?? [shade];
  const alone = colours.shadesAlone[shade] ?? [];
  return catalogue.filter(
    (colour) => alone.includes(colour) || colour.split(/[\s-]+/).some((word) => leanings.includes(word)),
  );
}

/** Takes a shade asked with no colour out of the text, into the `colors` filter where the catalogue sells it. */
export function readShadesAlone(draft: Draft, lexicon: ColourLexicon): void {
  if (!CUE_SAID.test(draft.rest)) return;
  draft.rest = consume(draft.rest, SHADE_ALONE, (match) => {
    const shade = (match.groups?.['shade'] ?? '').toLowerCase();
    const found = coloursOf(shade, lexicon.catalogue);
    if (found.length > 0) addToFilter(draft.filters, 'colors', found);
    return true;
  });
}
