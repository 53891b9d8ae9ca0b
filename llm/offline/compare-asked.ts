/**
 * What a comparison asks of each product beyond a feature or a measure, answered from its data: whom it is for
 * ("which is for women?"), room for a device ("which one fits a 15 inch laptop?": its laptop size, else its
 * description's sleeve) and room for a number of people ("which is better for a family of four": its capacity in
 * people), for a beginner (compare-beginner.ts) and in a colour (compare-colour.ts). A product that lists nothing of it is said to list none;
 * nothing is guessed.
 */
import {
  attributeWords,
  deviceNamed,
  measureOf,
  numberOfWords,
  parseQuery,
  queryDefaults,
  type Product,
} from '../../core/index.ts';
import { capitalise, joinList, joinListCapped } from './english-list.ts';
import type { Line } from './message-length.ts';
import { beginnerAsked } from './compare-beginner.ts';
import { colourAskedOfThem } from './compare-colour.ts';
import { allValues, toList } from './product-attributes.ts';
import { deviceSize, descriptionPhrase } from './viewed-device.ts';

type Name = (product: Product) => string;

/** What the comparison asks, for its opening ("for women", "for a 15 inch laptop", "for 4 people"), and its lines. */
export interface AskedOfThem {
  on: string;
  lines: Line[];
}

/** "Which is for women?": whom each is for, from its audience attribute. */
function audienceAsked(content: string, products: readonly Product[], name: Name): AskedOfThem | undefined {
  const asked = (parseQuery(content).filters.audience ?? []).filter((one) => one !== 'unisex');
  if (asked.length === 0) return undefined;
  const listed = products.map((product) =>
    allValues(product, 'audience').map((value) => value.toLowerCase()),
  );
  if (listed.every((values) => values.length === 0)) return undefined;
  const adult = asked.every((one) => one === 'men' || one === 'women');
  const fits = (values: readonly string[]) =>
    values.some((value) => asked.includes(value) || (adult && value === 'unisex'));
  const meeting = products.filter((_, index) => fits(listed[index]!));
  const others = products.flatMap((product, index) => {
    if (fits(listed[index]!)) return [];
    const values = listed[index]!;
    const whom = values.includes('unisex') ? 'unisex' : `for ${joinList(values)}`;
    return [`${name(product)} ${values.length === 0 ? 'lists no audience' : `is ${whom}`}`];
  });
  const whom = `for ${joinList(asked)}`;
  const head =
    meeting.length === 0
      ? `None of them is ${whom}`
      : `${capitalise(whom)}: ${joinListCapped(
          meeting.map((product) => {
            const values = allValues(product, 'audience');
            return values.some((value) => /^unisex$/iu.test(value))
              ? `${name(product)} (unisex)`
              : name(product);
          }),
          3,
        )}`;
  return {
    on: whom,
    lines: [{ text: `${head}${others.length > 0 ? `; ${others.join('; ')}` : ''}.`, priority: 0 }],
  };
}

/** "Which one fits a 15 inch laptop?": each one's room for the device, from its data. */
function deviceAsked(content: string, products: readonly Product[], name: Name): AskedOfThem | undefined {
  const asked = deviceNamed(content);
  if (asked === undefined) return undefined;
  const { device, size } = asked;
  const said = products.map((product) => {
    const measured = deviceSize(product, device);
    if (measured !== undefined) {
      const roomy =
        size === undefined ||
        size.measure.unit !== measured.measure.unit ||
        size.measure.value <= measured.measure.value + 1e-6;
      return { fits: roomy, text: `${name(product)} fits ${device}s up to ${measured.value}` };
    }
    const phrase = descriptionPhrase(product, device);
    if (phrase !== undefined)
      return { fits: undefined, text: `${name(product)} has ${phrase} but lists no ${device} size` };
    return { fits: undefined, text: `${name(product)} lists no ${device} size` };
  });
  const what = size === undefined ? `a ${device}` : `a ${size.said} ${device}`;
  const fitting = products.filter((_, index) => said[index]!.fits === true).map(name);
  const head =
    size === undefined
      ? undefined
      : fitting.length > 0
        ? `For ${what}: ${joinList(fitting)}.`
        : said.some((one) => one.fits === false) && said.every((one) => one.fits !== undefined)
          ? `None of them fits ${what}.`
          : undefined;
  const details = `${capitalise(said.map((one) => one.text).join('; '))}.`;
  return {
    on: `for ${what}`,
    lines: [...(head === undefined ? [] : [{ text: head, priority: 0 }]), { text: details, priority: 0 }],
  };
}

const { groupWords } = queryDefaults.measures;
const GROUP = new RegExp(
  `\\b(?:${groupWords.join('|')})\\s+of\\s+(\\d+|[a-z]+(?:[\\s-][a-z]+)?)\\b|\\bfor\\s+(\\d+|[a-z]+)\\s+(?:people|persons)\\b`,
  'iu',
);

/** The people a request counts ("a family of four", "for 3 people"), if any. */
function peopleCounted(content: string): number | undefined {
  const groups = GROUP.exec(content);
  const said = groups?.[1] ?? groups?.[2];
  if (said === undefined) return undefined;
  const count = /^\d+$/u.test(said) ? Number(said) : numberOfWords(said);
  return count !== undefined && count > 0 ? count : undefined;
}

/** "Which is better for a family of four": each one's room in people, from a capacity measured in people. */
function peopleAsked(content: string, products: readonly Product[], name: Name): AskedOfThem | undefined {
  const count = peopleCounted(content);
  if (count === undefined) return undefined;
  const room = products.map((product) =>
    Object.entries(product.attributes ?? {})
      .flatMap(([key, value]) => toList(value).map((one) => ({ said: `${attributeWords(key)} ${one}`, one })))
      .map(({ said, one }) => ({ said, measure: measureOf(one) }))
      .find(({ measure }) => measure?.unit === 'person'),
  );
  const whom = `for ${count} ${count === 1 ? 'person' : 'people'}`;
  if (room.every((value) => value === undefined))
    return { on: whom, lines: [{ text: `None of them lists how many people it is for.`, priority: 0 }] };
  const fitting = products.filter((_, index) => (room[index]?.measure?.value ?? 0) >= count).map(name);
  const each = products.map((product, index) => {
    const value = room[index];
    return `${name(product)} lists ${value === undefined ? 'no capacity in people' : value.said}`;
  });
  const head = fitting.length > 0 ? `${capitalise(whom)}: ${joinList(fitting)}.` : `None of them is ${whom}.`;
  return { on: whom, lines: [{ text: `${head} ${capitalise(each.join('; '))}.`, priority: 0 }] };
}

/** The first thing the request asks of them that this module answers, if any. */
export function askedOfThem(
  content: string,
  products: readonly Product[],
  name: Name,
): AskedOfThem | undefined {
  return (
    deviceAsked(content, products, name) ??
    peopleAsked(content, products, name) ??
    audienceAsked(content, products, name) ??
    beginnerAsked(content, products, name) ??
    colourAskedOfThem(content, products, name)
  );
}
