/**
 * A width said after a size ("boots size 10.5 wide", "running shoes 9 wide", `queryDefaults.sizes.widths`) is of
 * the product's name, as the shopper could have put it before: "wide boots" in size 10.5. The size's reader leaves
 * its gap between the name and the width; the width ending its phrase goes before the name's words (up to three
 * from the phrase's start). It had been said after the name ("Showing boots wide in size 10.5."). Pure.
 */
import type { Draft } from './draft.ts';
import { queryDefaults } from './query-defaults.ts';
import { alternation, GAP } from './text-tools.ts';

const WIDTHS = alternation(queryDefaults.sizes.widths);
/** The name's words, the gap a size left (";"), then the width ending its phrase. */
const AFTER_SIZE = new RegExp(
  `(?<=^|[,;.!?(]\\s*)(?<name>\\s*\\p{L}[\\p{L}'’-]*(?:\\s+\\p{L}[\\p{L}'’-]*){0,2})\\s*;\\s*` +
    `(?<width>${WIDTHS})(?=\\s*(?:$|[,;.!?)]))`,
  'giu',
);
const MAY_MATCH = new RegExp(`;\\s*(?:${WIDTHS})`, 'iu');

/**
 * Moves a width read after a size's gap before the name (see above); `sized`: whether the size's reader read one
 * (the gap is a size's).
 */
export function readSizeWidths(draft: Draft, sized: boolean): void {
  if (!sized || !MAY_MATCH.test(draft.rest)) return;
  draft.rest = draft.rest.replace(AFTER_SIZE, (_whole: string, ...args: unknown[]) => {
    const { name = '', width = '' } = args.at(-1) as Record<string, string | undefined>;
    return ` ${width} ${name.trim()}${GAP}`;
  });
}
