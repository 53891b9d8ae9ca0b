/**
 * "is it waterproof?", "does this come in red?", "are they leather?", "can I machine wash it?", "is there a size
 * 11?": a request that asks a yes/no question about what the shopper is looking at (the viewed product, or the one
 * "the second one" points at, read as "it"). Pure.
 */
import type { Product } from '../schemas/product.ts';
import { asksAboutWhole } from './about-it.ts';
import { queryDefaults } from './query-defaults.ts';
import type { SearchQuery } from './search-query.ts';
import { alternation, WORD_END, WORD_START } from './text-tools.ts';

const { optionOpenings, optionNouns, optionComparatives, questionOpeners, questionLeads } =
  queryDefaults.pageContext;

/**
 * The openers before a question ("ok, is it waterproof?", "and does it come in black?") and a pointer ending with
 * a break ("what about it, is it waterproof?", from "what about the first one, is it waterproof?").
 */
const QUESTION_LEAD = new RegExp(
  `^(?:\\s*(?:(?:${alternation(questionOpeners)})(?:\\s*[,.!;:—–-]+|(?=\\s))|` +
    `(?:${alternation(questionLeads)})\\s*[,?.!;:—–-]+))+\\s*`,
  'iu',
);

/**
 * A cue asking to hear about something (`aboutIt.before`, `framing.askingAbout` ending in "about" or "on"; not "I
 * like") before "the", "its" or "their" and a part that points at no product ("tell me about the warranty", "info
 * on its materials"; not "tell me about the second one"): asked as "what's the …" is.
 */
const ASKED_ABOUT_PART = new RegExp(
  `^\\s*(?:${alternation([
    ...queryDefaults.aboutIt.before.filter((cue) => !/^i\s/u.test(cue)),
    ...queryDefaults.framing.askingAbout.filter((cue) => /\s(?:about|on)$/u.test(cue)),
  ])})\\s+(?:the|its|their|your)\\s+(?!(?:${alternation(queryDefaults.aboutIt.pointers)})${WORD_END}|` +
    `(?:[\\p{L}\\p{N}-]+\\s+)?ones?${WORD_END})(?=[\\p{L}])`,
  'iu',
);

/**
 * "I wear a 10.5, will it fit?", "I'm usually a medium, would it fit me?": the shopper's size said before a question
 * whether it fits, asked as "will a 10.5 fit?" is; so is "in size 10.5, will it fit?", as the shopper's size is
 * read before the question is (person-size.ts).
 */
const WORN_THEN_FITS = new RegExp(
  `^\\s*(?:i\\s+(?:usually\\s+|normally\\s+|always\\s+)?(?:wear|take)|i'm|i\\s+am|in(?=\\s+size))\\s+` +
    `(?:usually\\s+|normally\\s+)?(?:(?:a|an)\\s+)?(?:size\\s+)?(?<size>[\\p{L}\\p{N}.]+)\\s*[,;.!:-]+\\s*(?:so\\s+)?` +
    `(?<verb>will|would|does|do|should|could|can)\\s+(?:it|this|that|they|these|those|this one|that one)\\s+` +
    `(?<fit>(?:fit|work)(?:\\s+(?:me|him|her|them|us))?[\\s?.!]*)$`,
  'iu',
);

/**
 * The question a request asks, without the words that open it ("ok, is it waterproof?": "is it waterproof?"),
 * "tell me about the warranty" as "what's the warranty", "I wear a 10.5, will it fit?" as "will a 10.5 fit?".
 */
export const questionPart = (content: string): string =>
  content
    .replace(QUESTION_LEAD, '')
    .replace(ASKED_ABOUT_PART, "what's the ")
    .replace(WORN_THEN_FITS, (...args: unknown[]) => {
      const { size = '', verb = '', fit = '' } = args.at(-1) as Record<string, string | undefined>;
      return `${verb} a ${size} ${fit}`;
    });
const { letters, bed, bedCued } = queryDefaults.sizes;

const QUESTION =
  /^\s*(?:is|are|does|do|can|will|would|has|have)\s+(?:it|this|that|they|these|those)(?![\p{L}\p{N}])/iu;
/** "can I machine wash it?", "could we take them camping?": what the shopper may do with it. */
const DO_WITH_IT =
  /^\s*(?:can|could|should|will|would)\s+(?:i|we)\s+(?:[\p{L}'-]+\s+){1,4}?(?:it|this|them|these|those)(?![\p{L}\p{N}])/iu;

const COMPARATIVE = `(?:${alternation(Object.values(optionComparatives).flat())})`;
const NOUN = `(?:${alternation(optionNouns)})`;
const SIZE_WORD = alternation([
  ...Object.keys(letters),
  ...Object.values(letters).flat(),
  ...bed,
  ...bedCued,
]);
/** What may name an option: a comparison, a size ("size 11", "XXL", "queen"), or a measure ("100 ml"). */
const OPTION = `(?:${COMPARATIVE}|(?:sizes?|sz)\\s*:?\\s*[\\p{L}\\p{N}.]+|(?:${SIZE_WORD})|\\d+(?:\\.\\d+)?(?:\\s*[\\p{L}"]{1,6})?)`;
/**
 * "is there a size 11?", "is there an XXL?", "do you have it in XL?", "is there a bigger bottle?", "are there
 * larger sizes in stock?": whether it comes in an option (`pageContext.optionOpenings`), before "it"/"this"… or
 * an option alone or before an option noun ("is there a cheaper one?" or "do you have a tent?" are no such question).
 */
const OPTION_QUESTION = new RegExp(
  `^\\s*(?:${alternation(optionOpenings)})\\s+(?:(?:it|this|that|them|these|those)${WORD_END}|` +
    `(?:(?:in|with)\\s+)?(?:(?:a|an|any|the|some)\\s+)?${OPTION}(?:\\s+${NOUN})?${WORD_END}` +
    `(?:\\s+(?:in stock|available|left|too|as well|please))?[\\s?.!]*$)`,
  'iu',
);

/**
 * "will a medium fit?", "would a size 9 fit me?", "does a queen fit?": whether an option of it fits, asked of it as
 * "does it come in medium?" is.
 */
const OPTION_FITS = new RegExp(
  `^\\s*(?:will|would|does|do|should|could|can)\\s+(?:(?:a|an|the)\\s+)?${OPTION}\\s+(?:fit|work)` +
    `(?:\\s+(?:me|him|her|them|us))?[\\s?.!]*$`,
  'iu',
);

const OPEN_QUESTION = new RegExp(
  `^\\s*(?:${alternation(queryDefaults.pageContext.openQuestions)})${WORD_END}(?!\\s+(?:about|else)${WORD_END})`,
  'iu',
);

/**
 * "what's the warranty?", "how do I wash it?", "where is it made?": an open question (not "what about…", "what
 * else…"). On a product's page it is about the viewed product when it names nothing of its own to search for
 * (parse-query.ts). Pure.
 */
export const asksOpenly = (content: string): boolean =>
  OPEN_QUESTION.test(questionPart(content.replaceAll('’', "'")));

/**
 * An open question about the viewed `product`: one naming no other product type, no brand, price or sort of its
 * own. "what's the warranty?" is about it, "what tents do you have?" on a jacket's page is not. Pure.
 */
export const asksOpenlyAboutIt = (content: string, own: SearchQuery, product: Product): boolean =>
  asksOpenly(content) && namesNothingElse(own, product);

/** The request names no other product type than the viewed `product`'s, no brand, price or sort of its own. */
export function namesNothingElse(own: SearchQuery, product: Product): boolean {
  const { categories, brands, priceMin, priceMax } = own.filters;
  const viewed = product.category?.toLowerCase();
  const otherType = (categories ?? []).some((category) => category.toLowerCase() !== viewed);
  const priced = priceMin !== undefined || priceMax !== undefined;
  return !otherType && (brands ?? []).length === 0 && !priced && own.sort === 'relevance';
}

export function asksAboutIt(content: string): boolean {
  const question = questionPart(content.replaceAll('’', "'"));
  return (
    QUESTION.test(question) ||
    DO_WITH_IT.test(question) ||
    OPTION_QUESTION.test(question) ||
    OPTION_FITS.test(question)
  );
}

/** "does it come in large?", "is this available in red?": an option of it asked by what it comes in. */
const COMES_IN =
  /^\s*(?:does|do|is|are)\s+(?:it|this|that)\s+(?:come|available|sold|offered)\s+(?:in|with)(?![\p{L}\p{N}])/iu;

/** "does it come in large?", "do you have it in red?", "will a medium fit?": an option of it asked. */
export const asksOption = (content: string): boolean => {
  const question = questionPart(content.replaceAll('’', "'"));
  return COMES_IN.test(question) || OPTION_QUESTION.test(question) || OPTION_FITS.test(question);
};

/** "will a medium fit?", "would a size 9 fit me?": whether an option of it fits, asked of the viewed product. */
export const asksOptionFits = (content: string): boolean =>
  OPTION_FITS.test(questionPart(content.replaceAll('’', "'")));

/** "a bigger size", "larger sizes", "in a smaller bottle": a comparison naming an option. */
const COMPARED_OPTION = new RegExp(
  `(?:${WORD_START}(?:a|an|any|in)\\s+(?<alone>${COMPARATIVE})${WORD_END}|${WORD_START}(?<named>${COMPARATIVE})\\s+${NOUN}${WORD_END})`,
  'iu',
);

/**
 * "is there a bigger size?", "do you have this in a larger size?", "does it come in a smaller bottle?": an option
 * larger or smaller than the viewed product's smallest asked, in a question about it. Pure.
 */
export function askedLargerOption(content: string): 'larger' | 'smaller' | undefined {
  if (!asksAboutIt(content)) return undefined;
  const groups = COMPARED_OPTION.exec(content)?.groups;
  const word = (groups?.['alone'] ?? groups?.['named'])?.toLowerCase();
  if (word === undefined) return undefined;
  return optionComparatives['smaller']?.includes(word) === true ? 'smaller' : 'larger';
}

/**
 * Facts of the viewed product a shopper may ask for outright ("what is it made of?", "how much is it?", "how long
 * does the battery last?": a measured spec; "tell me about it": an overview of the product).
 */
export type AskedFact = 'material' | 'price' | 'sizes' | 'colours' | 'spec' | 'rating' | 'brand' | 'overview';

const POINTED = '(?:it|this|that|they|these|those|this one|that one|them)';
const PEOPLE = '(?:people|customers|buyers|reviewers|others|other people|users|owners|shoppers|folks)';

const FACT_QUESTIONS: readonly (readonly [AskedFact, RegExp])[] = [
  [
    'material',
    /(?<![\p{L}\p{N}])(?:what(?:'s| is| are)? (?:it|this|that|they|these|those) made (?:of|from)|made (?:of|from) what|what (?:material|fabric)s?|what(?:'s| is| are) the (?:material|fabric)s?)(?![\p{L}\p{N}])/iu,
  ],
  // A measured spec: "how long does the battery last?", "how big is it?", "what's the capacity?".
  [
    'spec',
    /(?<![\p{L}\p{N}])(?:how (?:long|big|large|heavy|loud|powerful)|(?:how much|what) (?:does|do) (?:it|this|that|they) weigh|what(?:'s| is| are) (?:the|its|their) (?:battery(?: life)?|capacity|weight|volume|output|wattage|power|dimensions)|how many (?:litres|liters|watts|hours))(?![\p{L}\p{N}])/iu,
  ],
  [
    'price',
    /(?<![\p{L}\p{N}])(?:how much (?:is|are|does|do|for) (?:it|this|that|they|these|those)|how much does (?:it|this) cost|what(?:'s| is) (?:the|its) (?:price|cost)|what (?:does|do|would|will) (?:it|this|that|they|these|those|this one|that one|(?:the|a|an) [\p{L}\p{N} .-]{1,30}?) cost|how much\??$|^(?:the |its )?(?:price|cost)(?: (?:of|for) (?:it|this|that|the [\p{L}\p{N} .-]{1,30}))?\??$)/iu,
  ],
  // Its rating and reviews: "what's the rating?", "is it well reviewed?", "any reviews?", "what do people think of it?",
  // "show me the reviews".
  [
    'rating',
    new RegExp(
      `(?<![\\p{L}\\p{N}])(?:(?:what|how)(?:'s| is| are) (?:the|its|their|it's) (?:ratings?|reviews?|review score|score|stars?|star rating)|` +
        `how (?:well )?(?:is|are) ${POINTED} (?:rated|reviewed)|how many (?:stars|reviews|ratings)|` +
        `(?:is|are) ${POINTED} (?:well|highly|good|badly|poorly|well-|highly-)\\s*(?:rated|reviewed)|` +
        `(?:^|any |are there any |got any |(?:has|have) ${POINTED} (?:got )?any |(?:does|do) ${POINTED} have (?:any |good )?)(?:good )?(?:reviews|ratings)\\??$|` +
        `what (?:do|did|does) ${PEOPLE} (?:think|say)(?: (?:of|about) ${POINTED})?|what (?:are|do) (?:the )?reviews say|` +
        `^(?:the )?(?:ratings?|reviews?|stars)\\??$|` +
        // "show me the reviews", "can I see its reviews?", "read the customer reviews of it".
        `(?:show(?: me)?|see|read|view|check|pull up)(?: the| its| their| some| any)?(?: customer)? (?:reviews|ratings)(?: (?:of|for|on) ${POINTED})?[?.!]*$)(?![\\p{L}\\p{N}])`,
      'iu',
    ),
  ],
  // Who makes it: "who makes it?", "what brand is this?", "what's the brand?".
  [
    'brand',
    new RegExp(
      `(?<![\\p{L}\\p{N}])(?:who (?:makes|made|manufactures|manufactured|produces|sells) ${POINTED}|` +
        `what(?:'s| is| are) (?:the|its|their) (?:brand|make|maker|manufacturer)|` +
        `(?:what|which) (?:brand|company|make) (?:is|are|makes|made) ${POINTED}|(?:what|which) brand\\??$|^(?:the )?brand\\??$)(?![\\p{L}\\p{N}])`,
      'iu',
    ),
  ],
  ['sizes', /(?<![\p{L}\p{N}])(?:what|which) sizes(?![\p{L}\p{N}])/iu],
  ['colours', /(?<![\p{L}\p{N}])(?:what|which) colou?rs(?![\p{L}\p{N}])/iu],
];

/** The fact a request asks of what the shopper is looking at, if it asks for one outright. Pure. */
export function askedFact(content: string): AskedFact | undefined {
  const question = questionPart(content.trim());
  const fact = FACT_QUESTIONS.find(([, pattern]) => pattern.test(question))?.[0];
  return fact ?? (asksAboutWhole(question) ? 'overview' : undefined);
}
