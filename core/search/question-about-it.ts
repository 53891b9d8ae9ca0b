/**
 * "is it waterproof?", "does this come in red?", "are they leather?": a request that asks a yes/no question about
 * what the shopper is looking at (the viewed product, or the one "the second one" points at, read as "it"). Pure.
 */
const QUESTION =
  /^\s*(?:is|are|does|do|can|will|would|has|have)\s+(?:it|this|that|they|these|those)(?![\p{L}\p{N}])/iu;

export const asksAboutIt = (content: string): boolean => QUESTION.test(content);
