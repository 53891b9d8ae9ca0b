/**
 * "is the first one lighter than the second?", "does the first one last longer than the third?" in a conversation:
 * a yes/no question setting one of two compared products against the other by a measure (the request read as "is
 * it lighter than that?", core's shown-comparative.ts: "it"/"this" the first compared, "that" the other, as
 * compare-price-gap.ts reads a price asked so), answered with both values: "Yes: the Nova Headphones' battery life is 40 hours,
 * against 20 hours for the Pulse Headphones." Only when both list the measure; else the measure's own line says
 * what is listed. Pure.
 */
import type { ComparedMeasure, Product } from '../../core/index.ts';
import type { Line } from './message-length.ts';

const POINTER = '(?:it|this|that)(?:\\s+(?:one|product|item))?';
const ASKED = new RegExp(
  `^\\s*(?:is|are|does|do)\\s+(?<subject>${POINTER})\\s+\\S.*?\\s+than\\s+${POINTER}\\s*[?.!]*\\s*$`,
  'iu',
);

const same = (a: number, b: number): boolean => Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a));
/** "the Nova Headphones'", "the Alpha Boot's". */
const possessive = (name: string): string => (/s$/iu.test(name) ? `the ${name}'` : `the ${name}'s`);

/** The yes/no answer to a measure asked of one of two products against the other, or undefined. */
export function measureGapLine(
  content: string,
  products: readonly Product[],
  measure: ComparedMeasure,
  name: (product: Product) => string,
): Line | undefined {
  const groups = ASKED.exec(content.replaceAll('’', "'"))?.groups;
  if (groups === undefined || products.length !== 2) return undefined;
  const [first, second] = measure.values;
  if (first === undefined || second === undefined) return undefined;
  const [a, b] = products as [Product, Product];
  const thatFirst = /^that/iu.test(groups['subject'] ?? '');
  const [subject, other] = thatFirst ? [b, a] : [a, b];
  const [own, against] = thatFirst ? [second, first] : [first, second];
  if (own.measure.unit !== against.measure.unit) return undefined;
  if (same(own.measure.value, against.measure.value))
    return {
      text: `No: the ${name(subject)} and the ${name(other)} both list ${measure.label} ${own.value}.`,
      priority: 0,
    };
  const sign = measure.order === 'asc' ? 1 : -1;
  const wins = sign * (own.measure.value - against.measure.value) < 0;
  return {
    text:
      `${wins ? 'Yes' : 'No'}: ${possessive(name(subject))} ${measure.label} is ${own.value}, against ` +
      `${against.value} for the ${name(other)}.`,
    priority: 0,
  };
}
