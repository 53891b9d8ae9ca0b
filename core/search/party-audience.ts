/**
 * A party said by its members after a product that holds no people ("a jacket for me and my wife", "boots for my
 * mom and dad"): each wears their own, so the request is for them all, not for the one a relation names ("for
 * your wife": women's jackets only). The audience is every member's (`queryDefaults.audience`): "my wife" women,
 * "my dad" men, "my son" men or kids, a word naming none ("me", "my friend", "3 people") any adult's; all of them
 * together (adults and kids) is no audience at all. The party is the request's `recipient`, as the chat names it
 * ("you and your wife"). A party with an animal ("me and my dog") leaves the words to the other readers; one
 * after a product that holds people was read as room for them all before (party-count.ts). "his and hers" is the
 * pair "him and her" (`audience.party.hisAndHers`). Pure.
 */
import { byKey, WORD_AUDIENCE } from './audience-words.ts';
import { audienceValues } from './audience-values.ts';
import { joinWith } from './constraint-labels.ts';
import { addToFilter, type Draft } from './draft.ts';
import { partiesIn, type PartyMember } from './party-count.ts';
import { queryDefaults } from './query-defaults.ts';
import { alternation, termKey, WORD_END, WORD_START } from './text-tools.ts';

const { audience } = queryDefaults;
const RELATION_AUDIENCE = byKey(audience.relations);
const EITHER_AGE = byKey(audience.eitherAge);
const SELVES = new Set(audience.party.selves.map(termKey));
const ANIMALS = new Set(audience.party.animals.map(termKey));
/** "his and hers watches": the pair as "for him and her" at the end ("watches for him and her"), read below. */
const HIS_AND_HERS = new RegExp(
  `${WORD_START}(?:${alternation(audience.party.hisAndHers)})${WORD_END}`,
  'iu',
);
const withPair = (text: string): string =>
  /hers/iu.test(text) && HIS_AND_HERS.test(text)
    ? `${text.replace(HIS_AND_HERS, ' ')} for him and her`
    : text;

/** The canonical audiences one member may wear, or undefined for no person ("my dog"). */
function audiencesOf(member: PartyMember): string[] | undefined {
  const who = termKey(member.who);
  if (ANIMALS.has(who)) return undefined;
  const grown = EITHER_AGE.get(who);
  if (grown !== undefined) return [grown, 'kids'];
  const named = RELATION_AUDIENCE.get(who) ?? WORD_AUDIENCE.get(who);
  return [named ?? 'adults'];
}

/** "me" → "you", "my wife" → "your wife", "3 friends" as said: a member as the chat names them. */
function spoken(member: PartyMember): string {
  const said = member.said.toLowerCase().replace(/\s+/gu, ' ');
  if (SELVES.has(termKey(said))) return 'you';
  return said.replace(/^(?:my|our)\s/u, 'your ');
}

/** The audiences a party wears together: undefined when that is everyone (adults and kids). */
function partyAudiences(members: readonly PartyMember[]): string[] | undefined {
  const worn = new Set<string>();
  for (const member of members) for (const one of audiencesOf(member) ?? []) worn.add(one);
  // Any adult's holds men's, women's and unisex ones.
  if (worn.has('adults')) for (const gendered of ['men', 'women', 'unisex']) worn.delete(gendered);
  const adults = worn.has('adults') || (worn.has('men') && worn.has('women'));
  return adults && worn.has('kids') ? undefined : [...worn];
}

/** Takes a party of people out of the text into the `audience` filter and the `recipient` (see above). */
export function readPartyAudience(draft: Draft, catalogueAudiences: readonly string[]): void {
  const asked = withPair(draft.rest);
  for (const { members, from, to } of partiesIn(asked)) {
    if (members.some((member) => audiencesOf(member) === undefined)) continue;
    draft.rest = `${asked.slice(0, from)} ${asked.slice(to)}`;
    for (const one of partyAudiences(members) ?? [])
      addToFilter(draft.filters, 'audience', audienceValues(one, catalogueAudiences));
    draft.recipient = joinWith(members.map(spoken), 'and');
    draft.audienceImplied = true;
    return;
  }
}
