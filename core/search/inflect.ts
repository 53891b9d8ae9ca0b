/** Naive English singular/plural forms, enough to match "backpack" with a "Backpacks" category. */

const VOWEL = /[aeiou]/;

/** Candidate singular forms of a word (the word itself included). */
function singulars(word: string): string[] {
  const out = [word];
  if (/(?:ss|us|is)$/.test(word)) return out;
  if (word.endsWith('ies') && word.length > 4) out.push(`${word.slice(0, -3)}y`);
  else if (word.endsWith('ves')) out.push(`${word.slice(0, -3)}f`, `${word.slice(0, -3)}fe`);
  else if (/(?:ses|xes|zes|ches|shes|oes)$/.test(word)) out.push(word.slice(0, -2), word.slice(0, -1));
  else if (word.endsWith('s') && word.length > 3) out.push(word.slice(0, -1));
  return out;
}

/** Candidate plural forms of a word. */
function plurals(word: string): string[] {
  if (/(?:s|x|z|ch|sh)$/.test(word)) return [`${word}es`];
  const beforeY = word.at(-2) ?? '';
  if (word.endsWith('y') && !VOWEL.test(beforeY)) return [`${word.slice(0, -1)}ies`];
  if (word.endsWith('fe')) return [`${word.slice(0, -2)}ves`, `${word}s`];
  if (word.endsWith('f')) return [`${word.slice(0, -1)}ves`, `${word}s`];
  return [`${word}s`];
}

/** A singular word's plural, by the spelling rules: "jacket" → "jackets", "knife" → "knives". */
export function pluralForm(word: string): string {
  return plurals(word)[0] ?? word;
}

/**
 * A phrase and its singular/plural variants (inflecting the last word, after its last hyphen): "running shoes" →
 * "running shoe"…, "t-shirts" → "t-shirt".
 */
export function inflections(phrase: string): string[] {
  const words = phrase.split(' ');
  const last = words.pop();
  if (last === undefined || !/^(?:[a-z]+-)*[a-z]+$/.test(last)) return [phrase];
  const head = words.length === 0 ? '' : `${words.join(' ')} `;
  const forms = new Set<string>();
  for (const singular of singulars(last)) {
    forms.add(singular);
    for (const plural of plurals(singular)) forms.add(plural);
  }
  return [...forms].map((form) => head + form);
}

/**
 * The singular forms of a phrase whose last word is plural ("sandals" → "sandal", "slip-ons" → "slip on"), none
 * for a singular one: an exclusion of the plural leaves out the products that name one ("no sandals": a Hiking
 * Sandal).
 */
export function singularForms(phrase: string): string[] {
  const words = phrase.toLowerCase().replace(/-/g, ' ').trim().split(/\s+/);
  const last = words.pop();
  if (last === undefined || !/^[a-z]+$/.test(last)) return [];
  const head = words.length === 0 ? '' : `${words.join(' ')} `;
  // A short last word after others is a particle's plural ("slip-ons", "pull-ups"), too short alone.
  const forms = head !== '' && /^[a-z]{2}s$/.test(last) ? [last.slice(0, -1)] : singulars(last);
  return forms.filter((form) => form !== last).map((form) => head + form);
}

/** A verb's third person, by the spelling rules: "stay" → "stays", "push" → "pushes", "carry" → "carries". */
export function thirdPerson(verb: string): string {
  if (/(?:s|x|z|ch|sh|o)$/u.test(verb)) return `${verb}es`;
  return /[^aeiou]y$/u.test(verb) ? `${verb.slice(0, -1)}ies` : `${verb}s`;
}

/**
 * A verb's -ing form, by the spelling rules: "cook" → "cooking", "hike" → "hiking", "run" → "running", "ski" →
 * "skiing". Enough for the activities a shopper names ("who likes to cook").
 */
export function gerund(verb: string): string {
  if (/(?:ee|ye|oe)$/.test(verb)) return `${verb}ing`;
  if (verb.endsWith('ie')) return `${verb.slice(0, -2)}ying`;
  if (verb.endsWith('e') && verb.length > 2) return `${verb.slice(0, -1)}ing`;
  // One short vowel before one final consonant, one syllable: the consonant doubles ("swim" → "swimming").
  if (/^[^aeiou]*[aeiou][bdgklmnprt]$/.test(verb)) return `${verb}${verb.at(-1)}ing`;
  return `${verb}ing`;
}
