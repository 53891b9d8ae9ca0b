/**
 * A birthday or an anniversary said by its ordinal ("for my husband's 40th", "my daughter's 8th birthday", "for her
 * 30th", "our 10th anniversary"): the ordinal is no word to match, and a person's birthday's is their age. "a nice
 * watch for my husband's 40th" had searched "watch 40th" (the Classic 40 mm Quartz Watch first), "a gift for her
 * 30th" listed an SPF 30 sunscreen first. A person named by "my" and their relation ("my daughter's 8th birthday")
 * reads as "my 8 year old daughter's birthday", so a child's age names the kids' audience; a pronoun's ("her 30th")
 * as "her birthday". Pure.
 */
import { RELATION_WORDS } from './possessive-person.ts';
import { alternation, WORD_END, WORD_START } from './text-tools.ts';

const ORDINAL = '(?<n>\\d{1,3})(?:st|nd|rd|th)';
const OCCASION = '(?:\\s+(?<occasion>birthday|bday|b-day|anniversary))?';
const OWN = '(?<own>my|our|your|his|her|their)';
/** Where the ordinal's phrase ends: the request's end, a mark, or a word opening another phrase. */
const ENDS = `(?=\\s*(?:$|[,;.!?]|\\s(?:and|but|under|below|over|around|for)${WORD_END}))`;
const isAnniversary = (occasion: string | undefined): boolean => /^anniversary$/iu.test(occasion ?? '');
/** "my daughter's 8th birthday", "my husband's 40th": a relation's, the ordinal ending the phrase or before the occasion. */
const RELATION_ORDINAL = new RegExp(
  `${WORD_START}${OWN}\\s+(?<who>${alternation(RELATION_WORDS)})['’]s\\s+${ORDINAL}${OCCASION}${ENDS}`,
  'giu',
);
/** "her 30th", "his 40th birthday", "our 10th anniversary": a pronoun's. */
const PRONOUN_ORDINAL = new RegExp(`${WORD_START}${OWN}\\s+${ORDINAL}${OCCASION}${ENDS}`, 'giu');
const SAID = /\d(?:st|nd|rd|th)\b/iu;

/** `input` with a birthday's or an anniversary's ordinal read as above; as it was when it says none. */
export function withOrdinalOccasion(input: string): string {
  if (!SAID.test(input)) return input;
  return input
    .replace(RELATION_ORDINAL, (...args: unknown[]) => {
      const { own = '', who = '', n = '', occasion } = args.at(-1) as Record<string, string | undefined>;
      if (isAnniversary(occasion)) return `${own} ${who}'s anniversary`;
      return `${own} ${n} year old ${who}'s birthday`;
    })
    .replace(PRONOUN_ORDINAL, (...args: unknown[]) => {
      const { own = '', occasion } = args.at(-1) as Record<string, string | undefined>;
      return `${own} ${isAnniversary(occasion) ? 'anniversary' : 'birthday'}`;
    });
}
