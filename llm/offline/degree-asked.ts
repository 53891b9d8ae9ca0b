/**
 * "how warm is it?", "how long are they?": a question of the degree of an adjective asked of what the shopper is
 * looking at (not "how much", "how many"), and the attributes `specAdjectives` names it by ("long": length), which
 * "is it heavy?" asks too.
 */
import { queryDefaults, questionPart } from '../../core/index.ts';

const DEGREE =
  /\bhow\s+(?!much\b|many\b)([\p{L}-]+)\s+(?:is|are)\s+(?:it|this|that|they|these|those)(?![\p{L}])/iu;

/** The adjective a question of degree asks ("warm"), lower case; undefined for any other request. */
export const degreeAsked = (content: string): string | undefined =>
  DEGREE.exec(questionPart(content.replaceAll('’', "'")))?.[1]?.toLowerCase();

/** "is it heavy?", "are they loud?": an adjective alone asked of it. */
const IS_IT = /^\s*(?:is|are)\s+(?:it|this|that|they|these|those)\s+([\p{L}-]+)[\s?.!]*$/iu;

/**
 * "is it heavy?" as the question of degree it asks of a spec, "how heavy is it?", when `specAdjectives` names its
 * adjective; any other request as it is.
 */
export function asDegree(content: string): string {
  const adjective = IS_IT.exec(questionPart(content.replaceAll('’', "'")))?.[1]?.toLowerCase();
  const named = adjective !== undefined && queryDefaults.pageContext.specAdjectives[adjective] !== undefined;
  return named ? `how ${adjective} is it?` : content;
}

/**
 * The attributes a question of degree, or "is it <adjective>?", names by its adjective ("how long is it?", "is it
 * long?": length); none for others.
 */
export const degreeSpecs = (content: string): readonly string[] => {
  const adjective = degreeAsked(asDegree(content));
  return adjective === undefined ? [] : (queryDefaults.pageContext.specAdjectives[adjective] ?? []);
};
