/**
 * The query a relaxation step searches: the words of a colour, audience or brand it dropped put back into the
 * text, as a preference rather than a filter (search-with-relaxation.ts).
 */
import { askedValues, hasConstraint, type Constraint } from './constraint-labels.ts';
import { droppedWorded } from './relaxed-memory.ts';
import type { CatalogVocabulary } from './catalog-vocabulary.ts';
import type { SearchQuery } from './search-query.ts';
import { negatingMaterials } from './negating-materials.ts';
import { alternation, WORD_END, WORD_START } from './text-tools.ts';

/**
 * The text without the names of a dropped material that negates another ("vegan leather", "faux fur"): ranked
 * by, "leather" would put real leather first, the opposite of what was asked.
 */
function withoutNegatedMaterials(original: SearchQuery, step: SearchQuery): string {
  if (!hasConstraint(original.filters, 'materials') || hasConstraint(step.filters, 'materials'))
    return step.text;
  const negated = negatingMaterials(original.filters.materials ?? []);
  if (negated.length === 0) return step.text;
  const names = new RegExp(`${WORD_START}(?:${alternation(negated)})${WORD_END}`, 'giu');
  return step.text.replace(names, ' ').replace(/\s+/g, ' ').trim();
}

/**
 * Constraints whose words the parser takes out of the text ("ivory chinos" → text "chinos", colour ivory).
 * Once such a filter is relaxed, the shopper's words return to the text the catalogue ranks by, so "ivory"
 * still counts, as a preference rather than a filter. An audience only implied does not return ("a gift for my
 * wife who loves cooking" asks for women's products without saying "women", and "women" in the text would rank
 * any women's product above the cookware).
 */
const SOFTENED: readonly Constraint[] = ['colors', 'audience', 'brands'];

/**
 * `step` with the words of the features and materials it dropped ranking only ("soft pillow" where no pillow is
 * tagged soft: the pillows, the soft t-shirts not among them; relax-query.ts droppedWorded).
 */
export function wordedRanking(original: SearchQuery, step: SearchQuery): SearchQuery {
  const worded = droppedWorded(original, step);
  return worded.length === 0 ? step : { ...step, relaxedWords: [...(step.relaxedWords ?? []), ...worded] };
}

/** Whether the catalogue tags some product with a softened constraint (a colour, an audience, a brand). */
export type TaggedConstraint = (constraint: Constraint) => boolean;

/** The softened constraints the catalogue's vocabulary holds values of. */
export const taggedIn =
  (vocabulary: CatalogVocabulary): TaggedConstraint =>
  (constraint) =>
    (constraint === 'colors'
      ? vocabulary.colors
      : constraint === 'audience'
        ? vocabulary.audiences
        : vocabulary.brands
    ).length > 0;

/**
 * The step's query with the asked words of each softened constraint it dropped put back into the text; and the
 * names of a dropped negating material taken out of it (see withoutNegatedMaterials). The words of a constraint
 * the catalogue tags products with (`tagged`) are also named as `relaxedWords`: they rank only the products the
 * shopper's other words match ("camping gear for the kids" where no camping product is for kids: camping
 * products, children's first, not kids' sneakers). In a shop that tags no product with it, such a word is only a
 * word of the request ("dresses for women" in a shop of titles alone) and counts as any other.
 */
export function softenedQuery(
  original: SearchQuery,
  step: SearchQuery,
  tagged: TaggedConstraint = () => true,
): SearchQuery {
  const dropped = SOFTENED.filter(
    (constraint) =>
      hasConstraint(original.filters, constraint) &&
      !hasConstraint(step.filters, constraint) &&
      !(constraint === 'audience' && original.audienceImplied === true),
  );
  const words = dropped.flatMap((constraint) => askedValues(original.filters, constraint));
  const ranking = dropped.filter(tagged).flatMap((constraint) => askedValues(original.filters, constraint));
  const text = withoutNegatedMaterials(original, step);
  if (words.length === 0 && text === step.text) return step;
  return {
    ...step,
    text: [...words, text].join(' ').trim(),
    // Words a turn before relaxed (SearchQuery.relaxedWords, remembered) still only rank.
    ...(ranking.length > 0 && { relaxedWords: [...(step.relaxedWords ?? []), ...ranking] }),
  };
}
