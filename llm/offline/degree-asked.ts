/**
 * "how warm is it?", "how long are they?": a question of the degree of an adjective asked of what the shopper is
 * looking at (not "how much", "how many"), and the attributes `specAdjectives` names it by ("long": length), which
 * "is it heavy?" asks too.
 */
import { queryDefaults, questionPart, type Product } from '../../core/index.ts';
import { allValues } from './product-attributes.ts';

const DEGREE =
  /\bhow\s+(?!much\b|many\b)([\p{L}-]+)\s+(?:is|are)\s+(?:it|this|that|they|these|those)(?![\p{L}])/iu;

/** The adjective a question of degree asks ("warm"), lower case; undefined for any other request. */
export const degreeAsked = (content: string): string | undefined =>
  DEGREE.exec(questionPart(content.replaceAll('’', "'")))?.[1]?.toLowerCase();

/**
 * "is it heavy?", "are they loud?": an adjective alone asked of it; or with "enough", "for …" or "to …" after it
 * ("is it loud enough for a party?", "is it bright enough to read by?"), which asks the same of its attribute.
 */
const IS_IT =
  /^\s*(?:is|are)\s+(?:it|this|that|they|these|those)\s+(?:(?:really|very|quite|pretty)\s+)?([\p{L}-]+)(?:\s+enough)?(?:\s+(?:for|to)\s+[^?.!]{1,60})?[\s?.!]*$/iu;

/**
 * "is it heavy?" as the question of degree it asks of a spec, "how heavy is it?", when `specAdjectives` names its
 * adjective and no feature of `product` holds it ("fast" of "fast-charging"); any other request as it is.
 */
export function asDegree(content: string, product?: Product): string {
  const adjective = IS_IT.exec(questionPart(content.replaceAll('’', "'")))?.[1]?.toLowerCase();
  const named = adjective !== undefined && queryDefaults.pageContext.specAdjectives[adjective] !== undefined;
  // "is it fast to charge?" of fast-charging headphones: its feature answers it, not a speed.
  const featured =
    adjective !== undefined &&
    product !== undefined &&
    allValues(product, 'feature').some((feature) =>
      feature
        .toLowerCase()
        .split(/[\s-]+/u)
        .includes(adjective),
    );
  return named && !featured ? `how ${adjective} is it?` : content;
}

/**
 * The attributes a question of degree, or "is it <adjective>?", names by its adjective ("how long is it?", "is it
 * long?": length); none for others.
 */
export const degreeSpecs = (content: string, product?: Product): readonly string[] => {
  const adjective = degreeAsked(asDegree(content, product));
  return adjective === undefined ? [] : (queryDefaults.pageContext.specAdjectives[adjective] ?? []);
};
