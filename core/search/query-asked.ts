/**
 * What a query asks by name beside its filters' plain values (search-query.ts): a kind by an attribute's value and
 * noun ("dry skin"), a colour said of a part the catalogue states no colour of, a pack ("3-pack", "set of 4").
 */

/** A kind asked by an attribute's value and noun ("dry skin"); see kind-phrases.ts. */
export interface KindAsked {
  /** The attribute's name as words ("skin type": attributeWords). */
  attribute: string;
  /** The value asked, lower-cased ("dry"). */
  value: string;
  /** The attribute's other values the catalogue has, lower-cased, but those meeting any ("all skin types"). */
  others: string[];
  /** The noun the shopper named it with ("skin"): a title naming another value before it names another kind. */
  noun: string;
  /** As the shopper put it: "dry skin". */
  label: string;
  /**
   * Said without its noun, a kind of two words or more ("titanium dioxide sunscreen"): a product stating no value
   * of the attribute stays only where it writes the value (kind-phrases.ts), not for one of its words ("titanium").
   */
  bare?: true;
  /** A part's, read from a colour or material said of it ("wooden handle": part-phrases.ts): stating it ranks first. */
  part?: true;
}

/** A colour said of a part no value of which names a colour ("brown" of "brown leather strap"): no filter. */
export interface PartUnstated {
  /** The colour as said: "brown". */
  said: string;
  /** The part's noun: "strap". */
  noun: string;
}

/** A pack asked (pack-count.ts): `count` units ("3-pack"), or, without it, any pack of several ("multipack"). */
export interface PackAsked {
  count?: number;
  /** Asked as a set or box of `count` ("set of 4 mugs", "5-piece knife set", "box of 12"), said so. */
  noun?: 'set' | 'box';
}

/** A superlative asked of the conversation's list as a question ("which is…?", "what's the… one?"). */
export interface AskedSuperlative {
  /** As the chat says it: "lightest", "cheapest", "best rated", "longest battery life", "warmest". */
  said: string;
  /** It names what is measured ("longest battery life"): "which has the …", not "which is the …". */
  has?: true;
  /** It is a verb's ("sleeps the most", "lasts the longest"): "which sleeps the most", "the one that sleeps…". */
  does?: true;
  /** What a product states to be ordered by it: "its weight", "its battery life", "how warm it is". */
  states?: string;
  /** None of the list states it: nothing is ordered by it, and the chat says so. */
  unstated?: true;
  /**
   * The features the question narrowed the list to (its own, or `bearing`), not the list's: where it is
   * `unstated`, they go with the turn (core/procedures/remembered-reading.ts).
   */
  narrowed?: string[];
  /**
   * The feature bearing on it that the shop tags (`compare.qualities`: "noise cancelling" of "quietest headphones"
   * where none states how loud it is), asked in its place as an implied feature (relaxed unsaid where none has it):
   * the chat says the products shown are those.
   */
  bearing?: string;
  /**
   * It is a bound on a measure the shop states for no such product ("backpack under 2 lbs" where no product states
   * a weight; `said` "under 2 lbs"): "which are under 2 lbs", of the shop's products, not the list's.
   */
  bound?: true;
  /**
   * That bound's number and unit, kept in the text as words to rank by ("2 lbs", "10"): no constraint the shop
   * can check, so never counted unmet (no relaxation, no "none has everything") nor echoed ("Showing backpack.").
   */
  words?: string;
  /**
   * That bound is a bare number with no kind named whose measure the shop's units leave open ("something bigger
   * than 4"): the chat says it can't tell what the number measures.
   */
  kindless?: true;
  /**
   * Kindless, a comparative alone with no list to compare against ("something thicker"; `said` "thicker"): its
   * superlative ("thickest"), for the chat's question asking the kind (kindless-comparative.ts).
   */
  compared?: string;
}
