/**
 * A temperature said in degrees with no letter ("sleeping bag good to 0 degrees", `measures.reach.degrees`): in the
 * letter the products of the kind named state (their °F where they give "20 °F"), else the one the catalogue's
 * products state, else the shop's default (`reach.degreesLetter`: °C); where products state both, that default too.
 * The letter read is said back ("good to 0 °C"), so a shopper who meant the other can say so. Pure.
 */
import { kindSpellings, type KindStatesLexicons } from './kind-states.ts';
import { measureFrom } from './measure-of.ts';
import { queryDefaults } from './query-defaults.ts';
import { alternation } from './text-tools.ts';

const { units, reach } = queryDefaults.measures;
const TEMPERATURES = reach.maximum.flatMap((family) =>
  Object.keys(units[family as keyof typeof units] ?? {}),
);
const LETTER = new RegExp(`(?:${alternation(TEMPERATURES)})$`, 'iu');

/** Degrees, and the temperature's letter a shopper may give after them ("0 degrees F", "0 deg celsius"). */
export const DEGREES = `(?:${alternation(reach.degrees)})(?:\\s*(?:${alternation(TEMPERATURES)}))?`;
const BARE = new RegExp(`^(?:${alternation(reach.degrees)})$`, 'iu');

/** Whether `spelling` reads a number as `letter` does (both "°f" and "fahrenheit" as "f"). */
const sameAs = (spelling: string, letter: string): boolean =>
  [0, 1].every((value) => {
    const spelt = measureFrom(String(value), spelling);
    const lettered = measureFrom(String(value), letter);
    return spelt !== undefined && spelt.unit === lettered?.unit && spelt.value === lettered.value;
  });

/** The one letter of `reach.letters` that `spellings` state, else undefined (none, or several). */
function oneLetter(spellings: readonly string[]): string | undefined {
  const stated = reach.letters.filter((letter) => spellings.some((spelling) => sameAs(spelling, letter)));
  return stated.length === 1 ? stated[0] : undefined;
}

/**
 * The unit `said` spells: its letter after degrees ("f" of "degrees F"), or, for degrees alone, the letter read
 * where it is said in `text` (at `at`; `bare`: say it back as "°F"); undefined where `said` holds no degrees.
 */
export function degreesRead(
  said: string,
  text: string,
  at: number,
  lexicons: KindStatesLexicons,
): { spelling: string; bare: boolean } | undefined {
  const spelling = said.trim();
  if (!BARE.test(spelling)) {
    const letter = LETTER.exec(spelling)?.[0];
    return letter === undefined || letter === spelling ? undefined : { spelling: letter, bare: false };
  }
  const temperature = (found: string) => reach.letters.some((letter) => sameAs(found, letter));
  const kind = (kindSpellings(text, at, lexicons) ?? []).filter(temperature);
  const everywhere = [...lexicons.kindUnits.values()].flatMap((values) => [...values]);
  const letter = (kind.length > 0 ? oneLetter(kind) : oneLetter(everywhere)) ?? reach.degreesLetter;
  return { spelling: letter, bare: true };
}
