/**
 * The one singular a sentence says for a plural kind ("No shoe here mentions …"), where inflect.ts's
 * singularForms gives every candidate spelling, for matching. Pure.
 */
/** Plurals whose singular ends in "f" or "fe" ("knives"), the "ves" plurals a shop names; others drop "s" ("gloves"). */
const F_PLURALS: Readonly<Record<string, string>> = {
  knives: 'knife',
  wives: 'wife',
  lives: 'life',
  shelves: 'shelf',
  leaves: 'leaf',
  halves: 'half',
  loaves: 'loaf',
  scarves: 'scarf',
  wolves: 'wolf',
  calves: 'calf',
  thieves: 'thief',
  hooves: 'hoof',
};

/** Plurals in "oes" that drop "es" ("potatoes"); the others drop "s" ("shoes", "canoes"). */
const OES_PLURALS = new Set([
  'potatoes',
  'tomatoes',
  'heroes',
  'echoes',
  'volcanoes',
  'mosquitoes',
  'torpedoes',
]);

/** Plurals in "ses" that drop "es" besides "sses" ("lenses"); the others drop "s" ("cases", "hoses"). */
const SES_PLURALS = new Set(['lenses', 'buses', 'gases', 'canvases', 'bonuses', 'walruses', 'circuses']);

/** Plurals in "ches" that drop "s" ("headaches"); the others drop "es" ("watches", "benches"). */
const CHE_PLURALS = new Set([
  'headaches',
  'caches',
  'mustaches',
  'moustaches',
  'niches',
  'cliches',
  'quiches',
  'avalanches',
]);

/** Plurals in "ies" whose singular ends in "ie" ("hoodies"); the others end in "y" ("batteries"). */
const IE_PLURALS = new Set([
  'hoodies',
  'onesies',
  'beanies',
  'booties',
  'neckties',
  'bowties',
  'cookies',
  'brownies',
  'smoothies',
  'movies',
  'selfies',
  'zombies',
  'goalies',
  'rookies',
]);

/** Things named only in the plural, said as "pair of …" in the singular ("No pair of sunglasses here …"). */
const PAIRED = new Set([
  'sunglasses',
  'eyeglasses',
  'goggles',
  'headphones',
  'earphones',
  'pants',
  'trousers',
  'jeans',
  'shorts',
  'leggings',
  'tights',
  'joggers',
  'sweatpants',
  'scissors',
  'pliers',
  'tongs',
]);

/** The one singular of a plural word a sentence says; the word itself when it is no plural. */
function singularWord(word: string): string {
  if (F_PLURALS[word] !== undefined) return F_PLURALS[word];
  if (/(?:ss|us|is)$/.test(word) || !word.endsWith('s') || word.length <= 3) return word;
  if (word.endsWith('ies') && word.length > 4)
    return IE_PLURALS.has(word) ? word.slice(0, -1) : `${word.slice(0, -3)}y`;
  if (word.endsWith('oes')) return OES_PLURALS.has(word) ? word.slice(0, -2) : word.slice(0, -1);
  if (word.endsWith('ses'))
    return word.endsWith('sses') || SES_PLURALS.has(word) ? word.slice(0, -2) : word.slice(0, -1);
  if (/(?:xes|zzes|ches|shes)$/.test(word) && !CHE_PLURALS.has(word)) return word.slice(0, -2);
  return word.slice(0, -1);
}

/**
 * A kind as a sentence names one of it: "running shoes" → "running shoe", "knives" → "knife", "watches" →
 * "watch", "sunglasses" → "pair of sunglasses" (singularForms gives every candidate, for matching; this the one
 * to say). A singular phrase stays as it is.
 */
export function singularSaid(phrase: string): string {
  const words = phrase.trim().split(/\s+/);
  const last = words.pop();
  if (last === undefined || !/^[a-z]+$/i.test(last)) return phrase;
  const lower = last.toLowerCase();
  if (PAIRED.has(lower)) return `pair of ${phrase.trim()}`;
  const singular = singularWord(lower);
  if (singular === lower) return phrase.trim();
  // The word as typed, its case kept where the singular only drops letters ("Shoes" → "Shoe").
  const said = last.toLowerCase().startsWith(singular) ? last.slice(0, singular.length) : singular;
  return [...words, said].join(' ');
}
