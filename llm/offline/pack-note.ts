/**
 * A pack asked (SearchQuery.pack: "tshirt 3 pack", "t-shirts multipack"), said of the products shown: "None of these
 * is sold as a 3-pack." when none states it in its title or attributes (the core's `statesPack`, the reading the
 * search ranks by), "It isn't sold as a 3-pack." of one; "The ones sold as a 3-pack come first." when some do but
 * not all. Pure.
 */
import { packLabel, statesPack, type SearchChatInput } from '../../core/index.ts';

export type PackNoteInput = Pick<SearchChatInput, 'query' | 'products'>;

/** The sentence about the pack asked, else undefined (none asked, nothing shown, or every product states it). */
export function packSentence(input: PackNoteInput): string | undefined {
  const pack = input.query.pack;
  if (pack === undefined || input.products.length === 0) return undefined;
  const label = packLabel(pack);
  const sold = input.products.filter((product) => statesPack(product, pack)).length;
  if (sold === input.products.length) return undefined;
  if (sold > 0) return `The ones sold as a ${label} come first.`;
  return input.products.length === 1
    ? `It isn't sold as a ${label}.`
    : `None of these is sold as a ${label}.`;
}
