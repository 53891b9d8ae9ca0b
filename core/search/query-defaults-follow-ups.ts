/**
 * Follow-up cues of the query parser: the words that make a conversation's request narrow its last search.
 * Part of `queryDefaults` (query-defaults.ts), where the notation is described.
 */
import { list } from './lexicon-notation.ts';

export const followUpDefaults = {
  /**
   * Ordinals that point at a product the conversation's last search showed ("the second one", "the 3rd",
   * "the last one"): each entry's spellings name that position of the page; "last" is the last shown. After "the", or before one of `ordinalNouns`.
   */
  ordinals: list(`first 1st, second 2nd, third 3rd, fourth 4th, fifth 5th, sixth 6th, seventh 7th, eighth 8th,
    ninth 9th, tenth 10th`),
  ordinalNouns: list('one, item, product, option, pick, result, jacket, shoe, pair'),
  /**
   * Words before `followUpLeads` that point back at the last search's products: "one with a hood", "something
   * with more insulation", "any with a hood", "a version with usb-c", "the same but with a hood".
   */
  followUpPointers: list(`one, ones, any, anything, something, some, a version, version, a model, a style,
    a pair, a kind, one of those, one of these, the same, the same one, the same thing, same, same one,
    same thing`),
  /**
   * Polite or conversational words that may open such a request: "ok, one with a hood", "what about one with a
   * hood", "ok, let's start over".
   */
  followUpOpeners: list(`ok, okay, so, and, now, then, hmm, yes, yeah, actually, maybe, what about, how about,
    do you have, have you got, got, is there, are there, show me, i want, i'd like, i would like, i need`),
  /**
   * Words that, opening a request in a conversation (`sessionId`), make it narrow the last search even when it
   * names new things: "with at least 30 hours battery" after "headphones", "with a hood" after "tents".
   */
  followUpLeads: list('with, and with, but with, also with, now with, only with, just with, ones with'),
  /**
   * Words that, after a word pointing back (`followUpPointers`), open a use or purpose of the last search's kind
   * rather than a kind of its own: "one for travel", "something to take camping", "one i can take hiking", "any i
   * can use for school?" narrow "backpacks" to that use (pointer-use.ts).
   */
  followUpUseLeads:
    list(`for, to, that i can, that we can, which i can, i can, i could, we can, we could, you can,
    i'd, i would, i'll, i will`),
  /**
   * A question choosing among the last search's products by a use, in place of a pointer (pointer-use.ts):
   * "which is best for running?", "which ones are good for travel?" after "earbuds" ask it of the earbuds.
   */
  followUpChoices: list(`which is best, which is better, which is good, which is the best, which one is best,
    which one is better, which one is good, which one is the best, which ones are best, which ones are better,
    which ones are good, which are best, which are better, which are good, which are the best, which would be best,
    which would be better, which would be good, which is ideal, which one is ideal, which is suitable,
    which one's best, which one's better, which's best, what's best, what is best, which works best,
    which one works best, which would work best, which is right, which one is right`),
  /**
   * Going back to an earlier list of the conversation (back-request.ts): the whole request is a verb of going back
   * (`verbs`) and/or a list (`nouns`) named by which (`first`: the conversation's first; `previous`: the one
   * before the last), maybe "again" after it ("go back to the first list", "show me the original results again",
   * "back to the previous ones"); or a verb alone ("go back"), the one before.
   */
  backToList: {
    verbs:
      list(`go back to, go back, back to, take me back to, bring back, bring me back to, return to, show me,
      show, can i see, can you show me, let me see, i want, i'd like`),
    first: list('first, original, initial, very first'),
    previous: list('previous, earlier, last, prior, old'),
    nouns: list('list, lists, results, search, ones, products, options, selection, picks, suggestions'),
    alone: list('go back, back, take me back, back please, go back please, undo'),
  },
};
