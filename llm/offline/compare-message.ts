/**
 * Writes the offline comparison message: what is compared and on what, which attributes differ, the price
 * range and cheapest, a focus-specific detail, and a recommendation per shopper need. Pure and deterministic.
 */
import { compareAttributes, comparedMeasure, featureSatisfiers, type Product } from '../../core/index.ts';
import { type CompareMessageInput, focusLines, specLines } from './compare-details.ts';
import { compareNames } from './compare-names.ts';
import { colourChoiceOf, colourPricedLine } from './compare-colour.ts';
import { askedOfThem } from './compare-asked.ts';
import { asksDifference, differenceLines } from './compare-differences.ts';
import { featureLines } from './compare-feature.ts';
import { focusPhrase, inferCompareFocus } from './compare-focus.ts';
import { priceGapLine } from './compare-price-gap.ts';
import { splitRows } from './compare-facts.ts';
import { priceLine } from './compare-picks.ts';
import { measureLines } from './compare-measure.ts';
import { measureGapLine } from './compare-measure-gap.ts';
import { needOf } from './compare-need.ts';
import { usesOn } from './compare-use.ts';
import { qualityLines, qualityOf } from './compare-quality.ts';
import { tooFew } from './compare-too-few.ts';
import { askedPrices, type AskedPrices } from './compare-option-prices.ts';
import { missingSizesNote, withoutLine } from './compare-option-notes.ts';
import { askedPriceRows } from './compare-price-row.ts';
import { NO_RECOMMENDATION, recommendationLines } from './compare-recommendation.ts';
import { VALUE_FOCUS, verdictLines, verdictOf } from './compare-verdict.ts';
import { joinList, joinListCapped } from './english-list.ts';
import { fitLines, type Line } from './message-length.ts';

export type { CompareMessageInput } from './compare-details.ts';

/** Which rows differ and which they share; `detailed`: the differences are said one by one, so this gives way. */
function differenceLine(input: CompareMessageInput, asked: AskedPrices, detailed: boolean): Line | undefined {
  // In the option asked, by its prices ("sizes 8 to 10": $84.99 to $89.99 against $84.99 to $92).
  const { differ, shared } = splitRows(
    askedPriceRows(input.comparison, input.products, asked, input.request.content),
  );
  if (differ.length > 0) {
    const sharedNote = shared.length > 0 ? `, and share ${joinListCapped(shared, 3)}` : '';
    return { text: `They differ in ${joinListCapped(differ, 5)}${sharedNote}.`, priority: detailed ? 3 : 2 };
  }
  if (shared.length > 0) return { text: `They share the same ${joinListCapped(shared, 4)}.`, priority: 3 };
  return undefined;
}

/** A sentence ending on a shortened name ends on its "…": "Best for a tight budget: Women's Nubuck…", not "….". */
const ELLIPSIS_STOP = /…\.(?=\s|$)/gu;

/**
 * Every line of the message, its opening first, before the least important are dropped to fit: what the Ollama
 * prompt gives the model as checked findings, so a model's message says what the offline one says.
 */
export function compareLines(whole: CompareMessageInput): Line[] {
  if (whole.products.length < 2) return tooFew(whole).map((text) => ({ text, priority: 0 }));
  // "which is better, the black or the navy?" of a black and a navy jacket: those two, named with their colour.
  const picked = colourChoiceOf(whole.request.content, whole.products)?.picked;
  const input =
    picked === undefined || picked.length === whole.products.length
      ? whole
      : {
          ...whole,
          products: picked.map((one) => one.product),
          comparison: compareAttributes(
            picked.map((one) => one.product),
            whole.request.content,
          ),
        };
  const coloured = (product: Product): string => {
    const said = picked?.find((one) => one.product === product)?.said;
    return said === undefined ? shortName(product) : `${shortName(product)} (${said})`;
  };
  // Names that shortening makes the same are said longer, up to where they differ.
  const shortName = compareNames(input.products);
  const measure = comparedMeasure(input.request.content, input.products);
  // A measure none of them gives, nor a feature meaning it, is no focus ("which is bigger?" of jackets).
  const measurable = measure !== undefined && (measure.values.some(Boolean) || measure.features.length > 0);
  // Whom each is for, room for a device or for people ("which one fits a 15 inch laptop?"): no clothing fit.
  const ofThem = measurable ? undefined : askedOfThem(input.request.content, input.products, shortName);
  const inferred = ofThem === undefined ? inferCompareFocus(input.request.content, measurable) : 'asked';
  const need = inferred === 'need' ? needOf(input.request.content) : undefined;
  // A feature they list, asked by name ("which is packable?", "which is softest?"), is answered first; it is what
  // they are compared on. A condition's ("warm" of "which is warmer?") is the need's line, a measure's its own.
  const meant = measurable ? measure.features : [];
  const except = [...(need?.features.flatMap(featureSatisfiers) ?? []), ...meant];
  const featured = featureLines(input.request.content, input.products, shortName, except);
  const focus = featured.length > 0 && inferred === 'overall' ? 'features' : inferred;
  // "which has better sound?", "which is quieter?" where none states it: what bears on it (compare-quality.ts).
  const quality =
    measurable || ofThem !== undefined || need !== undefined || featured.length > 0 || focus === 'use'
      ? undefined
      : qualityOf(input.request.content);
  const names = input.products.map(coloured);
  // "which one should I buy?", "which is best value?": one pick and its reason, said first (compare-verdict.ts).
  const { verdict, among } = verdictOf(input, focus, need, ofThem === undefined);
  // "for a pool party": the use asked, as said (compare-use.ts).
  const used = focus === 'use' ? usesOn(input.request.content) : undefined;
  const onFocus =
    ofThem?.on ??
    (need === undefined
      ? (used ??
        (verdict === 'value' && focus === 'price' ? VALUE_FOCUS : focusPhrase(focus, measure?.label)))
      : `for ${need.name}`);
  const on = quality === undefined ? onFocus : `on ${quality.said}`;
  const opening =
    names.length <= 3
      ? `Comparing ${joinList(names)} ${on}.`
      : `Comparing ${names.length} products ${on}: ${joinListCapped(names, 3)}.`;
  const lines: Line[] = [{ text: opening, priority: 0 }];
  // "is it cheaper than the Harbor Rain Jacket?" on a page: yes or no, and by how much.
  const gap = focus === 'price' ? priceGapLine(input.request.content, input.products, shortName) : undefined;
  if (gap !== undefined) lines.push(gap);
  const asked = askedPrices(input.request.content, input.products);
  const verdicts = verdictLines(verdict, input.products, shortName, asked, among, on);
  lines.push(...verdicts);
  if (quality !== undefined)
    lines.push(...qualityLines(quality, input.products, shortName, input.kindFeatures));
  // None comes in the asked size: said first, before prices that cannot be its.
  const without = withoutLine(input.products, asked, shortName);
  if (without !== undefined && asked.without.length === input.products.length) lines.push(without);
  // A measure asked ("which holds more?") is answered first when it is the focus; with specs the request names
  // ("fits a 16 inch laptop": laptop size) it says more than the focus's general lines.
  // "is the first one lighter than the second?": yes or no, with both values, in place of who has more.
  const measureGap =
    measure === undefined
      ? undefined
      : measureGapLine(input.request.content, input.products, measure, shortName);
  const measured =
    measure === undefined ? [] : measureGap ? [measureGap] : measureLines(measure, input.products, shortName);
  if (focus === 'measure') lines.push(...measured);
  lines.push(...(ofThem?.lines ?? []));
  lines.push(...featured);
  // A use asked ("for a pool party") is answered next: the products whose details mention it, else what bears on it.
  if (focus === 'use') lines.push(...focusLines(focus, input, shortName));
  // "what's the difference?": what sets them apart (audience, material, features of their own…) is said first.
  // An attribute the measure's or the quality's lines say is not said again ("Max volume: …" after "Max volume (…)").
  const said = [...(measure === undefined ? [] : [measure.label]), ...(quality?.attributes ?? [])];
  const unsaid = (line: Line): boolean =>
    !said.some((label) => line.text.toLowerCase().startsWith(`${label.toLowerCase()}:`));
  const differences = (
    focus === 'overall' ? differenceLines(input, asksDifference(input.request.content), shortName) : []
  ).filter(unsaid);
  const detailed = differences.some((line) => line.priority < 3);
  const difference = differenceLine(input, asked, detailed);
  const price = priceLine(input.products, asked, shortName);
  if (focus === 'price' && price !== undefined) lines.push(price);
  // "which is cheaper in red?": each one's colours beside the prices in it.
  const inColour =
    focus === 'price' ? colourPricedLine(input.request.content, input.products, shortName) : undefined;
  if (inColour !== undefined) lines.push(inColour);
  if (difference !== undefined) lines.push(difference);
  if (focus !== 'price' && price !== undefined)
    lines.push({ ...price, priority: Math.max(price.priority, detailed ? 2 : 1) });
  const named = (ofThem === undefined ? specLines(input, shortName) : []).filter(unsaid);
  const specs = [...(focus === 'measure' || quality !== undefined ? [] : measured), ...named];
  const optionPrices = asked.apart ? asked.prices : undefined;
  lines.push(
    ...(specs.length > 0 || measured.length > 0 || focus === 'use'
      ? specs
      : focusLines(focus, input, shortName, optionPrices)),
  );
  lines.push(...differences);
  if (without !== undefined && asked.without.length < input.products.length) lines.push(without);
  const missing = missingSizesNote(asked);
  if (missing !== undefined) lines.push({ text: missing, priority: 1 });
  lines.push(
    ...recommendationLines(
      focus,
      input,
      asked,
      shortName,
      verdicts.length > 0 ? verdict : undefined,
      quality === undefined,
    ),
  );
  return lines.map((line) => ({ ...line, text: line.text.replace(ELLIPSIS_STOP, '…') }));
}

const COUNT_WORDS = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

/** "compare the first four" after three: "Only three products are listed, so I compared those." */
function pointedPastSentence(input: CompareMessageInput): string[] {
  const past = input.pointedPast;
  if (past === undefined || past.shown < 2 || past.position <= past.shown) return [];
  return [`Only ${COUNT_WORDS[past.shown - 1] ?? past.shown} products are listed, so I compared those.`];
}

/** The whole message as sentences (joined with single spaces by the caller). */
export function compareSentences(input: CompareMessageInput): string[] {
  return [...pointedPastSentence(input), ...fitLines(compareLines(input))];
}

export function buildCompareMessage(input: CompareMessageInput): string {
  return compareSentences(input).join(' ');
}

/**
 * What the message states, for the Ollama prompt (DATA.findings): every line but the opening and a closing that
 * states nothing, after the sentence saying a run asked past the list compared only those listed, in the message's order (what was asked first, recommendations last); beyond `max`, the least
 * important go first, as fitLines drops them.
 */
export function compareFindings(input: CompareMessageInput, max = Infinity): string[] {
  const lines = compareLines(input);
  const kept = (input.products.length < 2 ? lines : lines.slice(1)).filter(
    (line) => line.text !== NO_RECOMMENDATION,
  );
  const past = pointedPastSentence(input);
  while (kept.length > max - past.length) {
    const worst = Math.max(...kept.map((line) => line.priority));
    kept.splice(kept.map((line) => line.priority).lastIndexOf(worst), 1);
  }
  return [...past, ...kept.map((line) => line.text)];
}
