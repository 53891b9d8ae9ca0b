/**
 * A size said of a product pointed at or viewed, not asked of it ("the second one in size 9", "in size 9" on its
 * page): when the product comes in none of the sizes said, the chat says so plainly, with the sizes it comes in,
 * before the products like it that do ("The Tempo Flex Engineered Mesh Running Shoe doesn't come in size 9 (it
 * comes in sizes 13, 1, 2, 3, 4 or 5)."). A question ("does it come in size 9?") is answered by viewed-answer.ts.
 */
import { askedFact, askedValues, asksAboutIt, meetsSize } from '../../core/index.ts';
import { capitalise, joinList } from './english-list.ts';
import { pluralName, truncate } from './product-attributes.ts';
import type { SearchMessageInput } from './search-message.ts';
import { sizesListed } from './sizes-listed.ts';
import { sizeOptions } from './viewed-option.ts';
import { viewedSubject } from './viewed-subject.ts';

export function pointedSizeLacked(input: SearchMessageInput): string | undefined {
  const content = input.request.content;
  // A question asks it ("how much is the twin?" is the price of one: viewed-fact.ts).
  if (input.query.sizeSaid !== true || asksAboutIt(content) || askedFact(content) !== undefined)
    return undefined;
  const subject = viewedSubject(input);
  const product = subject?.product;
  if (subject === undefined || product === undefined) return undefined;
  const sizes = askedValues(input.askedFilters ?? input.query.filters, 'sizes');
  const listed = sizeOptions(product).map((option) => option.name);
  if (sizes.length === 0 || listed.length === 0) return undefined;
  if (sizes.some((size) => listed.some((name) => meetsSize(size, name)))) return undefined;
  const plural = pluralName(truncate(product.title, 50));
  const noun = sizes.length > 1 ? 'sizes' : 'size';
  const lacks = plural ? "don't come" : "doesn't come";
  const comes = plural ? 'they come' : 'it comes';
  return `${capitalise(subject.name)} ${lacks} in ${noun} ${joinList(sizes, 'or')} (${comes} in ${sizesListed(listed)}).`;
}
