/**
 * What a comparison gives when asked for a verdict (llm/offline/compare-verdict.ts): the words asking for one pick
 * ("which one should I buy?") or for the best value ("which is best value?"), and the transparent rules picking it
 * from the products' own data. Part of `queryDefaults` (query-defaults.ts), where the notation is described.
 */
import { list } from './lexicon-notation.ts';

export const compareDefaults = {
  compare: {
    /**
     * Asking for one pick, read (whole words, "which one"/"which of these" read as "which") only when the request
     * asks nothing else a comparison answers (no price, measure, use, need or feature): "which one should I buy?",
     * "which would you recommend?", "which is the best?". The pick: among the products in stock (all, when none
     * is), those whose rating rests on at least `minReviews` reviews are ranked as "Best rated" ranks them (each
     * rating blended with ten 3-star reviews); any rated within `closeRating` stars of the best counts as level
     * with it, and of the level ones the cheapest is picked. Its reason (its rating, best rated or level with the
     * best, the cheapest, features only it lists) and the trade-off ("Ridge Rain Jacket if you want the best
     * rated") are said; with none rated on enough reviews, no pick is made and that is said.
     */
    verdict: {
      phrases: list(`which should i buy, which should i get, which should i choose, which should i pick,
        which should i go for, which should i go with, which would you recommend, which do you recommend,
        what would you recommend, what do you recommend, which would you pick, which would you choose,
        which would you get, which would you buy, which would you go for, which would you go with, which is best,
        which is the best, which is better, which is the better one, which is the best one, which to buy,
        which to get, which to choose, which is worth it, which is worth buying, your pick, your recommendation,
        recommend one, pick one for me, choose one for me, which wins, best overall, best pick, top pick`),
      minReviews: 40,
      closeRating: 0.1,
    },
    /**
     * Qualities a comparison asks about that the products state no measure of ("which has better sound?", "which
     * is more comfortable?", "which is sharper?", "which is easier to set up?", "which is quieter?" where none
     * states how loud it is), answered from what bears on each: the products whose details mention it (`mentions`,
     * whole words, quoted), the `features` bearing on it each lists (only those the compared products' kinds list,
     * as for a use: headphones keep noise out by noise cancelling, a fan is quiet by being quiet) and the
     * `attributes` bearing on it each states (a sheet's material); then, labelled as overall, not of the quality,
     * what reviewers' ratings say. No verdict is drawn from them. `asked`: the phrases asking it (whole words);
     * `said`: how the message names it ("Comparing … on sound"); `notes`: what an attribute bearing on it is, said
     * beside it where it is no measure of the quality ("Max volume (how loud it can play, not how much noise it
     * keeps out): 85 dB"). The search reads `features` too: "quietest headphones", none stating how loud it is,
     * lists those noise cancelling first and says so.
     */
    qualities: {
      quiet: {
        said: 'how quiet they are',
        asked:
          list(`quieter, quietest, more quiet, most quiet, less noisy, least noisy, less noise, least noise,
          blocks more noise, blocks noise better, blocks out more noise, keeps more noise out`),
        mentions: list('quiet, quieter, silent, silently, whisper'),
        features: list(`noise cancelling, noise isolating, noise-isolating, quiet, silent, whisper-quiet,
          low-noise, noise reduction`),
        attributes: list('max volume, maximum volume'),
        notes: { 'max volume': 'how loud it can play, not how much noise it keeps out' },
      },
      sound: {
        said: 'sound',
        asked:
          list(`better sound, best sound, sounds better, sound better, sounds best, sound quality, better audio,
          best audio, audio quality, better bass, best bass, more bass, sounds nicer, clearer sound`),
        mentions: list('sound, sounds, audio, bass, treble, acoustics'),
        features: list(
          'bass-boosted, hi-res, hi-res audio, high-resolution audio, lossless, stereo, surround',
        ),
        attributes: list('channels, drivers, driver size, frequency response, codec, codecs'),
      },
      comfort: {
        said: 'comfort',
        asked: list(`more comfortable, most comfortable, comfier, comfiest, more comfy, most comfy, comfort,
          feels better, feel better, nicer to wear, easier to wear, more cushioned, most cushioned, more cushioning,
          more padded, more padding, more supportive, most supportive`),
        mentions: list('comfortable, comfortably, comfort, comfy'),
        features: list(`comfortable, cushioned, padded, memory foam, ergonomic, breathable, adjustable, soft,
          lightweight, secure-fit, supportive`),
        attributes: list('material'),
      },
      sharp: {
        said: 'sharpness',
        asked: list(
          'sharper, sharpest, more sharp, stays sharp, holds an edge, holds its edge, better edge, cuts better',
        ),
        mentions: list('sharp, sharper, sharpness, edge'),
        features: list('razor-sharp, sharp, forged, high-carbon'),
        attributes: list('material, edge, blade, steel'),
      },
      soft: {
        said: 'softness',
        asked: list('softer, softest, more soft, softness, feels softer, silkier, smoother'),
        mentions: list('soft, softer, softness, silky, smooth'),
        features: list('soft, brushed, stonewashed, washed, peached, sateen, plush'),
        attributes: list('material, weave, thread count'),
      },
      setUp: {
        said: 'ease of set-up',
        asked:
          list(`easier to set up, easiest to set up, easier to pitch, easiest to pitch, quicker to set up,
          quickest to set up, faster to set up, fastest to set up, easier setup, easiest setup, quicker setup,
          easier to put up, quicker to pitch, easier to assemble, easiest to assemble`),
        mentions: list('set up, sets up, setup, assembly, pitches'),
        features: list(`freestanding, pop-up, instant, quick setup, easy setup, quick-pitch, tool-free,
          no assembly`),
        attributes: list('setup, set up, assembly, poles'),
      },
      gentle: {
        said: 'gentleness',
        asked:
          list(`gentler, gentlest, more gentle, milder, mildest, less harsh, less irritating, kinder to skin,
          better for sensitive skin`),
        mentions: list('gentle, gently, mild, sensitive, soothing, itch-free, itchy'),
        features: list(
          'gentle, fragrance-free, hypoallergenic, non-comedogenic, alcohol-free, soothing, itch-free',
        ),
        attributes: list('skin type, material'),
      },
      itch: {
        said: 'itchiness',
        asked: list('less itchy, least itchy, itchier, itchiest, less scratchy, least scratchy, scratchier'),
        mentions: list('itchy, itch-free, itch, scratchy'),
        features: list('itch-free, non-itch, soft'),
        attributes: list('material'),
      },
      protection: {
        said: 'protection',
        asked: list(`protects better, protect better, protects my eyes better, protects your eyes better, more
          protective, most protective, better protection, more protection, blocks more sun, better uv protection`),
        mentions: list('protect, protects, protection, protective, uv'),
        features: list('uv400, uv protection, polarized, sun-protective, upf, shockproof, waterproof'),
        attributes: list('lens, lenses, spf, upf'),
      },
      legible: {
        said: 'how easy they are to read',
        asked:
          list(`easier to read, easiest to read, more readable, most readable, more legible, most legible,
          easier to see, clearer display, brighter display, better display`),
        mentions: list('readable, legible, display, dial, luminous'),
        features: list('luminous, backlit, high-contrast, always-on display, touchscreen'),
        attributes: list('display, dial'),
      },
      clean: {
        said: 'how easy they are to clean',
        asked:
          list(`easier to clean, easiest to clean, easy to clean, easier to wash, easiest to wash, easy to wash,
          easier to care for, easier to keep clean, easier cleanup, easier clean-up, cleans easier, cleans up easier,
          cleans up better, easier to wipe down`),
        mentions: list('clean, cleans, cleaning, cleanup, clean-up, wash, washable, wipe, wipes'),
        features: list(`dishwasher safe, machine washable, nonstick, wipe-clean, easy-clean, stain-resistant,
          washable, removable cover`),
        attributes: list('care'),
      },
      durable: {
        said: 'durability',
        asked: list(
          `more durable, most durable, sturdier, sturdiest, tougher, toughest, more robust, better built, better made,
          lasts longer, last longer, will last longer, longer lasting, longer-lasting, lasts the longest,
          longest lasting, holds up better, hold up better, wears better`,
        ),
        mentions: list('durable, durability, sturdy, tough, rugged, long-lasting'),
        features: list(
          'durable, rugged, shockproof, reinforced, long-lasting, scratch resistant, rust-resistant, ripstop',
        ),
        attributes: list('material'),
      },
    } as Record<
      string,
      {
        said: string;
        asked: string[];
        mentions: string[];
        features: string[];
        attributes: string[];
        notes?: Record<string, string>;
      }
    >,
    /**
     * Asking for the best value: quality for the price, not the lowest price. Among the priced products in stock
     * whose rating rests on at least `verdict.minReviews` reviews, the best rated (as "Best rated" ranks) of those
     * priced within `priceBand` (a fraction) of the cheapest of them; a better-rated one beyond the band is said as
     * the trade-off ("… is rated higher (4.4/5) but costs $92.99 more").
     */
    value: {
      phrases: list(`best value, better value, good value, great value, most value, value for money,
        value for the money, bang for the buck, bang for your buck, bang for my buck, bang for buck,
        for the money, for my money, for your money, worth the money, worth the price, worth it, worth the extra, worth paying more, worth the difference, most for my money, most for the money, best for the money`),
      priceBand: 0.25,
    },
  },
};
