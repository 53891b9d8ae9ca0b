/**
 * Synonyms: a small built-in e-commerce lexicon plus the groups a tenant imports (catalog.setSynonyms).
 * A group lists phrases that mean the same ("sofa", "couch"); a query naming one phrase also matches the
 * others, at `rankingDefaults.synonym` weight. Phrases are analyzed like everything else, so plurals and
 * spellings follow ("couches" finds "sofa"); a one-word phrase is met by that word or its plural, not by another
 * word of its stem ("coating" is no "coat", query-plan.ts).
 */
import { featureImplicationGroups } from '../../../core/index.ts';
import { analyze } from './analyze.ts';
import { lightForm } from './word-form.ts';

/** Everyday equivalences of shop language; deliberately small and unambiguous. */
export const BUILT_IN_SYNONYMS: readonly (readonly string[])[] = [
  ['t-shirt', 'tee', 'tee shirt'],
  ['sofa', 'couch'],
  ['tv', 'television'],
  ['fridge', 'refrigerator'],
  ['sneaker', 'trainer'],
  ['pants', 'trousers'],
  ['yoga pants', 'leggings'],
  ['hoodie', 'hooded sweatshirt'],
  ['earbuds', 'earphones'],
  ['handbag', 'purse'],
  ['backpack', 'rucksack', 'knapsack'],
  ['bike', 'bicycle'],
  ['bbq', 'barbecue', 'barbeque'],
  ['xmas', 'christmas'],
  ['kids', 'children'],
  ['ladies', 'women'],
  ['diaper', 'nappy'],
  ['stroller', 'pushchair'],
  ['ac', 'air conditioner'],
  ['hairdryer', 'hair dryer', 'blow dryer'],
  ['wifi', 'wi-fi'],
  ['flash drive', 'thumb drive', 'usb stick'],
  ['hdd', 'hard drive'],
  ['ssd', 'solid state drive'],
  ['cellphone', 'cell phone', 'mobile phone', 'smartphone'],
  ['eyeglasses', 'spectacles'],
  ['faucet', 'spigot'],
  ['mailbox', 'letterbox'],
  ['garbage can', 'trash can', 'waste bin', 'rubbish bin'],
  ['flat screen', 'flatscreen'],
  // Home improvement: trade names and the words shops write for them.
  ['weed eater', 'weedeater', 'weed whacker', 'weed wacker', 'string trimmer'],
  ['sheetrock', 'drywall', 'gypsum board', 'wallboard'],
  ['shop vac', 'wet dry vac', 'shop vacuum'],
  ['sawzall', 'reciprocating saw'],
  ['snowblower', 'snow blower', 'snow thrower'],
  ['pressure washer', 'power washer'],
  ['teflon tape', 'ptfe tape', 'thread seal tape', 'plumbers tape'],
  ['gfci', 'gfi'],
  ['plexiglass', 'plexiglas', 'acrylic sheet'],
  ['osb', 'oriented strand board'],
  ['mdf', 'medium density fiberboard'],
  ['cfl', 'compact fluorescent'],
  ['sillcock', 'hose bib', 'hose bibb'],
  ['commode', 'toilet'],
  ['garbage disposal', 'disposer'],
  ['range hood', 'vent hood', 'exhaust hood'],
  ['herbicide', 'weed killer'],
  ['insecticide', 'bug spray', 'bug killer', 'insect killer'],
  ['smoke detector', 'smoke alarm'],
  ['carbon monoxide detector', 'co detector', 'carbon monoxide alarm'],
  ['doorbell', 'door chime'],
  ['allen wrench', 'hex key'],
  ['crescent wrench', 'adjustable wrench'],
  ['vise grip', 'locking pliers'],
  ['tape measure', 'measuring tape'],
  ['stud finder', 'stud sensor'],
  ['zip tie', 'cable tie'],
  ['duct tape', 'duck tape'],
  ['power strip', 'surge protector'],
  ['space heater', 'portable heater'],
  ['hedge trimmer', 'hedge clipper'],
  ['tiller', 'cultivator'],
  // Home and apparel.
  ['nightstand', 'night stand', 'bedside table'],
  ['dresser', 'chest of drawers'],
  ['armoire', 'wardrobe'],
  ['ottoman', 'footstool'],
  ['comforter', 'duvet'],
  ['slipcover', 'sofa cover'],
  ['swimsuit', 'bathing suit', 'swimwear'],
  ['sweatpants', 'joggers'],
  ['onesie', 'bodysuit'],
  ['laptop', 'notebook computer'],
  ['skillet', 'frying pan', 'fry pan'],
  ['face wash', 'facial cleanser', 'face cleanser', 'cleanser'],
  ['sunscreen', 'sunblock', 'sun cream'],
  ['sweater', 'pullover', 'jumper'],
  ['raincoat', 'rain coat', 'rain jacket'],
  ['thermos', 'vacuum flask'],
  ['duffel bag', 'duffle bag', 'holdall'],
  ['workout', 'working out', 'work out'],
  ['coat', 'jacket'],
  ['runners', 'running shoes'],
  ['face cream', 'facial cream', 'moisturizer'],
  // "the lightest" where no product gives a weight: the lightweight ones (a built-in spelling of that feature).
  ['lightweight', 'lightest'],
  ['wooden', 'wood'],
  ['gray', 'grey'],
  // Everyday words shoppers say for what catalogues write: "comfy shoes" finds "comfortable", "a sturdy backpack"
  // "durable", "roomy tent" "spacious" (and the other way).
  ['comfortable', 'comfy'],
  ['durable', 'sturdy'],
  ['spacious', 'roomy'],
];

/**
 * A phrase as its sequence of index terms; a one-word phrase also keeps its light form (word-form.ts), so the
 * rerank can tell "backpack" as written from the "backpacking" its stem also matches.
 */
export type SynonymPhrase = readonly string[] & { readonly form?: string };

/** One group of phrases that mean the same. */
export type SynonymGroup = readonly SynonymPhrase[];

/** A phrase a query may name, with its group; `broader`: the group's other phrase is a broader kind (broader-kinds.ts). */
export interface SynonymEntry {
  phrase: SynonymPhrase;
  group: SynonymGroup;
  broader?: true;
}

/** Synonym groups indexed by the first term of each phrase, so a query looks up only what it can match. */
export interface SynonymLexicon {
  /** First term → the phrases starting with it, each with its group. */
  byFirstTerm: ReadonlyMap<string, readonly SynonymEntry[]>;
}

/** Phrases as term sequences; empty phrases and groups of fewer than two phrases are dropped. */
export function compileSynonyms(groups: readonly (readonly string[])[]): SynonymGroup[] {
  const compiled: SynonymGroup[] = [];
  for (const group of groups) {
    const phrases = new Map<string, SynonymPhrase>();
    for (const phrase of group) {
      if (typeof phrase !== 'string') continue;
      const tokens = analyze(phrase);
      const terms = tokens.map((token) => token.term);
      const form = tokens.length === 1 && !tokens[0]!.numeric ? lightForm(tokens[0]!.word) : undefined;
      if (terms.length > 0 && !phrases.has(terms.join(' ')))
        phrases.set(terms.join(' '), form === undefined ? terms : Object.assign(terms, { form }));
    }
    if (phrases.size >= 2) compiled.push([...phrases.values()]);
  }
  return compiled;
}

/**
 * `oneWay` groups are looked up by their first phrase only: a request naming it also matches the others, not the
 * other way round (a "wireless" request matches "Bluetooth" titles; a "bluetooth" one stays bluetooth). So are
 * `broader` groups, a kind and its broader kind, met only where no product holds the kind's word (query-plan.ts).
 */
export function synonymLexicon(
  groups: readonly SynonymGroup[],
  oneWay: readonly SynonymGroup[] = [],
  broader: readonly SynonymGroup[] = [],
): SynonymLexicon {
  const byFirstTerm = new Map<string, SynonymEntry[]>();
  for (const group of [...groups, ...oneWay, ...broader]) {
    const kinds = broader.includes(group);
    for (const phrase of kinds || oneWay.includes(group) ? group.slice(0, 1) : group) {
      const first = phrase[0]!;
      let list = byFirstTerm.get(first);
      if (list === undefined) byFirstTerm.set(first, (list = []));
      list.push(kinds ? { phrase, group, broader: true } : { phrase, group });
    }
  }
  return { byFirstTerm };
}

export const builtInSynonyms: readonly SynonymGroup[] = compileSynonyms(BUILT_IN_SYNONYMS);

/** The built-in feature implications (core's featureImplicationGroups), one-way groups for synonymLexicon. */
export const builtInImplications: readonly SynonymGroup[] = compileSynonyms(featureImplicationGroups());
