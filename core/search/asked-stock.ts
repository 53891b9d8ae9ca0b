/**
 * A question of the stock of what the shopper is looking at: "is it in stock?", "can I buy it?" (its stock), "when
 * will it be back?" (when it will be), "is it on sale?" (its savings). Pure.
 */
import { questionPart } from './question-about-it.ts';

// "is size 10 in stock?", "are sizes 8 and 10 available?": a size named without "the" is the viewed product's.
const STOCK_QUESTION =
  /^\s*(?:is|are|do you have)\s+(?:it|this|that|they|these|those|the\s+.{1,40}?|this\s+.{1,40}?|(?:a\s+)?sizes?\s+.{1,40}?)\s+(?:still\s+|back\s+)?(?:in stock|available|sold out|out of stock)\b/iu;
const SALE_QUESTION =
  /^\s*(?:is|are)\s+(?:it|this|that|they|these|those)\s+(?:on sale|discounted|reduced|on offer|on special)\b/iu;

/** What a stock question points at: "it", "this one", "the teal", "size 10". */
const STOCKED =
  '(?:it|this|that|they|them|these|those|this one|that one|the\\s+.{1,40}?|sizes?\\s+[\\p{L}\\p{N}.]{1,10})';
const GETTING = '(?:buy|order|purchase|pre-?order|get|sell|stock|carry)';

/**
 * "can I buy it?", "can I still order one?", "do you still sell it?": whether it can be had now, its stock; only
 * when nothing follows but when or where ("can I buy it in red?" asks its colour).
 */
const PURCHASE_QUESTION = new RegExp(
  `^\\s*(?:(?:can|could|may)\\s+(?:i|we|you)|(?:do|does)\\s+(?:you|u|they|the shop|the store))\\s+(?:still\\s+)?` +
    `${GETTING}\\s+(?:it|this|that|them|these|those|this one|that one|one)(?:\\s+(?:now|today|right now|still|anymore|any more|online|here|yet|at the moment))?` +
    `[\\s?.!]*$`,
  'iu',
);

/**
 * "when will it be back?", "will it be restocked?", "when is the teal coming back in stock?", "when will you restock
 * it?", "when can I order it?", "is there a restock date?": when it will be in stock.
 */
const RESTOCK_QUESTION = new RegExp(
  `^\\s*(?:(?:when|will|would)\\s+(?:(?:will|would|is|are|does|do|should|could|might)\\s+)?${STOCKED}\\s+(?:ever\\s+)?` +
    `(?:be\\s+)?(?:back|restocked|re-stocked|(?:coming|come|get|getting)\\s+(?:back|restocked)|available|in\\s+stock)|` +
    `when\\s+(?:can|could|will)\\s+(?:i|we)\\s+${GETTING}\\s+(?:${STOCKED}|one)|` +
    `(?:when|will|are)\\s+(?:will\\s+|are\\s+)?(?:you|u|they)\\s+(?:be\\s+)?(?:going\\s+to\\s+|gonna\\s+)?(?:restock|re-stock|restocking|get\\s+more\\s+of)\\s+${STOCKED}|` +
    `(?:is\\s+there\\s+(?:a|an|any)\\s+|any\\s+)?(?:restock|re-stock|restocking|back\\s+in\\s+stock)\\s+(?:date|eta|news|info))(?![\\p{L}\\p{N}])`,
  'iu',
);

/**
 * "is it in stock?", "is the queen in stock?", "is size 10 available?", "can I buy it?": its stock asked ('stock');
 * "when will it be back?": when it will be in stock ('restock'); "is it on sale?": its savings ('sale'). Pure.
 */
export function askedStock(content: string): 'stock' | 'restock' | 'sale' | undefined {
  const plain = questionPart(content.replaceAll('’', "'"));
  if (SALE_QUESTION.test(plain)) return 'sale';
  if (RESTOCK_QUESTION.test(plain)) return 'restock';
  return STOCK_QUESTION.test(plain) || PURCHASE_QUESTION.test(plain) ? 'stock' : undefined;
}
