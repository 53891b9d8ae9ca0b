/**
 * `askedValues` (core's public index): what the chat names of a filter the parser expanded. It decides with
 * whole-word phrase tests, which answer "no" for an ASCII text lacking the phrase's first word before building
 * any pattern; these cases hold either way: case, hyphens, apostrophes and texts that are not ASCII.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { askedValues } from '../../core/index.ts';

test('colours: a family member or a shade of an asked colour is not named again', () => {
  const colors = ['blue', 'navy', 'light blue', 'Sky-Blue', 'BLUE', 'red', 'dark red'];
  assert.equal(askedValues({ colors }, 'colors'), ['blue', 'red']);
});

test('colours: a catalogue colour holding the asked one as a whole word, in any script or dash', () => {
  const colors = ['blue', 'Blue–Grey', 'Bleu Ciel', 'Bluebell'];
  // "Blue–Grey" (an en dash) holds the word blue; "Bleu Ciel" and "Bluebell" do not.
  assert.equal(askedValues({ colors }, 'colors'), ['blue', 'Bleu Ciel', 'Bluebell']);
});

test('materials: a value holding an earlier one as a whole phrase collapses into it', () => {
  const materials = ['leather', 'Full-Grain Leather', 'LEATHER', 'leatherette', 'cotton', 'organic cotton'];
  assert.equal(askedValues({ materials }, 'materials'), ['leather', 'leatherette', 'cotton']);
});

test("materials: apostrophes and separators are optional, apostrophes may be curly ('lamb's wool')", () => {
  const materials = ["lamb's wool", 'Lambs Wool', 'lamb’s wool blend', 'lambswool', 'cotton'];
  assert.equal(askedValues({ materials }, 'materials'), ["lamb's wool", 'cotton']);
});

test.run();
