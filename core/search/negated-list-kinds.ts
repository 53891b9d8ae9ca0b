/**
 * Where a negated list ends: at a comma after which the next item is of another kind than the one before it. In
 * "jackets, no leather, blue or green" the colours are asked for, not left out with the leather, as a comma list
 * names one constraint per item; "no wool, nylon or leather" still leaves out all three materials.
 */
import { allMatches, findTerms, type TermMatcher } from './text-tools.ts';

/** The lexicons whose whole-term match makes an item's kind (materials, features, colours), by index. */
function kindsOf(item: string, kinds: readonly TermMatcher[]): Set<number> {
  const found = new Set<number>();
  kinds.forEach((matcher, index) => {
    const terms = findTerms(item, matcher);
    if (terms.length === 1 && terms[0]?.index === 0 && terms[0].length === item.length) found.add(index);
  });
  return found;
}

const shareKind = (a: ReadonlySet<number>, b: ReadonlySet<number>): boolean =>
  [...a].some((kind) => b.has(kind));

/**
 * The length of the part of `list` the negation covers: all of it, or up to the first comma separator (`separator`,
 * a global regex) whose next item shares no kind with the item before it. An item of no known kind ("down") shares
 * none.
 */
export function negatedLength(list: string, separator: RegExp, kinds: readonly TermMatcher[]): number {
  if (!list.includes(',')) return list.length;
  let start = 0;
  let previous: Set<number> | undefined;
  let cut = list.length;
  for (const match of [...allMatches(list, separator), undefined]) {
    const end = match?.index ?? list.length;
    const kind = kindsOf(list.slice(start, end).trim(), kinds);
    if (previous !== undefined && !shareKind(previous, kind)) return cut;
    if (match === undefined) break;
    // Only a comma ends the list: "no leather or black" leaves out both, as "anything but Acme or leather" does.
    previous = match[0].includes(',') ? kind : undefined;
    cut = match.index;
    start = match.index + match[0].length;
  }
  return list.length;
}
