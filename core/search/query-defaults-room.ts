/**
 * Counts of people and the room asked for them ("a tent that sleeps 4", "for a family of four", "big enough for 5
 * of us", "for two nights" counting no one): part of `measures` in the one defaults object
 * (query-defaults-measures.ts).
 */
import { list } from './lexicon-notation.ts';

export const measureRoomDefaults = {
  /**
   * Verbs before a bare number that ask for room for that many people or more: "a tent that sleeps 4", "a
   * table that seats 6" (read only where the catalogue gives capacities in people).
   */
  capacityVerbs: list('sleeps, sleeping, sleep, seats, seating, seat'),
  /**
   * Words that may follow a bare count of people after a product holding people ("a tent for two under 200",
   * "for 2 with a vestibule"; people-count.ts): any other word is what the number counts ("for two nights").
   */
  countEnds: list(`and, or, but, that, which, who, that's, thats, with, without, in, under, below, over,
    above, around, about, at, less, max, please, so, if, for, from, by, near, on`),
  /**
   * A stretch of time after "for" ("for a couple of days", "for the weekend", "for two nights"): no product, so
   * alone after a search it narrows it as a bare count does ("picnic set for a couple of days"; count-follow-up.ts).
   */
  durationUnits: list('hour, hours, day, days, night, nights, week, weeks, weekend, weekends, month, months'),
  /**
   * Groups of people a number counts, room for them or more: "a tent for a family of four", "a table for a
   * party of 6" (read only where the catalogue gives capacities in people; numbers in digits or words).
   */
  groupWords: list('family, household, group, party, crew'),
  /**
   * A group said without a count after a product that holds people asks for room (party-room.ts): "tent for a
   * family", "tent for the whole family", "sofa for a big family" order roomiest first, as "one for a family" does
   * after "tents" (the comparative `partyComparative` of `comparatives`); these words may come before the group.
   */
  partyAdjectives: list('whole, entire, big, large, growing, extended, huge, busy'),
  partyComparative: 'sleeps more',
  /**
   * Room for people said around their count (room-clauses.ts): "a tent that my family of 5 can fit in", "big
   * enough for 5 of us", "with room for 4" are "for a family of 5", "for 5 of us", "for 4"; the count is the
   * bound, these words none to match. `roomWords` say the room before "for" or "to" and a verb of `roomVerbs`;
   * a clause of the people counted ends in such a verb, `roomBetween` words before it and `roomAfter` after.
   */
  roomWords:
    list(`big enough, large enough, roomy enough, spacious enough, wide enough, with room, with enough
    room, enough room, room, with space, with enough space, enough space`),
  /**
   * The shopper's party said as a clause of its own, before or after the request (party-clauses.ts): "we're a
   * family of four, need a tent" (a group of `groupWords` after one of `partyBeing`), "there are 3 of us, tent
   * please", "it's just the 2 of us" (a count "of us"), "we have two kids, need a tent" (`partyHaving`, a count of
   * `partyChildren`) ask room for them all where the product holds people; else the clause is their situation and
   * leaves the text. Children are counted with the grown-ups the speaker names (`partySpeakers`): "we" is loosely a
   * couple ("we have two kids": a family of 4), "i" one ("i have two kids": 3).
   */
  partyBeing: list(`we're, we are, were, we'll be, we will be, there are, there're, there's, theres, there is,
    there will be, there'll be, it's, its, it is, it'll be`),
  partyHaving: list("have, have got, 've got, ve got, got"),
  partyChildren:
    list(`kids, children, boys, girls, sons, daughters, toddlers, teens, teenagers, babies, little
    ones, kiddos, kid, child, boy, girl, son, daughter, toddler, teen, teenager, baby, little one, kiddo`),
  partySpeakers: { we: 2, i: 1 } as Record<string, number>,
  roomVerbs: list('fit, fits, sleep, sleeps, squeeze, squeezes, sit, sits, seat, camp, lie, hold'),
  roomBetween: list('can, could, will, would, should, all, comfortably, easily, actually, really, both'),
  roomAfter: list('in, inside, into, in it, in there, comfortably, easily, together, at once'),
};
