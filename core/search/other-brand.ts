/**
 * A phrase asking for another brand than the conversation's ("not that brand", "a different brand", "other
 * brands": `queryDefaults.otherBrand`), found in a request so that the brand meant can be put in its place
 * (other-brand-turn.ts). Pure.
 */
import { queryDefaults } from './query-defaults.ts';
import { alternation, WORD_END, WORD_START } from './text-tools.ts';

const OTHER_BRAND = new RegExp(
  `${WORD_START}(?:(?:any|some|from)\\s+)?(?:${alternation(queryDefaults.otherBrand)})${WORD_END}`,
  'iu',
);

/** `content` with its phrase asking for another brand replaced by "not from <brands>", or undefined without one. */
export function withOtherBrand(content: string, brands: readonly string[]): string | undefined {
  const match = OTHER_BRAND.exec(content);
  if (match === null || brands.length === 0) return undefined;
  const said = `not from ${brands.join(' or ')}`;
  return `${content.slice(0, match.index)}${said}${content.slice(match.index + match[0].length)}`;
}

/** True when `content` asks for another brand than the conversation's. */
export const asksOtherBrand = (content: string): boolean => OTHER_BRAND.test(content);
