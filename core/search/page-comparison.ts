/**
 * "how does it compare to the Harbor Rain Jacket?", "compare this with the Harbor Rain Jacket", "is it better than
 * the Harbor Rain Jacket for hiking?", "the Harbor Rain Jacket or this one?", "which is cheaper in king, the Grey
 * Comforter or this one?" (a question over which of the two leads as `comparedLeads` do): on a product's page, a
 * request to compare the viewed product with one it names. The name is only a candidate: the caller asks the
 * catalogue whether it is one product's (named-product.ts). The rest of the request, with "that" for the name, is what the
 * comparison is read for ("… for hiking"). Pure.
 */
import { readOrdinal } from './ordinal-reference.ts';
import { queryDefaults } from './query-defaults.ts';
import { alternation, WORD_END, WORD_START } from './text-tools.ts';

const { nameEnds, compareVerbs, comparedLeads, priceComparatives } = queryDefaults.pageContext;
const WORD = "[\\p{L}\\p{N}][\\p{L}\\p{N}'&.-]*";
/** The viewed product: "it", "this", "this one". */
const THIS = '(?:it|this|that)(?:\\s+(?:one|product|item))?';
const NAME = `(?<named>(?:(?:the|a|an|your)\\s+)?(?<name>${WORD}(?:\\s+${WORD}){0,7}?))`;
/** Where a name after the viewed product ends: the end, a break, or a word such as "for" ("… for hiking?"). */
const ENDS = `(?=\\s*(?:$|[,;:!?]|\\.(?:\\s|$)|(?:${alternation(nameEnds)})${WORD_END}))`;
/** "which is cheaper in king", "which one is lighter": a question over which of the two, the size asked kept. */
const WHICH_COMPARATIVE = `(?:${alternation(priceComparatives)}|(?:more|less)\\s+\\p{L}+|\\p{L}{2,}er)`;
const WHICH =
  `which(?:\\s+one)?\\s+(?:is|'s|would\\s+be|will\\s+be)\\s+(?:(?:a\\s+bit|any|much)\\s+)?(?:the\\s+)?` +
  `${WHICH_COMPARATIVE}(?:\\s+(?:in|for|on)\\s+${WORD}(?:\\s+${WORD}){0,2}?)?`;
const LEAD = `^\\s*(?:(?:${alternation(comparedLeads)}|${WHICH})\\s*[,:]?\\s+)?`;
/** "better", "worse", "cheaper", "more expensive" after "any" or "much". */
const THAN = `(?:any\\s+|much\\s+|a\\s+lot\\s+|a\\s+bit\\s+)?(?:better|worse|${alternation(priceComparatives)})\\s+than`;

const PATTERNS: readonly RegExp[] = [
  // "compare it to the Harbor Rain Jacket", "compare this one with …"
  new RegExp(`${WORD_START}compare\\s+${THIS}\\s+(?:to|with|against|and)\\s+${NAME}${ENDS}`, 'diu'),
  // "how does it compare to …", "how does this stack up against …"
  new RegExp(
    `${WORD_START}how\\s+(?:does|do|would|will|did)\\s+${THIS}\\s+(?:${alternation(compareVerbs)})\\s+` +
      `(?:to|with|against|next\\s+to)\\s+${NAME}${ENDS}`,
    'diu',
  ),
  // "is it better than …", "is this one any worse than …", "is it cheaper than …"
  new RegExp(`${WORD_START}(?:is|are)\\s+${THIS}\\s+${THAN}\\s+${NAME}${ENDS}`, 'diu'),
  // "is the Harbor Rain Jacket cheaper than this one?", "is … more expensive than it?"
  new RegExp(`^\\s*(?:is|are)\\s+${NAME}\\s+${THAN}\\s+${THIS}\\s*[?.!]*\\s*$`, 'diu'),
  // "the difference between this and …", "this vs …", "this one or …"
  new RegExp(
    `(?:${WORD_START}difference\\s+between\\s+${THIS}\\s+and|${LEAD}${THIS}\\s+(?:vs\\.?|versus|or))\\s+` +
      `${NAME}${ENDS}`,
    'diu',
  ),
  // "the Harbor Rain Jacket or this one?", "which is better, the Harbor Rain Jacket or this?"
  new RegExp(`${LEAD}${NAME}\\s+(?:vs\\.?|versus|or)\\s+${THIS}\\s*[?.!]*\\s*$`, 'diu'),
];

/** A name that only points ("that one", "the other one", "the second one"): no product named. */
const POINTING = /^(?:(?:this|that|these|those|the|other|another|one|ones|it|them)\s*)+$/iu;

export interface PageComparison {
  /** The name as written ("Harbor Rain Jacket"). */
  name: string;
  /** The request with "that" for the name ("is it better than that for hiking?"). */
  rest: string;
}

/** The product name `content` asks to compare the viewed product with, or undefined. */
export function readPageComparison(content: string): PageComparison | undefined {
  const text = content.replaceAll('’', "'");
  for (const pattern of PATTERNS) {
    const match = pattern.exec(text);
    const name = match?.groups?.['name'];
    if (match === null || name === undefined) continue;
    if (POINTING.test(name) || readOrdinal(name) !== undefined) return undefined;
    const [start, end] = match.indices?.groups?.['named'] ?? [0, 0];
    const rest = `${text.slice(0, start)}that${text.slice(end)}`;
    return { name, rest: rest.replace(/\s+/g, ' ').trim() };
  }
  return undefined;
}
