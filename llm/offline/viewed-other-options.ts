/**
 * "does it come in other colours?", "any other sizes?", "is there a different colour?": the viewed product's own
 * colours or sizes, said plainly when it comes in one only ("No: … comes only in grey."); and "is there a bigger
 * size?" of one listing no sizes or measured options ("No: … comes in one size only; it lists no sizes."), where
 * viewed-option.ts has none to compare.
 */
import { askedLargerOption, questionPart, type Product } from '../../core/index.ts';
import { capitalise, joinList } from './english-list.ts';
import { allValues, variantValues } from './product-attributes.ts';
import type { SearchMessageInput } from './search-message.ts';
import { sizesListed } from './sizes-listed.ts';
import { measuredOptions, optionsOf, sizeOptions, type Option } from './viewed-option.ts';
import { viewedSubject } from './viewed-subject.ts';

/** "other colours", "another colour", "different sizes", "more colour options", "any other colors". */
const OTHER_OPTION =
  /(?<![\p{L}\p{N}])(?:other|another|different|more|alternative|extra)\s+(?<kind>colou?r|size)(?:s|\s+options?|\s+choices?)?(?![\p{L}\p{N}])/iu;
/** An open question ("what other colours does it come in?"): answered without a yes or no. */
const OPEN = /^\s*(?:what|which|how many)\b/iu;

/** Its colours, each with its stock from the variants holding it. */
const colourOptions = (product: Product): Option[] =>
  optionsOf(product, allValues(product, 'color'), (variant, value) =>
    variantValues(variant, 'color').some((colour) => colour.toLowerCase() === value.toLowerCase()),
  );

/** " (sand out of stock right now)": the options sold out, when some are in stock. */
function soldOutNote(options: readonly Option[]): string {
  const out = options.filter((option) => !option.inStock).map((option) => option.name);
  if (out.length === 0 || out.length === options.length) return '';
  return ` (${joinList(out)} out of stock right now)`;
}

/** "comes in grey, black or sand", "comes only in grey", or undefined when it lists none. */
function colourSaid(product: Product): { verdict: 'Yes' | 'No'; said: string } | undefined {
  const colours = colourOptions(product);
  const [first] = colours;
  if (first === undefined) return undefined;
  if (colours.length === 1) return { verdict: 'No', said: `comes only in ${first.name}` };
  const names = colours.slice(0, 8).map((option) => option.name);
  return { verdict: 'Yes', said: `comes in ${joinList(names, 'or')}${soldOutNote(colours)}` };
}

/** "comes in sizes S, M or L", "comes only in size Queen", "comes only in 35L", or one size when it lists none. */
function sizeSaid(product: Product): { verdict: 'Yes' | 'No'; said: string } {
  const sizes = sizeOptions(product);
  const measured = sizes.length === 0 ? measuredOptions(product) : [];
  const options = sizes.length > 0 ? sizes : measured;
  const [first] = options;
  if (first === undefined) return { verdict: 'No', said: 'comes in one size only; it lists no sizes' };
  const named = (names: readonly string[]): string =>
    sizes.length > 0 ? sizesListed(names) : joinList(names, 'or');
  if (options.length === 1) return { verdict: 'No', said: `comes only in ${named([first.name])}` };
  return {
    verdict: 'Yes',
    said: `comes in ${named(options.map((option) => option.name))}${soldOutNote(options)}`,
  };
}

/**
 * "Yes: the Lantern Speaker you're viewing comes in grey, black, sand or navy.", "No: … comes only in grey.": other
 * colours or sizes asked of the viewed product; a bigger or smaller option of one listing no sizes; else undefined.
 */
export function otherOptionAnswer(input: SearchMessageInput): string | undefined {
  const subject = viewedSubject(input);
  const product = subject?.product;
  if (subject === undefined || product === undefined) return undefined;
  const question = questionPart(input.request.content.replaceAll('’', "'"));
  const kind = OTHER_OPTION.exec(question)?.groups?.['kind']?.toLowerCase();
  // "is there a bigger size?" of a speaker: no sizes or measures to be larger than (viewed-option.ts had none).
  const larger = kind === undefined && askedLargerOption(input.request.content) !== undefined;
  if (kind === undefined && !larger) return undefined;
  const answer = kind?.startsWith('colo') === true ? colourSaid(product) : sizeSaid(product);
  if (answer === undefined) return `${capitalise(subject.name)} lists no colours to choose from.`;
  if (larger && answer.verdict === 'Yes') return undefined;
  return OPEN.test(question)
    ? `${capitalise(subject.name)} ${answer.said}.`
    : `${answer.verdict}: ${subject.name} ${answer.said}.`;
}
