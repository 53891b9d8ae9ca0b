/**
 * "running gear", "camping equipment", "gear for hiking": what an activity needs (`filler.gearNouns` beside a key of
 * `filler.personas`) is read as "something for running", whose filler says it ("Showing products for running.");
 * "gear" had been searched as the kind ("running gear" listed backpacks whose descriptions say "gear"). Not where
 * the catalogue names the noun as a category. Pure.
 */
import type { Draft } from './draft.ts';
import { queryDefaults } from './query-defaults.ts';
import { alternation, WORD_END, WORD_START } from './text-tools.ts';

const { gearNouns, personas } = queryDefaults.filler;
const ACTIVITY = alternation(Object.keys(personas));
const GEAR = alternation(gearNouns);
const BEFORE = new RegExp(`${WORD_START}(${ACTIVITY})\\s+(${GEAR})${WORD_END}`, 'giu');
/** A gear noun, which most requests lack: tested before the two patterns run. */
const GEAR_SAID = new RegExp(`${WORD_START}(?:${GEAR})${WORD_END}`, 'iu');
const AFTER = new RegExp(`${WORD_START}(${GEAR})\\s+for\\s+(${ACTIVITY})${WORD_END}`, 'giu');

export function readActivityGear(draft: Draft, isKind: (word: string) => boolean): void {
  if (!GEAR_SAID.test(draft.rest)) return;
  draft.rest = draft.rest
    .replace(BEFORE, (whole: string, activity: string, gear: string) =>
      isKind(gear) ? whole : `something for ${activity}`,
    )
    .replace(AFTER, (whole: string, gear: string, activity: string) =>
      isKind(gear) ? whole : `something for ${activity}`,
    );
}
