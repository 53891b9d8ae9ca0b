/**
 * Qualities and wishes said in the negative ("a yoga mat that isn't slippery", "sunglasses that don't slide off"):
 * read by negated-quality.ts and negated-wish.ts. Part of `queryDefaults` (query-defaults.ts), where the notation
 * is described.
 */
import { lexicon, list } from './lexicon-notation.ts';

export const negatedDefaults = {
  /**
   * What a product is said not to be for (negated-needs.ts, audience-phrases.ts): "a jacket not for cold weather",
   * "a tent that isn't for winter", "shoes not meant for running", "shoes that aren't for kids". `cues` open the
   * phrase, before "for"; `between` may follow them ("not meant for"). Not "not just for", "not only for", which
   * widen.
   */
  negatedFor: {
    cues: list(`not, isn't, isnt, is not, aren't, arent, are not, that isn't, that isnt, that is not, that aren't,
      that arent, that are not, that's not, thats not, which isn't, which is not, which aren't, which are not`),
    between: list('meant, made, designed, intended, built, suited'),
  },
  /**
   * A feature or material said not to be required (unrequired-values.ts): "boots, i don't need them waterproof",
   * "boots that don't have to be waterproof" (`before` it), "waterproof isn't a must" (`after` it). Neither asked
   * nor left out; the chat says so ("waterproof not required"). `subjects` may open the phrase, a product pronoun
   * (`personClauses.productPronouns`) and `between` may come between `before` and the value.
   */
  unrequired: {
    subjects: list("i, we, i'm, im, it, they, that, which, but, and, though"),
    before:
      list(`don't need, dont need, do not need, doesn't need, doesnt need, does not need, don't have to be,
      dont have to be, do not have to be, doesn't have to be, doesnt have to be, does not have to be,
      needn't be, neednt be, need not be, don't really need, dont really need, don't necessarily need,
      doesn't necessarily need, doesn't necessarily have to be, don't necessarily have to be, not fussed about,
      not bothered about, no need for, there's no need for`),
    between: list('to be, to be really, to be fully, to be super, really, necessarily, be'),
    after: list(`isn't a must, is not a must, isnt a must, not a must, isn't required, is not required, isnt
      required, not required, isn't necessary, is not necessary, isnt necessary, not necessary, isn't needed, is
      not needed, not needed, isn't essential, is not essential, not essential, is optional, optional, isn't a
      requirement, is not a requirement, not a requirement, is a nice to have, nice to have, would be nice but
      isn't required, would be nice but not required, is nice but not required, is a bonus, would be a bonus,
      not a dealbreaker, isn't a dealbreaker, is not a dealbreaker, not a deal breaker, isn't a deal breaker,
      aren't a must, are not a must, aren't required, are not required, aren't necessary, are not necessary,
      aren't needed, are not needed, are optional`),
  },
  negatedQualities: {
    /** Cues before a quality the product should not have: "isn't slippery", "doesn't leak", "never wrinkles". */
    cues: list(`not, never, isn't, isnt, is not, aren't, arent, are not, doesn't, doesnt, does not, don't, dont,
      do not, won't, wont, will not, will never, can't, cant, cannot, can not`),
    /** Between the cue and the word: "isn't too slippery", "doesn't get slippery", "won't ever leak". */
    between:
      list(`too, very, so, overly, that, ever, get, gets, feel, feels, become, becomes, go, turn, turns,
      stay, stays, look, looks`),
    /** After the word, still the quality's: "doesn't wrinkle easily", "won't leak at all", "… when wet". */
    after:
      list(`easily, at all, much, a lot, ever, quickly, when wet, when it's wet, when it is wet, in the wet,
      when it rains, in the rain`),
    /**
     * General English opposites: a feature = the words it denies, each by its stem ("leak" is "leaks", "leaking"
     * too). The first feature the catalogue tags (or a stronger one, a spelling of it) is asked for; where it tags
     * none, the words are left as they were said.
     */
    opposites: lexicon(`non-slip = slip, slippery, slick; leak-proof = leak, leaky; leakproof = leak, leaky;
      spill-proof = spill, leak; waterproof = leak, leaky; wrinkle-free = wrinkle, crease; itch-free = itch,
      itchy, scratchy; scratch resistant = scratch, scuff; quiet = loud, noisy, squeak, squeaky;
      noise cancelling = loud, noisy; non-stick = stick, sticky; nonstick = stick, sticky;
      stain resistant = stain; odour resistant = smell, smelly, stink, stinky; non-greasy = greasy, oily;
      grease-free = greasy; oil-free = oily, greasy; rust-resistant = rust, rusty; pre-shrunk = shrink; fade-resistant = fade;
      pill-resistant = pill; anti-fog = fog; tangle-free = tangle; durable = flimsy, break, tear, rip;
      compact = bulky; slim = bulky; squat-proof = see-through, sheer; cooling = hot, overheat; warm = cold;
      breathable = stuffy, sweaty; non-toxic = toxic; shockproof = shatter`),
  },
  /**
   * What a product should do, or never do, in everyday words, each phrase by the feature that does it
   * (feature-wishes.ts): "earbuds that stay in", "a cap that stays put" ask for a secure fit, and so do "headphones
   * that won't fall out"; "a backpack that won't fall apart" for a durable one. A phrase's first word is a verb, read
   * in its forms ("stays", "staying"); `doesNot` phrases only after a cue of `negatedWishes.cues`. `between` may
   * come before the phrase ("that will actually stay in"), `after` after it ("stay in well"). A wish not to hurt
   * ("shoes that won't hurt my feet") asks for a comfortable product, which the cushioned, padded, soft and
   * supportive ones are (`featureImplications`).
   */
  featureWishes: {
    does: lexicon(`secure-fit = stay in, stay put, stay in place, stay secure;
      long-lasting = stay charged, hold a charge, hold its charge, keep a charge, keep its charge`),
    doesNot: lexicon(
      `secure-fit = fall out, pop out, slip out, come loose, fall off, lose, drop; durable = fall apart, come apart;
      comfortable = hurt, pinch, rub, chafe, dig in, ache, give me blisters, give you blisters, cause blisters;
      long-lasting = die, die quickly, die fast, run out of battery, run out of charge, lose charge;
      non-comedogenic = clog pores, clog my pores, clog your pores, break me out, break you out, make me break out,
      cause breakouts, give me breakouts, give me spots, give me acne`,
    ),
    /**
     * A complaint of what keeps happening, a `doesNot` phrase after one of these, is the same wish: "I keep losing my
     * earbuds when running", "my earbuds keep falling out" ask for a secure fit (the product it names stays).
     */
    complaints: list('keep, keeps, kept, keep on, keeps on, always'),
    /** Before an occasion after a wish, which says what it is for as "for" does: "on long walks". */
    occasionLeads: list('on, on my, on our, on your'),
    between: list('will, would, should, can, actually, really, always, just, still, ever, easily'),
    after: list(
      'well, securely, firmly, properly, tightly, tight, at all, easily, all day, all day long, all night',
    ),
  },
  negatedWishes: {
    /** Cues opening a wish after "that" or "which": "sunglasses that don't slide off". */
    cues: list(`doesn't, doesnt, does not, don't, dont, do not, won't, wont, will not, never, can't, cant,
      cannot, can not`),
    /**
     * Verbs whose negation says what the product holds, read as exclusions (`negation.cues`: "shoes that don't
     * have laces") or by other readers ("doesn't weigh much", "doesn't cost much"): never a wish.
     */
    keptVerbs:
      list(`have, has, need, needs, want, wants, like, likes, keep, keeps, contain, contains, include,
      includes, use, uses, come, comes, weigh, weighs, cost, costs`),
    /** Words that end a wish: "sunglasses that don't slide off when running", "… under 50". */
    ends: list(`when, while, whilst, during, for, under, below, over, above, in, and, or, but, so, because, with,
      please, size`),
    /** Before an activity in "-ing", these say what it is for: "when running" is "for running". */
    activityLeads: list('when, while, whilst, during'),
  },
};
