/**
 * A superlative or bound asked, as the model reads it (search prompt `superlativeAnswer`, `measureUnclear`), from
 * the facts the offline message states (superlative-answer.ts): the winner by its title; or none of the kind stating
 * the measure, of the list or (`ofShop`, a bound: "None of the shop's tents states its weight, so I can't tell which
 * are under 2 kg.") of the shop; or, a bare number with no kind ("something bigger than 4"), the number and the
 * bound as said, for "I can't tell what 4 measures in "bigger than 4" without a kind of product", and (`popular`)
 * whether nothing else was asked, so the products are the shop's popular picks; or, a comparative alone with no list
 * to compare against ("something thicker"), it and its superlative (`comparedUnclear`).
 */
import { cleanText } from './data-block.ts';
import {
  kindlessBound,
  kindlessComparative,
  superlativeFacts,
  type SuperlativeInput,
} from '../offline/superlative-answer.ts';
import { isPopular } from '../offline/small-talk-reply.ts';

/** The superlative answer's facts as the model reads them, else undefined (none asked). */
function superlativeAnswerFact(input: SuperlativeInput) {
  const facts = superlativeFacts(input);
  if (facts === undefined) return undefined;
  const which = cleanText(facts.which, 80);
  if ('unstated' in facts)
    return {
      which,
      unstated: {
        kinds: cleanText(facts.unstated.kinds, 80),
        states: cleanText(facts.unstated.states, 80),
        ...(facts.unstated.shop === true && { ofShop: true }),
      },
    };
  return {
    which,
    subject: cleanText(facts.subject, 80),
    winner: cleanText(facts.winner.title, 160),
    ...(facts.value !== undefined && { value: cleanText(facts.value, 80) }),
  };
}

/** DATA's `superlativeAnswer`, `measureUnclear` and `comparedUnclear`, each only when asked. */
export function superlativePromptFacts(input: SuperlativeInput) {
  const answer = superlativeAnswerFact(input);
  const kindless = kindlessBound(input);
  const compared = kindlessComparative(input);
  return {
    ...(answer !== undefined && { superlativeAnswer: answer }),
    ...(kindless !== undefined && {
      measureUnclear: {
        number: cleanText(kindless.number, 20),
        said: cleanText(kindless.said, 80),
        // Nothing else asked: DATA.products are the shop's popular picks, as the offline message says.
        ...(isPopular(input.query) && { popular: true }),
      },
    }),
    // "something thicker" with no list to compare against: the comparative and its superlative, as said offline.
    ...(compared !== undefined && {
      comparedUnclear: {
        said: cleanText(compared.said, 40),
        superlative: cleanText(compared.superlative, 40),
        ...(isPopular(input.query) && { popular: true }),
      },
    }),
  };
}
