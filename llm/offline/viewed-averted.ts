/**
 * "will it clog pores?", "will it break me out?": a question of harm the viewed product may do that a word of its
 * data says it does not (`queryDefaults.pageContext.avertedBy`: "non-comedogenic"), answered no from it ("No: … is
 * non-comedogenic."). A product not saying so gets no answer here (viewed-suitability.ts says what its details
 * mention).
 */
import { asksAboutIt, queryDefaults } from '../../core/index.ts';
import { escapeRegExp } from './escape-regexp.ts';
import { allValues, containsPhrase, productText } from './product-attributes.ts';
import type { SearchMessageInput } from './search-message.ts';
import { viewedSubject } from './viewed-subject.ts';

/** "No: the Pure Shea Butter Moisturizer you're viewing is non-comedogenic." — or undefined. */
export function avertedAnswer(input: SearchMessageInput): string | undefined {
  const subject = viewedSubject(input);
  const content = input.request.content.replaceAll('’', "'");
  if (subject?.product === undefined || !asksAboutIt(content)) return undefined;
  const product = subject.product;
  for (const [word, harms] of Object.entries(queryDefaults.pageContext.avertedBy)) {
    // "is it non-comedogenic?" asks the word itself, no harm: a yes said elsewhere (it had said "No: …").
    const spelled = word
      .split(/[\s-]+/u)
      .map(escapeRegExp)
      .join('[\\s-]*');
    const rest = content.replace(new RegExp(spelled, 'giu'), ' ');
    if (!harms.some((harm) => containsPhrase(rest, harm))) continue;
    // Listed among its features: it is so; said in its details: described so.
    if (allValues(product, 'feature').some((feature) => containsPhrase(feature, word)))
      return `No: ${subject.name} is ${word}.`;
    if (containsPhrase(productText(product), word)) return `No: ${subject.name} is described as ${word}.`;
  }
  return undefined;
}
