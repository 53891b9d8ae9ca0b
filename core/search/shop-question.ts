/**
 * A question about the shop itself, not about a product: "is this store legit?", "are you a real shop?", "can I
 * trust this website?", "is your company based in the US?". It names the shop ("this", "the" or "your" and a shop
 * word, `queryDefaults.smallTalk.shopNouns`) or asks about "you" ("are you…", "trust you"; not "do you have
 * tents?"), names no product, brand or price (`filtersNamed`), no policy (shop-policy.ts),
 * and points at no product ("is it waterproof?"). The chat answers it as small talk of kind `shop`: what it can do,
 * and the shop's own pages for the rest (it had asked "Which product do you mean?", or searched "real shop").
 * With no product page open and no list shown (`nothingShown`), "this" doubted as a shop is ("is this a scam?", "is
 * this legit?": `smallTalk.trustWords`) is the shop; "is this waterproof?" still asks which product. Pure.
 */
import { queryDefaults } from './query-defaults.ts';
import { askedShopPolicies } from './shop-policy.ts';
import { alternation, WORD_END, WORD_START } from './text-tools.ts';

const { shopNouns, trustWords } = queryDefaults.smallTalk;

/** "this store", "the website", "your company"; not the place products are in ("the best thing in the store"). */
const SHOP = new RegExp(
  `(?<!${WORD_START}(?:in|on|at)\\s+)${WORD_START}(?:this|the|your|ur|ya)\\s+(?:${alternation(shopNouns)})${WORD_END}`,
  'iu',
);
/**
 * "you" as what is asked about: "are you a real shop?", "can I trust you?", "could I buy from you?"; not "you"
 * asked to do something ("can you use a sponge mop…", "do you have tents?").
 */
const YOU = new RegExp(
  `${WORD_START}(?:(?:are|were|r)\\s+(?:you|u)(?:\\s+guys)?|(?:trust|from|about|with)\\s+(?:you|u)(?:\\s+guys)?)${WORD_END}`,
  'iu',
);
/** "this" doubted as a shop is, naming nothing between: "is this a scam?", "this legit?"; not "this jacket legit". */
const THIS_DOUBTED = new RegExp(
  `${WORD_START}this\\s+(?:(?:a|an|some|such\\s+a|just\\s+a|all\\s+a)\\s+)?(?:${alternation(trustWords)})${WORD_END}`,
  'iu',
);
/** A pointer at a product: "is it waterproof?", "is this one any good?", "are they warm?". */
const POINTER = new RegExp(`${WORD_START}(?:it|its|it's|they|them|these|those|one|ones)${WORD_END}`, 'iu');
/** A question's opening word, or its question mark. */
const QUESTION =
  /^\s*(?:is|are|was|can|could|do|does|did|will|would|should|how|what|what's|whats|where|where's|who|who's|why)\b|\?\s*$/iu;

/**
 * Whether `content` asks about the shop itself; `filtersNamed`: whether its reading names a product kind, brand,
 * price or other constraint (then it asks for products: "does this store have tents?"); `nothingShown`: no product
 * page is open and no list was shown, so a bare "this" doubted is the shop.
 */
export function asksAboutShop(
  content: string,
  filtersNamed: (content: string) => boolean,
  nothingShown = false,
): boolean {
  const plain = content.replaceAll('’', "'");
  if (!QUESTION.test(plain) || askedShopPolicies(plain).length > 0) return false;
  const shop = SHOP.test(plain) || (nothingShown && THIS_DOUBTED.test(plain));
  if (!shop && (!YOU.test(plain) || POINTER.test(plain))) return false;
  return !filtersNamed(plain);
}
