/**
 * The first stage's spelling knobs (`rankingDefaults`, read by storage's spelling and rare-word readers): how
 * misspellings, cut-short words and the catalogue's own rare spellings are matched, and how much each match weighs.
 */
export interface SpellingWeights {
  /** Weight of a query term replaced by a catalogue word one edit away ("lether" → "leather"). */
  typo1: number;
  /** ... two edits away (words of `typo2MinLength` letters or more). */
  typo2: number;
  /** Shortest word corrected at all, and shortest corrected at distance two. */
  typoMinLength: number;
  typo2MinLength: number;
  /**
   * How much a correction's co-occurrence with the query's other words counts against its frequency when
   * choosing among corrections: ln(1 + together) × typoContext + ln(1 + frequency). 0: frequency only.
   */
  typoContext: number;
  /**
   * What a correction's typing slips cost, subtracted from that score: typoSlip × the slips' weighted edit
   * distance (storage's slip-cost.ts: a doubled letter, a vowel for a vowel or a key's neighbour are cheap, the
   * first letter dear), so "dimer" reads "dimmer" rather than the commoner "timer". 0: every edit alike.
   */
  typoSlip: number;
  /**
   * A real English word the catalogue lacks ("sofa" in a clothing shop) is corrected only to a word that
   * names (title, brand or category) at least this many products holding the query's other words ("insulted
   * wire" → insulated, but "sofa" alone is not read as "soft", nor "cute bag" as "cut bag" where only
   * descriptions say "cut"). 0: real words are corrected like misspellings.
   */
  realWordTogether: number;
  /**
   * Weight of a completion of a word the shopper cut short, one the catalogue lacks and no English word ("elec",
   * "refrig" → refrigerator): the catalogue's words that begin with it (`completionMinLength` letters or
   * more), weighed against its typo corrections as one slip, by the company they keep. 0 turns it off.
   */
  completion: number;
  completionMinLength: number;
  /**
   * A word shorter than this that the catalogue does not write is not matched through the "-ed" words its stem
   * also stems ("rug" is no "rugged", "pad" no "padded"), only through its plural or "-ing" form ("ski" →
   * skiing); longer words are ("hood" → hooded). 0 turns the check off.
   */
  pastFormMinLength: number;
  /**
   * A query word used by at most `rareWord` products, with a word one edit away used by `commonerBy` times
   * as many, also matches that word (at `typo1`): a misspelling the catalogue happens to contain. A word used
   * by at most `rareInContext` products whose two parts share `commonerBy` times as many products also matches
   * the pair (at `compound`): "lawnmower" the "Lawn Mower"s.
   */
  rareWord: number;
  commonerBy: number;
  /**
   * A query word used by at most `rareInContext` products that appears with the query's other words in at
   * most 2 products, with a word one edit away that appears with them in at least 3 and `commonerBy` times as
   * many, also matches that word (at `typo1`): the catalogue's spelling of a name ("phillips coffee maker" →
   * Philips, "rachel ray" → Rachael Ray, "rigid sander" → RIDGID), when it is one likely slip from the word
   * (slip-cost.ts, isLikelySlip). 0 turns it off; 10 until the 24th session (100: Home Depot 0.4408 → 0.4412).
   */
  rareInContext: number;
}
