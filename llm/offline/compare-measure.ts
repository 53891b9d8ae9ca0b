/**
 * The answer to a comparison of a measure (the core's comparedMeasure: "which holds more?", "which is louder?"):
 * the values and the product with the most, "Transit Travel Backpack holds more: capacity 45L against 30L." Where
 * no product gives the measure nothing is claimed of it, though features that mean it are named ("which is
 * lighter?" of tents listing no weight: those listed as ultralight or lightweight; "which packs smaller?": each with
 * the features bearing on it that it lists, "… is listed as packable; … as ultralight").
 */
import type { ComparedMeasure, Product } from '../../core/index.ts';
import { joinList, joinListCapped } from './english-list.ts';
import type { Line } from './message-length.ts';
import { allValues, containsPhrase } from './product-attributes.ts';

type Valued = { product: Product; value: string; amount: number };

const same = (a: number, b: number): boolean => Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a));

/**
 * Different features bearing on it, each product's own: "None of them lists its packed size or weight, but A is
 * listed as packable; B as ultralight; C lists none of them."
 */
function apartLine(
  none: string,
  meeting: readonly { product: Product; listed: string[] }[],
  products: readonly Product[],
  name: (p: Product) => string,
): string {
  const parts = meeting.map(({ product, listed }, index) => {
    const features = joinList([...new Set(listed)].slice(0, 2));
    return index === 0 ? `${name(product)} is listed as ${features}` : `${name(product)} as ${features}`;
  });
  const others = products.filter((product) => !meeting.some((one) => one.product === product)).map(name);
  const rest =
    others.length === 0
      ? ''
      : `; ${joinListCapped(others, 3)} ${others.length === 1 ? 'lists' : 'list'} none of them`;
  return `${none}, but ${parts.slice(0, 3).join('; ')}${rest}.`;
}

/** "None of them lists its weight, but A (ultralight) is listed as lightweight; B lists neither." */
function featureLine(measure: ComparedMeasure, products: readonly Product[], name: (p: Product) => string) {
  const none = `None of them lists its ${measure.label}`;
  const meeting = products.flatMap((product) => {
    const listed = allValues(product, 'feature').filter((feature) =>
      measure.features.some((spelling) => containsPhrase(feature, spelling)),
    );
    return listed.length === 0 ? [] : [{ product, listed }];
  });
  const [canonical] = measure.features;
  if (meeting.length === 0 || canonical === undefined) return `${none}.`;
  if (measure.apart === true) return apartLine(none, meeting, products, name);
  // The feature's own name is said once: "A is listed as lightweight", not "A (lightweight) is listed as lightweight".
  const named = meeting.map(({ product, listed }) => {
    const others = listed.filter((feature) => feature.toLowerCase() !== canonical.toLowerCase());
    return others.length === 0 ? name(product) : `${name(product)} (${joinList(others.slice(0, 2))})`;
  });
  const verb = meeting.length === 1 ? 'is' : 'are';
  const others = products.filter((product) => !meeting.some((one) => one.product === product)).map(name);
  const rest =
    others.length === 0
      ? ''
      : `; ${joinListCapped(others, 3)} ${others.length === 1 ? 'lists' : 'list'} neither`;
  return `${none}, but ${joinListCapped(named, 3)} ${verb} listed as ${canonical}${rest}.`;
}

/** The measure's line: who has the most of it and by how much, or what is listed instead. */
export function measureLines(
  measure: ComparedMeasure,
  products: readonly Product[],
  name: (product: Product) => string,
): Line[] {
  const valued: Valued[] = products.flatMap((product, index) => {
    const own = measure.values[index];
    return own === undefined ? [] : [{ product, value: own.value, amount: own.measure.value }];
  });
  const unlisted = products.filter((product) => !valued.some((one) => one.product === product)).map(name);
  const missing =
    unlisted.length === 0
      ? ''
      : ` ${joinListCapped(unlisted, 3)} ${unlisted.length === 1 ? 'lists' : 'list'} no ${measure.label}.`;
  const [first] = valued;
  if (first === undefined) return [{ text: featureLine(measure, products, name), priority: 0 }];
  if (valued.length === 1)
    return [{ text: `Only ${name(first.product)} lists its ${measure.label}: ${first.value}.`, priority: 0 }];
  const sign = measure.order === 'asc' ? 1 : -1;
  const ranked = [...valued].sort((a, b) => sign * (a.amount - b.amount));
  const top = ranked[0]!;
  const leaders = ranked.filter((one) => same(one.amount, top.amount));
  const label = measure.better.includes(measure.label) ? '' : `${measure.label} `;
  if (leaders.length === valued.length) {
    const who = unlisted.length === 0 ? 'They' : joinList(valued.map((one) => name(one.product)));
    return [{ text: `${who} have the same ${measure.label}: ${top.value}.${missing}`, priority: 0 }];
  }
  const rest = ranked.filter((one) => !leaders.includes(one));
  if (leaders.length > 1) {
    const against = joinList(rest.map((one) => `${one.value} (${name(one.product)})`));
    const text = `${joinList(leaders.map((one) => name(one.product)))} tie on ${measure.label} at ${top.value}, against ${against}.`;
    return [{ text: `${text}${missing}`, priority: 0 }];
  }
  const against =
    valued.length === 2 ? rest[0]!.value : joinList(rest.map((one) => `${one.value} (${name(one.product)})`));
  const wording = valued.length === 2 ? measure.better : measure.best;
  return [
    {
      text: `${name(top.product)} ${wording}: ${label}${top.value} against ${against}.${missing}`,
      priority: 0,
    },
  ];
}
