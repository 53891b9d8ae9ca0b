/**
 * The word few matches name (`fewNamed`) as the model's DATA gives it, read as the offline message reads it
 * (llm/offline/search-message.ts): a kind the shop sells none of is `kindNotSold` ("sleeping bag": "No product here
 * is a sleeping bag; these are the closest."), with the broader kind the products are as `closestKind` ("parka" of
 * jackets: "…; these are the closest: jackets."), a describing word no match of a sold kind holds is `describerNotHeld`
 * ({ word: "comfortable", kind: "bag" }: 'No bag here mentions "comfortable", so these match your other words.'),
 * each only where the offline message says it (not beside words no product has) and instead of "None of them has
 * everything you asked for" (`onlyPartialMatches` false). Otherwise `fewNamed` as before, with `onlyWord` where its
 * word is the only one left to match ("bike": 'None of them has "bike" in its name; they mention it in their
 * details.', not that they match other words), and `readAs` where the word is a guess the matches hold as another
 * ("adidas" read as "acids"), and `inDetails` where the products shown without it in their names hold it in their
 * details ("hiking pack": 'they mention it in their details'). Pure.
 */
import { pluralForm, type SearchChatInput } from '../../core/index.ts';
import { fewNamedSaid, kindSaid } from '../offline/few-named.ts';
import { cleanText } from './data-block.ts';

interface FewNamedFacts {
  fewNamed?: {
    word: string;
    count: number;
    onlyWord?: true;
    readAs?: string;
    inDetails?: 'all' | 'some';
    aside?: { kind: string; count: number };
  };
  kindNotSold?: string;
  closestKind?: string;
  describerNotHeld?: { word: string; kind: string };
  onlyPartialMatches: boolean;
}

/** The facts; `unmatchedSaid`: the message names words no product has, and so none of these kinds. */
export function fewNamedFacts(
  input: Pick<SearchChatInput, 'fewNamed' | 'corrections' | 'partial' | 'products' | 'query'>,
  unmatchedSaid: boolean,
): FewNamedFacts {
  const few = fewNamedSaid(input);
  const partial = input.partial === true;
  if (few === undefined) return { onlyPartialMatches: partial };
  const word = cleanText(few.word, 40);
  // Said by the offline message instead of "None of them has everything", and not beside words no product has.
  const instead = { onlyPartialMatches: false };
  if (few.unsold === true)
    return unmatchedSaid
      ? { onlyPartialMatches: partial }
      : {
          kindNotSold: cleanText(kindSaid(few.word), 40),
          ...(few.closest !== undefined && { closestKind: cleanText(pluralForm(few.closest), 40) }),
          ...instead,
        };
  if (few.describes !== undefined)
    return unmatchedSaid
      ? { onlyPartialMatches: partial }
      : { describerNotHeld: { word, kind: cleanText(kindSaid(few.describes), 40) }, ...instead };
  // The only word left to match ("bike"): the others mention it, no other words ("they mention it in their details").
  const only = few.alone === true ? { onlyWord: true as const } : {};
  // A guess the matches are said to hold is named as the word they hold: "acids", the closest here to "adidas".
  const read = few.read === undefined ? {} : { readAs: cleanText(few.read, 40) };
  // Those shown holding it in their details: never said to match only the other words ("hiking pack").
  const details = few.inDetails === undefined ? {} : { inDetails: few.inDetails };
  // "comforter" over "Duvet Covers": the kind the others are, listed after those of the kind asked.
  const aside =
    few.aside === undefined
      ? {}
      : { aside: { kind: cleanText(pluralForm(few.aside.kind), 40), count: few.aside.count } };
  return {
    fewNamed: { word, count: few.count, ...only, ...read, ...details, ...aside },
    onlyPartialMatches: partial,
  };
}
