/**
 * The generic e-commerce word knowledge of the analyzer: unit spellings (after a number) and irregular plurals
 * the Porter stemmer does not conflate. Catalogue-independent; nothing here comes from a particular shop.
 */
import { OPINION_WORDS } from '../../../core/index.ts';

/** Canonical unit → its spellings. A spelling counts as a unit only right after a number ("8 oz", "8oz"). */
const UNITS: Record<string, readonly string[]> = {
  inch: ['in', 'inch', 'inches', 'inchs'],
  foot: ['ft', 'feet', 'foot', 'fts'],
  yard: ['yd', 'yds', 'yard', 'yards'],
  mm: ['mm', 'millimeter', 'millimeters', 'millimetre', 'millimetres'],
  cm: ['cm', 'centimeter', 'centimeters', 'centimetre', 'centimetres'],
  meter: ['m', 'meter', 'meters', 'metre', 'metres', 'mtr'],
  ounce: ['oz', 'ozs', 'ounce', 'ounces'],
  pound: ['lb', 'lbs', 'pound', 'pounds'],
  gram: ['g', 'gr', 'gram', 'grams', 'gm'],
  kg: ['kg', 'kgs', 'kilo', 'kilos', 'kilogram', 'kilograms'],
  gallon: ['gal', 'gals', 'gallon', 'gallons'],
  quart: ['qt', 'qts', 'quart', 'quarts'],
  pint: ['pt', 'pint', 'pints'],
  liter: ['l', 'ltr', 'liter', 'liters', 'litre', 'litres'],
  ml: ['ml', 'milliliter', 'milliliters', 'millilitre', 'millilitres'],
  watt: ['w', 'watt', 'watts'],
  kw: ['kw', 'kilowatt', 'kilowatts'],
  volt: ['v', 'volt', 'volts', 'vac', 'vdc'],
  amp: ['a', 'amp', 'amps', 'ampere', 'amperes'],
  mah: ['mah'],
  gb: ['gb', 'gig', 'gigs', 'gigabyte', 'gigabytes'],
  tb: ['tb', 'terabyte', 'terabytes'],
  mb: ['mb', 'megabyte', 'megabytes'],
  ghz: ['ghz', 'gigahertz'],
  mhz: ['mhz', 'megahertz'],
  hz: ['hz', 'hertz'],
  btu: ['btu', 'btus'],
  gauge: ['ga', 'gauge', 'gage'],
  pack: ['pk', 'pack', 'packs', 'pc', 'pcs', 'piece', 'pieces', 'ct', 'count'],
  degree: ['deg', 'degree', 'degrees'],
  mp: ['mp', 'megapixel', 'megapixels'],
  person: ['person', 'persons', 'people', 'man', 'men'],
};

export const UNIT_BY_SPELLING: ReadonlyMap<string, string> = new Map(
  Object.entries(UNITS).flatMap(([unit, spellings]) =>
    spellings.map((spelling) => [spelling, unit] as const),
  ),
);

/** Plural → singular for the plurals Porter leaves apart ("knives" → "knive" but "knife" → "knif"). */
export const IRREGULAR_PLURALS: ReadonlyMap<string, string> = new Map([
  ['men', 'man'],
  ['mens', 'man'],
  ['women', 'woman'],
  ['womens', 'woman'],
  ['children', 'child'],
  ['childrens', 'child'],
  ['feet', 'foot'],
  ['teeth', 'tooth'],
  ['geese', 'goose'],
  ['mice', 'mouse'],
  ['dice', 'die'],
  ['knives', 'knife'],
  ['wives', 'wife'],
  ['lives', 'life'],
  ['leaves', 'leaf'],
  ['loaves', 'loaf'],
  ['shelves', 'shelf'],
  ['halves', 'half'],
  ['calves', 'calf'],
  ['wolves', 'wolf'],
  ['scarves', 'scarf'],
  ['hooves', 'hoof'],
  ['thieves', 'thief'],
  ['people', 'person'],
  ['oxen', 'ox'],
  ['cacti', 'cactus'],
]);

/**
 * Function words: they join the words that name things ("charger for iphone", "the north face"). A query
 * word among them ranks the products its other words matched but never matches a product on its own, unless
 * the query holds nothing else.
 */
export const FUNCTION_WORDS: ReadonlySet<string> = new Set(
  `a an the for with without in on of and or to by at from as into onto is are be it its this that these
  those my your our his her their what which who per via than but if so`.split(/\s+/),
);

/**
 * Words of opinion ("the best tent", "a great backpack", "good quality sheets": core's OPINION_WORDS, which the chat
 * does not echo either): they rank where a product holds them ("Best Barns" sheds) but match nothing alone and
 * weigh nothing in how much of the request a product covers (score-concepts.ts: "cheapest great backpack" lists
 * every backpack, not the ones "great for" something); held by none, they are not reported as a missing detail,
 * nor do they make the other words incidental (text-search.ts).
 */
export { OPINION_WORDS };

/**
 * Words of the shopper's own speech ("speaker I can take to the beach", "sunglasses that won't break", "loud
 * enough", "jacket like a North Face", "your waterproof stuff", "compare the Quietwave headphones", "earbuds that
 * won't fall out", "what do I need", "pillow for neck pain when sleeping"): held by
 * no product, they are not reported as a missing detail either.
 * They rank as any word where products hold them: "can" names trash cans and can lights.
 */
export const SPEECH_WORDS: ReadonlySet<string> = new Set(
  `actually also just can could will would wont cant dont doesnt should might must shall like enough much lot
  lots pretty do does did not stuff things items compare need needs want wants get bring keep out fall falls
  stay stays when whenever while`.split(/\s+/),
);

/**
 * Words that count the units a product comes in, beside a number: "socks 3 pack", "12 ct", "pack of 6", "2 pairs".
 * With the number they say how many, not what product: see `quantityConcepts` (score-concepts.ts).
 */
export const PACK_WORDS: ReadonlySet<string> = new Set(
  'pack packs pk pks count ct pc pcs piece pieces pair pairs'.split(/\s+/),
);

const bare = (typed: string): string => typed.replaceAll("'", '');

/** Is the word (as typed, lower-cased) one of OPINION_WORDS? */
export const isOpinionWord = (typed: string): boolean => OPINION_WORDS.has(bare(typed));

/** Is the word (as typed, lower-cased; "won't" or "wont") one of OPINION_WORDS or SPEECH_WORDS? */
export const isUnreportedWord = (typed: string): boolean =>
  OPINION_WORDS.has(bare(typed)) || SPEECH_WORDS.has(bare(typed));

/**
 * Comparatives a shopper asks with ("something warmer", "a lighter tent"), read as their plain word when the
 * catalogue lacks them (query-spelling.ts). A list, not a rule: many words ending in "-er" name products
 * ("cooler", "heater", "planter") and are no comparative of anything.
 */
export const COMPARATIVES: ReadonlySet<string> = new Set(
  `warmer lighter thinner thicker softer longer shorter bigger smaller larger wider narrower quieter louder
  brighter stronger sturdier cozier cosier comfier roomier taller deeper faster slimmer tighter looser heavier
  darker firmer smoother sharper safer`.split(/\s+/),
);
