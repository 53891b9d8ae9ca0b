/**
 * Materials named as the opposite of another ("vegan leather", "faux fur": `queryDefaults.materialNegators`), and
 * the material each negates. Pure.
 */
import { queryDefaults } from './query-defaults.ts';
import { alternation, WORD_END, WORD_START } from './text-tools.ts';

const NEGATOR = new RegExp(
  `${WORD_START}(?:${alternation(queryDefaults.materialNegators)})${WORD_END}`,
  'iu',
);
const NEGATORS = new RegExp(NEGATOR.source, 'giu');

/** Whether a material's name negates another ("faux leather", not "leatherette" or "cotton"). */
export const negates = (material: string): boolean => NEGATOR.test(material);

/** The materials of `materials` that negate another ("faux leather", not "leatherette" or "cotton"). */
export const negatingMaterials = (materials: readonly string[]): string[] => materials.filter(negates);

/** The materials those negate ("faux leather", "pu leather" → "leather"), each once. */
export function negatedMaterials(materials: readonly string[]): string[] {
  const bases = negatingMaterials(materials).map((material) =>
    material.replace(NEGATORS, ' ').replace(/\s+/g, ' ').trim().toLowerCase(),
  );
  return [...new Set(bases.filter((base) => base !== ''))];
}

/**
 * Whether `text` names a material negating `material` ("synthetic leather jacket" of "leather"): leaving that
 * material out goes without saying ("Showing synthetic leather jacket", not "…, without leather").
 */
export const negatedInText = (text: string, material: string): boolean =>
  new RegExp(
    `${WORD_START}(?:${alternation(queryDefaults.materialNegators)})\\s+${alternation([material])}${WORD_END}`,
    'iu',
  ).test(text);
