/**
 * Reads who the product is for: "for women", "women's", "ladies", "men's", "for him", "for my dad",
 * "for her", "my mom", "kids", "boys", "girls", "unisex", and a child's age ("for a 5 year old", "ages 3-5", "5-6 years").
 * Canonical audiences are women, men, kids, unisex and adults ("for adults", "grown-ups": any product not tagged
 * for kids, as an adult's audience only implied gives way to); the catalogue's own spellings of the same audience
 * ("womens", "female") are added to the filter.
 * "male" and "female" alone are a connector's gender ("female adapter"); they name an audience after "for".
 * "for my friend" or "for nurses" names no audience: the phrase goes and no filter is set; "for my son" names men and kids,
 * "my 10 year old son" kids, "my 30 year old son" men.
 * An audience only a person implies ("for my wife", with no word naming it) is marked `audienceImplied`.
 * A negated audience ("not for kids", "except women's", "non-kids") is left out: `excludeAudience`. Companions
 * ("camping with my two kids") name no audience.
 */
import { addToFilter, type Draft } from './draft.ts';
import { audienceValues, excludedValues } from './audience-values.ts';
import { byKey, FOR_ANYONE, WORD_AUDIENCE, withoutAdultsBesideGender } from './audience-words.ts';
import { queryDefaults } from './query-defaults.ts';
import { readGrownInto } from './grown-into.ts';
import { indefiniteArticle } from './indefinite-article.ts';
import { NOT_FOR } from './negated-needs.ts';
import { NUMBER_WORDS } from './number-words.ts';
import { alternation, consume, termKey, WORD_END, WORD_START } from './text-tools.ts';

/** Where core/index.ts names it. */
export { canonicalAudience } from './audience-values.ts';

const { audience } = queryDefaults;

const RELATION_AUDIENCE = byKey(audience.relations);
/** People who imply no audience: relations ("my friend") and people named by their work ("for nurses"). */
const NEUTRAL_PEOPLE = [...audience.neutralRelations, ...queryDefaults.filler.occupations];
const NEUTRAL = new Set(NEUTRAL_PEOPLE.map(termKey));
const EITHER_AGE = new Map(
  Object.entries(audience.eitherAge).flatMap(([canonical, spellings]) =>
    spellings.map((spelling) => [termKey(spelling), canonical] as const),
  ),
);
const FOR_ONLY = new Set(audience.forOnly.map(termKey));
const STARTS_WITH_FOR = /^for\s/iu;
const spellingsOf = (lexicon: Record<string, string[]>) =>
  Object.entries(lexicon).flatMap(([canonical, spellings]) => [canonical, ...spellings]);

/** Every spelling of a word naming an audience ("women", "ladies", "kids"…), as a regex source. */
const AUDIENCE_WORDS = alternation(spellingsOf(audience.words));
/** One of `audience.bareOnly` ("woman") is the audience only with no article or age before it ("woman dress"). */
const BARE_ONLY = `(?:${alternation(audience.bareOnly)})${WORD_END}`;
const BARE_ONLY_WORDS = new Set(audience.bareOnly.map(termKey));
const WORDS = new RegExp(
  `${WORD_START}(?:for\\s+(?:(?:the|all|both)\\s+)?)?` +
    `(?<who>(?!${BARE_ONLY})(?:${AUDIENCE_WORDS})|(?<!${WORD_START}(?:${alternation(audience.bareLeads)})[\\s-]+)${BARE_ONLY})` +
    `${WORD_END}`,
  'giu',
);
const RELATION_WORDS = alternation([
  ...spellingsOf(audience.relations),
  ...Object.values(audience.eitherAge).flat(),
  ...NEUTRAL_PEOPLE,
]);
const AGE_UNIT = '(?<unit>years?|yrs?|months?|mos?)';
/** "for my wife", "my little sister", "for my 10 year old nephew" (an age as the adjective). */
const RELATIONS = new RegExp(
  `${WORD_START}(?:for\\s+(?:(?<det>my|a|an|the|your|our|his|her)\\s+)?|(?<own>my)\\s+)` +
    `(?:(?<adj>${alternation(audience.relationAdjectives)})\\s+)?` +
    `(?:(?<age>\\d{1,2})[\\s-]*${AGE_UNIT}[\\s-]*old\\s+)?` +
    `(?<who>${RELATION_WORDS})(?:['’]s)?${WORD_END}`,
  'giu',
);

/**
 * "not for kids", "that aren't for kids", "except kids", "but not women's", "non-kids", "not for men or kids": audiences
 * left out.
 */
const AUDIENCE_WORD = `(?:${AUDIENCE_WORDS})(?:['’]s)?`;
const NEGATED = new RegExp(
  `${WORD_START}(?:${NOT_FOR}\\s+|(?:(?:but|and)\\s+)?(?:not|except|excluding|other\\s+than|non)(?:\\s+|-)` +
    `(?:(?:for|from)\\s+)?)(?:(?:the|any)\\s+)?` +
    `(?<list>${AUDIENCE_WORD}(?:\\s*(?:,\\s*)?(?:or|nor|and)\\s+${AUDIENCE_WORD})*)${WORD_END}`,
  'giu',
);
/** A count before "adults" ("a tent for 2 adults", "two adults"): people counted, not an audience. */
const COUNT_BEFORE = new RegExp(`${WORD_START}(?:\\d+|${NUMBER_WORDS})\\s+$`, 'iu');
/**
 * "boots for anyone": whoever, no audience (in a conversation it takes the last one back: dropped-constraints.ts).
 * Not before "who": "a sleeping bag for anyone who sleeps cold" is someone unnamed described (recipient-clauses.ts).
 */
const ANYONE = new RegExp(`${FOR_ANYONE}(?!\\s+who${WORD_END})`, 'giu');
const ONE_AUDIENCE = new RegExp(`${WORD_START}(?<who>${AUDIENCE_WORDS})`, 'giu');

/**
 * The words the patterns turn on, tested first as most requests hold none: an audience's word (WORDS, NEGATED),
 * a relation's (RELATIONS). In the patterns' flags, so each matches as there.
 */
const AUDIENCE_SAID = new RegExp(`${WORD_START}(?:${AUDIENCE_WORDS})`, 'iu');
const RELATION_SAID = new RegExp(`${WORD_START}(?:${RELATION_WORDS})`, 'iu');
/** ANYONE's "for" and an age's unit or "age" (AGES): most requests hold neither. */
const FOR_SAID = /for\s/iu;
const AGE_SAID = new RegExp(`${AGE_UNIT}|age`, 'iu');

/** "with my two kids", "with our family": whom the shopper goes with, not whom the product is for. */
const COMPANIONS = new RegExp(
  `${WORD_START}with\\s+(?:my|our|the)\\s+(?:(?:\\d+|two|three|four|five|six|little|young|whole|new)\\s+)?` +
    `(?:kids|children|family|wife|husband|partner|friends|dogs?|sons?|daughters?|girlfriend|boyfriend|grandkids)${WORD_END}`,
  'giu',
);

const AGE_NUMBER = '\\d{1,2}(?:\\s*(?:-|to)\\s*\\d{1,2})?';
/** "for a 5 year old (boy)", "3-year-olds", "6 month old", "for ages 3-5", "ages 8+", "age 3 and up". */
const AGES = [
  new RegExp(
    `${WORD_START}(?<for>for\\s+(?:(?:a|an|my|your|our|the|his|her|their)\\s+)?)?(?<age>${AGE_NUMBER})[\\s-]*` +
      `${AGE_UNIT}[\\s-]*olds?(?:\\s+(?<who>${alternation(audience.ageNouns)}))?${WORD_END}` +
      // A person named after the age is read with it as a relation ("for my 10 year old nephew").
      `(?!\\s+(?:${RELATION_WORDS})${WORD_END})`,
    'giu',
  ),
  new RegExp(
    `${WORD_START}(?<for>(?:for\\s+)?)ages?\\s+(?<age>${AGE_NUMBER})(?:\\s*\\+|\\s+(?:and|&)\\s+(?:up|over))?` +
      `(?:\\s+(?:years?|yrs?))?${WORD_END}`,
    'giu',
  ),
  // "kids tshirt 5-6 years", "onesie 3-6 months": a range of ages ending its phrase, not a span of time ("lasts
  // 2-3 years", "for 1-2 months": `audience.spanLeads` before it).
  new RegExp(
    `${WORD_START}(?<!${WORD_START}(?:${alternation(audience.spanLeads)})\\s+)` +
      `(?<age>\\d{1,2}\\s*(?:-|to)\\s*\\d{1,2})\\s*${AGE_UNIT}(?=\\s*(?:$|[,;.!?)]))`,
    'giu',
  ),
];

/** A child's age: in months, up to kidsUpToAge years, or under 18 with a word for a child ("boy"). */
function isChild(age: string, unit: string, childWord: boolean): boolean {
  const youngest = Number(/\d+/.exec(age)?.[0]);
  return /^mo/i.test(unit) || youngest <= audience.kidsUpToAge || (childWord && youngest < 18);
}

/**
 * Removes ages ("for a 5 year old") and names the kids audience for a child's age. True when it read a person
 * ("a 10 year old girl"), whose age only implies the audience.
 */
function readAges(draft: Draft, catalogueAudiences: readonly string[]): boolean {
  let person = false;
  // Every age is in digits: most requests have none, and skip the patterns.
  if (!/\d/.test(draft.rest) || !AGE_SAID.test(draft.rest)) return person;
  for (const regex of AGES) {
    draft.rest = consume(draft.rest, regex, (match) => {
      const { for: lead, age = '', unit = 'year', who } = match.groups ?? {};
      // Alone, "12 year old" may describe the product ("12 year old scotch"); "3-year-olds" are people.
      const bare = regex === AGES[0] && lead === undefined && who === undefined;
      if (bare && !/olds$/i.test(match[0])) return false;
      // A person of that age is whom the request is for ("a gift for a 10 year old girl"), named back in the chat.
      if (regex === AGES[0] && (lead !== undefined || who !== undefined) && !/[-–]|to/i.test(age)) {
        const unitWord = /^mo/i.test(unit) ? 'month' : 'year';
        const kept = /\b(?:his|her|their)\b/i.exec(lead ?? '')?.[0]?.toLowerCase();
        const whose = /\b(?:my|our|your)\b/i.test(lead ?? '') ? 'your' : (kept ?? indefiniteArticle(age));
        draft.recipient ??= [whose, `${age}-${unitWord}-old`, who?.toLowerCase()].filter(Boolean).join(' ');
        person = true;
      }
      // A grown son or daughter ("my 30 year old son") is a man or a woman, as `audience.eitherAge` says.
      const grown = who === undefined ? undefined : EITHER_AGE.get(termKey(who));
      if (isChild(age, unit, who !== undefined))
        addToFilter(draft.filters, 'audience', audienceValues('kids', catalogueAudiences));
      else if (grown !== undefined)
        addToFilter(draft.filters, 'audience', audienceValues(grown, catalogueAudiences));
      return true;
    });
  }
  return person;
}

/** "my wife" → "your wife", "a new mom", "her", "an 8-year-old nephew": a person as the chat names them. */
function recipientOf(match: RegExpExecArray): string {
  const { det, own, adj, age, unit, who = '' } = match.groups ?? {};
  const determiner = (det ?? own)?.toLowerCase();
  const aged = age !== undefined && `${age}-${/^mo/i.test(unit ?? '') ? 'month' : 'year'}-old`;
  const named = [adj?.toLowerCase(), aged, who.toLowerCase()].filter(Boolean);
  // "for a 8 year old nephew" → "an 8-year-old nephew": the article goes with the word after it.
  const possessive =
    determiner === 'my' || determiner === 'our'
      ? 'your'
      : determiner === 'a' || determiner === 'an'
        ? indefiniteArticle(String(named[0] ?? ''))
        : determiner;
  return [possessive, ...named].filter(Boolean).join(' ');
}

/**
 * Removes audience phrases from the text and fills the `audience` filter. A person ("for my wife", "for her",
 * "my son") becomes the query's `recipient` ("your wife"), for the chat.
 */
export function readAudience(draft: Draft, catalogueAudiences: readonly string[]): void {
  if (/with/iu.test(draft.rest)) draft.rest = consume(draft.rest, COMPANIONS, () => true);
  if (FOR_SAID.test(draft.rest)) draft.rest = consume(draft.rest, ANYONE, () => true);
  const asked = draft.rest;
  if (AUDIENCE_SAID.test(draft.rest))
    draft.rest = consume(draft.rest, NEGATED, (match) => {
      const named = [...(match.groups?.['list'] ?? '').matchAll(ONE_AUDIENCE)].map((found) =>
        WORD_AUDIENCE.get(termKey(found.groups?.['who'] ?? '')),
      );
      const canonical = named.filter((value): value is string => value !== undefined && value !== 'unisex');
      if (canonical.length === 0) return false;
      for (const value of canonical)
        addToFilter(draft.filters, 'excludeAudience', excludedValues(value, catalogueAudiences));
      return true;
    });
  const person = readAges(draft, catalogueAudiences);
  let named = draft.filters.audience !== undefined && !person;
  let implied = person;
  for (const [regex, lookup] of [
    [RELATIONS, RELATION_AUDIENCE],
    [WORDS, WORD_AUDIENCE],
  ] as const) {
    if (!(regex === RELATIONS ? RELATION_SAID : AUDIENCE_SAID).test(draft.rest)) continue;
    draft.rest = consume(draft.rest, regex, (match) => {
      const who = termKey(match.groups?.['who'] ?? '');
      const person = regex === RELATIONS && (!WORD_AUDIENCE.has(who) || BARE_ONLY_WORDS.has(who));
      if (person) draft.recipient ??= recipientOf(match);
      const { age, unit = 'year' } = match.groups ?? {};
      if (regex === RELATIONS && age !== undefined && isChild(age, unit, false)) {
        // "my 10 year old nephew": a child, whatever the relation's own audience; implied, as "my wife" is.
        addToFilter(draft.filters, 'audience', audienceValues('kids', catalogueAudiences));
        implied = true;
        return true;
      }
      if (regex === RELATIONS && NEUTRAL.has(who)) return true;
      const eitherAge = regex === RELATIONS ? EITHER_AGE.get(who) : undefined;
      if (eitherAge !== undefined) {
        addToFilter(draft.filters, 'audience', audienceValues(eitherAge, catalogueAudiences));
        addToFilter(draft.filters, 'audience', audienceValues('kids', catalogueAudiences));
        implied = true;
        return true;
      }
      if (regex === WORDS && FOR_ONLY.has(who) && !STARTS_WITH_FOR.test(match[0].trimStart())) return false;
      const canonical = lookup.get(who);
      if (canonical === undefined) return false;
      if (canonical === 'adults' && COUNT_BEFORE.test(match.input.slice(0, match.index))) return false;
      addToFilter(draft.filters, 'audience', audienceValues(canonical, catalogueAudiences));
      // "for women" reads as a relation too; only a person ("my wife", "for her") leaves the audience unnamed.
      if (person) implied = true;
      else named = true;
      return true;
    });
  }
  if (implied && !named) draft.audienceImplied = true;
  readGrownInto(draft, asked);
  withoutAdultsBesideGender(draft);
}
