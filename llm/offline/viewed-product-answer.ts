/**
 * The chat's opening answer about the product the shopper is viewing, the first of the answers below that has one.
 */
import type { SearchMessageInput } from './search-message.ts';
import { pluralName, truncate } from './product-attributes.ts';
import { viewedFact } from './viewed-fact.ts';
import { optionAnswer } from './viewed-option.ts';
import { viewedAnswer } from './viewed-answer.ts';
import { audienceAnswer } from './viewed-audience.ts';
import { deviceAnswer } from './viewed-device.ts';
import { roomAnswer } from './viewed-room.ts';
import { measureAnswer } from './viewed-measure.ts';
import { otherOptionAnswer } from './viewed-other-options.ts';
import { stockAnswer } from './viewed-stock.ts';
import { conditionAnswer, mentionAnswer } from './viewed-suitability.ts';
import { inPlural } from './plural-subject.ts';
import { policyAnswer } from './viewed-policy.ts';
import { giftAnswer } from './viewed-gift.ts';
import { sizeDifferenceAnswer } from './viewed-size-difference.ts';
import { compatibilityAnswer } from './viewed-compatibility.ts';
import { fitAnswer } from './viewed-fit.ts';
import { sizeChoiceAnswer } from './viewed-size-choice.ts';
import { pointedSizeLacked } from './pointed-size-lacked.ts';
import { pointedBackSentence } from './pointed-past.ts';
import { hasMeasureAnswer } from './viewed-has-measure.ts';
import { avertedAnswer } from './viewed-averted.ts';

/**
 * What the chat opens with about the viewed product: that a policy asked is the shop's (viewed-policy.ts), the size
 * of it to pick for one named (viewed-size-choice.ts), how it fits (viewed-fit.ts), its stock (viewed-stock.ts), room for a device (viewed-device.ts) or a thing of a size
 * (viewed-room.ts), a condition its features meet ("good for winter": viewed-suitability.ts), whom it is for
 * (viewed-audience.ts), a measure or a bigger option it comes in (viewed-measure.ts, viewed-option.ts), its other
 * colours or sizes (viewed-other-options.ts), a measure named with "have" (viewed-has-measure.ts), a harm its data says it averts (viewed-averted.ts), a yes/no answer (viewed-answer.ts), a fact asked, whether its details
 * mention what the question asks it is good for, else a size said that it lacks (pointed-size-lacked.ts).
 */
export function viewedProductAnswer(input: SearchMessageInput): string | undefined {
  const answer =
    policyAnswer(input) ??
    giftAnswer(input) ??
    sizeDifferenceAnswer(input) ??
    compatibilityAnswer(input) ??
    sizeChoiceAnswer(input) ??
    fitAnswer(input) ??
    stockAnswer(input) ??
    deviceAnswer(input) ??
    roomAnswer(input) ??
    conditionAnswer(input) ??
    audienceAnswer(input) ??
    measureAnswer(input) ??
    optionAnswer(input) ??
    otherOptionAnswer(input) ??
    hasMeasureAnswer(input) ??
    avertedAnswer(input) ??
    viewedAnswer(input) ??
    viewedFact(input) ??
    mentionAnswer(input) ??
    pointedSizeLacked(input);
  const title = input.query.context?.title;
  if (answer === undefined || title === undefined) return answer;
  const said = pluralName(title) ? inPlural(answer, truncate(title, 50)) : answer;
  // "is the first one waterproof?" after products like another: which list "the first one" is of, said first.
  const back = input.pointedBack;
  return back === undefined ? said : `${pointedBackSentence(back, `the ${truncate(title, 50)}`)} ${said}`;
}
