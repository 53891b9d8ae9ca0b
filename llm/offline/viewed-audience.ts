/**
 * "is it for women?", "is it good for kids?", "would this work for my daughter?": whom the viewed product is for,
 * answered from its own audience attribute (`gender`, `audience`…), not from the search for products like it.
 * A product tagged with no audience gets no answer either way.
 */
import { asksAboutIt, parseQuery } from '../../core/index.ts';
import { joinList } from './english-list.ts';
import { allValues } from './product-attributes.ts';
import type { SearchMessageInput } from './search-message.ts';
import { viewedSubject } from './viewed-subject.ts';

type Audience = 'men' | 'women' | 'kids' | 'unisex';

const AUDIENCES: readonly (readonly [Audience, RegExp])[] = [
  ['women', /^(?:women|woman|female|ladies|lady)/i],
  ['men', /^(?:men|man|male|gentlemen)/i],
  ['kids', /^(?:kid|child|boy|girl|youth|toddler|baby|junior|infant)/i],
  ['unisex', /^unisex/i],
];

const canonical = (values: readonly string[]): Set<Audience> =>
  new Set(values.flatMap((value) => AUDIENCES.find(([, pattern]) => pattern.test(value.trim()))?.[0] ?? []));

const forWhom = (audiences: readonly Audience[]): string =>
  audiences.includes('unisex') ? 'unisex' : `for ${joinList(audiences)}`;

/** "Yes: the Coastal Rain Jacket you're viewing is unisex." / "No: … is for men." — or undefined. */
export function audienceAnswer(input: SearchMessageInput): string | undefined {
  const subject = viewedSubject(input);
  if (subject === undefined || !asksAboutIt(input.request.content)) return undefined;
  const asked = [...canonical(parseQuery(input.request.content).filters.audience ?? [])].filter(
    (audience) => audience !== 'unisex',
  );
  const tagged =
    subject.product === undefined ? new Set<Audience>() : canonical(allValues(subject.product, 'audience'));
  if (asked.length === 0 || tagged.size === 0) return undefined;
  const name = subject.name;
  const adult = asked.every((audience) => audience === 'men' || audience === 'women');
  const meets = asked.filter((audience) => tagged.has(audience));
  if (meets.length > 0) return `Yes: ${name} is ${forWhom(meets)}.`;
  if (adult && tagged.has('unisex')) return `Yes: ${name} is unisex.`;
  return `No: ${name} is ${forWhom([...tagged])}.`;
}
