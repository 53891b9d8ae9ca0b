/**
 * "is this a good gift?", "would it make a nice present for my dad?", "is it suitable as a gift?": whether the
 * product the shopper is looking at makes a good gift; "is it worth it?", "is it good value?": whether it is worth
 * its price. No product's data says whom it would please: the chat says
 * what its data does (its rating, price, stock and options), and the list stays the products like it rather than
 * the shop's most popular (gift-only.ts). Not "does it come in a gift box?" nor "is there a gift
 * set?": a gift word before what a gift comes packed as names a thing. Pure.
 */
import { asksAboutIt, questionPart } from './question-about-it.ts';
import { queryDefaults } from './query-defaults.ts';
import { alternation, WORD_END, WORD_START } from './text-tools.ts';

const { giftWords, giftOccasions } = queryDefaults.filler;
const QUALITY = `(?:(?:${alternation(queryDefaults.pageContext.giftQualities)})\\s+)?`;
const OCCASION = `(?:(?:${alternation(giftOccasions)})\\s+)?`;
/** What may follow the gift word: whom or what it is for, to the question's end ("for my dad", "for christmas"). */
const AFTER = `(?:\\s+(?:for|to give|to get)\\s+[^?.!]+)?[\\s?.!]*$`;
/** "a good gift", "a nice christmas present", "as a gift", "good gift idea": the gift word ending the question. */
const GIFT = new RegExp(
  `${WORD_START}(?:(?:a|an)\\s+${QUALITY}|as\\s+(?:a|an)\\s+|${QUALITY})${OCCASION}` +
    `(?:${alternation(giftWords)})${WORD_END}${AFTER}`,
  'iu',
);
/** "is it worth it?", "is this worth the money?", "is it good value?": a worth word ending the question. */
const WORTH = new RegExp(
  `${WORD_START}(?:${alternation(queryDefaults.pageContext.worthWords)})(?:\\s+(?:for|at)\\s+[^?.!]+)?[\\s?.!]*$`,
  'iu',
);

/** Whether `content` asks if the product it is about is worth its price. */
export function asksWorth(content: string): boolean {
  const question = questionPart(content.replaceAll('’', "'"));
  return asksAboutIt(question) && WORTH.test(question);
}

/** Whether `content` asks if the product it is about makes a good gift. */
export function asksGiftWorth(content: string): boolean {
  const question = questionPart(content.replaceAll('’', "'"));
  return asksAboutIt(question) && GIFT.test(question);
}
