/**
 * A question of what the viewed product is good for ("is it good for winter?", "can I machine wash it?", "is it
 * good for hiking?"), in words that are no filter: answered from its own data. A condition met by its features
 * ("winter": insulated) is a yes; words its details hold are said to be there; else no claim is made. An open
 * question ("how do I wash it?", "what's the warranty?") is answered the same way, without a yes or no.
 */
import {
  asksAboutIt,
  asksAboutPart,
  asksOpenly,
  asksWhatItHas,
  attributeWords,
  measureOf,
  queryDefaults,
  questionPart,
  type Product,
} from '../../core/index.ts';
import { meets, pageNeedOf, relatedValues, type Need } from './compare-need.ts';
import { capitalise, joinList, quotedWords } from './english-list.ts';
import { degreeAsked } from './degree-asked.ts';
import { featureHolds } from './feature-word.ts';
import {
  allValues,
  containsPhrase,
  hasWordStarting,
  mentionsWord,
  productText,
  toList,
  truncate,
} from './product-attributes.ts';
import type { SearchMessageInput } from './search-message.ts';
import { attributeValueSaid } from './viewed-attribute-value.ts';
import { headed, onlyQualified } from './viewed-material.ts';
import { valueFailing } from './viewed-condition-value.ts';
import { viewedSubject } from './viewed-subject.ts';
import { qualityListed } from './viewed-quality.ts';

/** Words of such a question that say nothing of the product. */
const QUESTION_WORDS = new Set(
  `good great ok okay fine suitable enough well for to in on at with the a an i me my we our can could should will
  would it its is be are use used using take bring wear put go going get do does did have has really very too also
  this that these those them they there any ever may might must need want about like into out of if and or not no
  yes got you people sufferer sufferers keep keeps`.split(/\s+/),
);

/**
 * Words after a feature's name that ask it is met, not something more: "is it carry on size?", "carry-on sized",
 * "carry on approved" of a "carry-on friendly" bag.
 */
const FEATURE_QUALIFIERS = new Set(
  'size sized approved compliant certified friendly rated allowed'.split(' '),
);

/**
 * "skin type: sensitive": an attribute of the product (not colour, size, material or features) whose name holds
 * one of the question's words of four letters or more, with its values.
 */
function namedAttribute(product: Product, words: readonly string[]): string | undefined {
  for (const [key, value] of Object.entries(product.attributes ?? {})) {
    const name = attributeWords(key);
    if (/^(?:colou?rs?|sizes?|materials?|features?)$/i.test(name.replace(/\s+/g, ''))) continue;
    const nameWords = name.split(' ');
    if (!words.some((word) => word.length >= 4 && nameWords.includes(word))) continue;
    const values = toList(value);
    if (values.length > 0) return `${name}: ${joinList(values.slice(0, 4))}`;
  }
  return undefined;
}

/** The first sentence of its description that mentions every word, shortened. */
function describedIn(product: Product, words: readonly string[]): string | undefined {
  const sentences = (product.description ?? '').match(/[^.!?]+[.!?]*/gu) ?? [];
  const found = sentences.find((one) => words.every((word) => mentionsWord(one.toLowerCase(), word)));
  return found === undefined ? undefined : truncate(found.trim(), 160);
}

/** The question's own words, question words aside. */
const ownWords = (text: string): string[] =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}-]+/u)
    .filter((word) => word.length > 1 && !QUESTION_WORDS.has(word) && !OPEN_WORDS.has(word));

/** Words of an open question that say nothing of the product ("where is it made?", "what goes with it?"). */
const OPEN_WORDS = new Set(
  `what whats where when why how who which whose made come comes go goes think recommend suggest say tell know
  kind sort`.split(/\s+/),
);

/** "Yes: the X is insulated." — or, to an open question, "The X is insulated.". */
const answered = (verdict: string, name: string, said: string, open: boolean): string =>
  open ? `${capitalise(name)} ${said}.` : `${verdict}: ${name} ${said}.`;

/** The viewed product, its name in the chat and the question's own words, for a question about what it is for. */
function aboutViewed(
  input: SearchMessageInput,
): { viewed: Product; name: string; words: string[]; open: boolean } | undefined {
  const subject = viewedSubject(input);
  const { content } = input.request;
  // "is the battery long-lasting?": a part its attributes name, asked as "is it …?" is.
  const aboutIt =
    subject?.product !== undefined && (asksAboutIt(content) || asksAboutPart(content, subject.product));
  const open = !aboutIt && asksOpenly(content);
  if (subject?.product === undefined || (!open && !aboutIt)) return undefined;
  // "how long is the warranty?": the word after "how" asks, as "what" does.
  // "tell me more about the warranty": its question part, "what's the warranty".
  const asked = ownWords(open ? questionPart(content).replace(/\bhow\s+[\p{L}']+/iu, ' ') : content);
  // "how warm is it?": a question of degree asks its adjective.
  const words = asked.length > 0 || !open ? asked : ownWords(degreeAsked(content) ?? '');
  if (words.length === 0) return undefined;
  return { viewed: subject.product, name: subject.name, words, open };
}

/**
 * Whether the ratings in `related` ("water resistance: 30 m") reach the least `activity` asks
 * (queryDefaults.needActivityRatings): 'enough', the least asked when none does ("50 m"), or undefined when no
 * least is set or no rating reads as a measure of its kind.
 */
function ratingVerdict(related: readonly string[], activity: string): 'enough' | string | undefined {
  const least = queryDefaults.needActivityRatings[activity];
  const floor = least === undefined ? undefined : measureOf(least);
  if (least === undefined || floor === undefined) return undefined;
  const ratings = related.flatMap((value) => {
    const measure = measureOf(value.slice(value.indexOf(':') + 1));
    return measure?.unit === floor.unit ? [measure.value] : [];
  });
  if (ratings.length === 0) return undefined;
  return ratings.some((value) => value >= floor.value) ? 'enough' : least;
}

/**
 * "I can't tell: the Coastal Puffer Jacket you're viewing lists no water-resistant or waterproof feature.": an
 * activity ("can I take it in the pool?") asked of one listing no feature meeting it (nor a stronger one),
 * when its details don't mention the words asked either; undefined otherwise (mentionAnswer says what they hold).
 */
function unlisted(about: NonNullable<ReturnType<typeof aboutViewed>>, need: Need): string | undefined {
  if (need.activity !== true) return undefined;
  const text = productText(about.viewed);
  if (about.words.some((word) => mentionsWord(text, word))) return undefined;
  const { featureImplications } = queryDefaults;
  const features = need.features.flatMap((feature) => [feature, ...(featureImplications[feature] ?? [])]);
  return `I can't tell: ${about.name} lists no ${joinList([...new Set(features)], 'or')} feature.`;
}

/** A condition said after a word leading it ("for rain", "in the snow"). */
const CONDITION_LEAD = /(?<![\p{L}\p{N}])(?:for|in|during|against)\s+(?:the\s+)?\p{L}/iu;

/** "Yes: the Ridge Boot you're viewing is insulated." — a condition asked ("good for winter") its features meet. */

export function conditionAnswer(input: SearchMessageInput): string | undefined {
  const about = aboutViewed(input);
  const content = input.request.content;
  // "does it have a rain cover?", "does it come with a snow skirt?": a thing it may have, no condition, unless one
  // is said after "for", "in"… ("does it have anything for rain?").
  if (asksWhatItHas(content) && !CONDITION_LEAD.test(content)) return undefined;
  const need = about && pageNeedOf(content);
  if (about === undefined || need === undefined) return undefined;
  const features = meets(about.viewed, need);
  const related = relatedValues(about.viewed, need);
  if (features.length > 0) {
    const rated = related.length > 0 ? ` (${joinList(related.slice(0, 2))})` : '';
    const said = `is ${joinList(features.slice(0, 2))}${rated}`;
    // "can I swim with it?" of a watch only water-resistant: its rating decides (30 m is for splashes); with no
    // rating, or one that can't be read, that said and no verdict.
    const stronger = features.some((feature) => !need.features.some((own) => containsPhrase(feature, own)));
    if (need.activity !== true || stronger) return answered('Yes', about.name, said, about.open);
    const rating = ratingVerdict(related, need.name);
    if (rating === 'enough') return answered('Yes', about.name, said, about.open);
    if (rating !== undefined)
      return answered('No', about.name, `${said}, under the ${rating} ${need.name} calls for`, about.open);
    const none = rated === '' ? 'lists no rating of it' : 'lists no rating we can read';
    return `${capitalise(about.name)} ${said}, but ${none} for ${need.name}.`;
  }
  // "is it good for winter?" of a 3-season tent: "No: … is a 3-season tent; these 4-season ones are made for winter."
  const failing = valueFailing(about.viewed, need, input.products, input.request.content);
  if (failing !== undefined) return answered('No', about.name, failing, about.open);
  // "is it warm enough for winter?" of a wool-filled comforter: no feature says so, but its data bears on it; said
  // without a verdict (it had been "No: … isn't listed as warm").
  if (related.length === 0) return unlisted(about, need);
  const asked = about.words.filter((word) => mentionsWord(productText(about.viewed), word));
  const told = asked.length > 0 ? describedIn(about.viewed, asked.slice(0, 1)) : undefined;
  const description = told === undefined ? '' : `; its description says: "${told}"`;
  const listed = `doesn't list ${joinList([...need.features], 'or')} among its features, but lists ${joinList(related.slice(0, 2))}`;
  const said = `${capitalise(about.name)} ${listed}${description}`;
  return /[.!?…"]$/u.test(said) ? said : `${said}.`;
}

/**
 * A feature asked for in the shopper's words ("good for hot sleepers": cooling) that the product doesn't list, where
 * its description holds those very words: no verdict, the sentence instead ("… isn't listed as cooling, but its
 * description says: "Made for hot sleepers and cozy winter nights."").
 */
export function unlistedButDescribed(
  input: SearchMessageInput,
  name: string,
  asked: { no: string; feature?: string },
): string | undefined {
  const about = asked.feature === undefined ? undefined : aboutViewed(input);
  const told = about === undefined ? undefined : describedIn(about.viewed, about.words);
  return told === undefined
    ? undefined
    : `${capitalise(name)} ${asked.no}, but its description says: "${told}"`;
}

/** Whether its details mention the question's words ("good for hiking?"), or no claim. */
export function mentionAnswer(input: SearchMessageInput): string | undefined {
  const about = aboutViewed(input);
  if (about === undefined) return undefined;
  const { viewed, name, words, open } = about;
  // A feature it lists holds every word ("can I machine wash it?": machine washable), a qualifier after its name
  // aside ("is it carry on size?": carry-on friendly): yes.
  const featureWords = words.filter((word) => !FEATURE_QUALIFIERS.has(word));
  // "good for allergies" of a hypoallergenic one: a word part of its feature's word (feature-word.ts).
  const derived = /\b(?:for|with|against)\b/iu.test(input.request.content);
  const feature = allValues(viewed, 'feature').find(
    (listed) => featureWords.length > 0 && featureWords.every((word) => featureHolds(listed, word, derived)),
  );
  if (feature !== undefined) return answered('Yes', name, `is ${feature}`, open);
  // "is it down filled?" of a "down alternative" fill: not the real thing.
  const standIn = onlyQualified(viewed, words, input.request.content);
  if (standIn !== undefined) return answered(standIn.verdict, name, standIn.said, open);
  // "is it down filled?" of a down, a wool or a synthetic fill: from that attribute.
  const valued = attributeValueSaid(viewed, words, input.products);
  if (valued !== undefined) return answered(valued.verdict, name, valued.said, open);
  // "is it steel?" of a "Damascus steel" blade: the material the words asked are the head of, said in full.
  const material = allValues(viewed, 'material').find((value) => headed(value, words.join(' ')));
  if (material !== undefined) return answered('Yes', name, `is made of ${material}`, open);
  const text = productText(viewed);
  // "is it itchy?" of an itch-free sweater: no.
  const free = words.length === 1 ? /^(.{3,})y$/u.exec(words[0]!)?.[1] : undefined;
  if (free !== undefined && hasWordStarting(text, `${free}-free`))
    return answered('No', name, `is ${free}-free`, open);
  const held = words.filter((word) => mentionsWord(text, word));
  // "is it good for oily skin?" of one whose `skinType` is sensitive: the attribute the question names, said.
  const named = namedAttribute(viewed, words);
  // An open question naming an attribute is answered by it ("what size is the case?": case size).
  // "is the battery life good?": the words it holds are the attribute's name.
  const nameOnly =
    named !== undefined && held.every((word) => named.split(':')[0]!.split(' ').includes(word));
  if (named !== undefined && (open || held.length < words.length || nameOnly))
    return `${capitalise(name)} lists ${named}.`;
  // "how does it fit?": the sentence of its description that answers it.
  const told = open && held.length === words.length ? describedIn(viewed, held) : undefined;
  if (told !== undefined) return `The description of ${name} says: "${told}"`;
  if (held.length === words.length)
    return `${capitalise(name)} mentions ${joinList(held.slice(0, 3).map((word) => `"${word}"`))}.`;
  // "how do I clean it?" of a pan whose data never says "clean": the features bearing on cleaning it lists.
  const quality = held.length === 0 ? qualityListed(viewed, name, words) : undefined;
  if (quality !== undefined) return quality;
  return `I can't tell: nothing about ${name} mentions ${quotedWords(words.filter((word) => !held.includes(word)))}.`;
}
