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
      minReviews: 20,
      closeRating: 0.1,
    },
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
