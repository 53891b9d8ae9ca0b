/**
 * Facts a shopper tells about their own body ("i have wide feet", "my skin is sensitive"), read as the features
 * that suit them (shopper-facts.ts): part of `queryDefaults` (query-defaults.ts), where the notation is described.
 */
import { lexicon, list } from './lexicon-notation.ts';

export const factDefaults = {
  shopperFacts: {
    /**
     * Each fact by what suits it = the fact, adjective before its noun ("wide feet"); "my feet are wide" is read
     * as "wide feet". The suiting one is a feature, asked where the catalogue tags it (or one of `features`).
     */
    facts: lexicon(`wide = wide feet, wide foot, wide toes, wide toe box;
      narrow = narrow feet, narrow foot, narrow heels, narrow heel;
      arch support = flat feet, flat foot, high arches, high arch, low arches, low arch, fallen arches;
      fragrance-free = sensitive skin, reactive skin, irritated skin`),
    /** Other features suiting a fact, tried in turn where the catalogue tags none before them. */
    features: lexicon(`wide = wide fit, wide width, extra wide; narrow = narrow fit, narrow width;
      arch support = supportive, stability; fragrance-free = gentle, hypoallergenic`),
    /** What a product would state to suit it, as the chat says none of the list does ("its width"). */
    states: lexicon(`wide = its width; narrow = its width; arch support = its arch support;
      fragrance-free = whether it is gentle on sensitive skin`),
    /** Who tells the fact and how: "i have", "she's got"; then "my feet are", "his skin is". */
    havers: list(`i have, i've got, i have got, i got, ive got, we have, he has, she has, they have, he's got,
      she's got, they've got, i've, i do have, i really have`),
    owners: list('my, his, her, their, our'),
    linkers: list(
      "is, are, 're, 's, are really, is really, are very, is very, are pretty, is pretty, are quite, is quite, are super, is super, are kind of, is kind of, are a bit, is a bit",
    ),
    /**
     * A part of the body said big or small ("i have big feet", "my hands are tiny", "for someone with small feet",
     * body-sizes.ts): no feature suits it and no product's words say it, so it is no word to match; the chat asks
     * the size that fits it instead ("Tell me your shoe size…"). Each size asked = the parts it fits. Not the
     * parts a product is worn on by its own size (`measures.worn`: "watch for small hands", smallest first).
     */
    bodySizes: lexicon('shoe size = feet, foot'),
    /**
     * A wish for a range of sizes no size value names (size-wishes.ts): what a product would state to meet it = the
     * words. "plus size t shirt" is the t-shirts, the chat saying none states it ("None of these t-shirts states
     * whether it comes in plus sizes."); it had searched "plus" and "size" (watches for "plus size woman dress").
     */
    sizeWishes:
      lexicon(`whether it comes in plus sizes = plus size, plus sizes, plus-size, plus-sized, plus sized,
      extended sizes, extended sizing`),
    /** The words saying a part big or small. */
    bodyAdjectives: list('big, bigger, large, huge, giant, long, small, smaller, tiny, little, petite'),
    /** Words between who has it and the fact: "i have really wide feet". */
    degrees: list(
      'a, really, very, pretty, quite, super, extremely, kind of, kinda, a bit, somewhat, slightly',
    ),
  },
  /**
   * A fact a product's data may state, asked of a kind (kind-fact.ts): "how long is the warranty on headphones?",
   * "what's the warranty on tents", "do headphones come with a warranty?" show the kind, and the chat says each pick's
   * value where it states one, else that none of them does. They had searched the question's words ("Showing on
   * headphones. … No product mentions "how" or "warranty""). `nouns`: the fact as the chat says it = its spellings.
   */
  kindFacts: {
    nouns: lexicon('warranty = warranty, warranties, guarantee, guarantees'),
    /** What opens the question before the fact: "how long is (the) warranty on …". */
    openers: list(`how long is, how long are, how good is, how long does, what is, what's, whats, what are,
      tell me about, is there, are there, any info on, info on`),
    /** Words between the fact and the kind: "warranty on headphones", "the guarantee for tents". */
    linkers: list('on, of, for, with, in'),
    /** What asks it of the kind after its name: "do headphones come with a warranty?". */
    having: list('come with, comes with, have, has, include, includes, carry, offer'),
  },
};
