/**
 * Broader kinds: a small built-in lexicon of kinds of product and the broader kind each is one of ("parka" is a
 * jacket, "wok" a pan). One way only, and only where the shop sells none of the narrower kind: a request naming a
 * word no product holds ("parka" in a shop of jackets) also matches the broader kind, where some product names it,
 * and the chat says so ("No product here is a parka; these are the closest: jackets."). A shop that sells parkas
 * shows only parkas. Deliberately small and unambiguous: a word that names other things too ("polo", "clutch",
 * "oxford") is not here, nor a kind whose nearest kind is no broader one (joggers are no yoga leggings).
 */
import { compileSynonyms, type SynonymGroup } from './synonyms.ts';

/** [narrower kind, broader kind], each one word, singular; a kind's broader kinds nearest first. */
export const BROADER_KINDS: readonly (readonly [string, string])[] = [
  ['parka', 'jacket'],
  ['anorak', 'jacket'],
  ['windbreaker', 'jacket'],
  ['puffer', 'jacket'],
  ['blazer', 'jacket'],
  ['windcheater', 'jacket'],
  ['cagoule', 'jacket'],
  ['cardigan', 'sweater'],
  ['turtleneck', 'sweater'],
  ['sweatshirt', 'sweater'],
  // A hoodie is a hooded sweatshirt: where the shop sells no sweatshirts either, its sweaters are the closest.
  ['hoodie', 'sweatshirt'],
  ['hoodie', 'sweater'],
  ['hoody', 'sweatshirt'],
  ['hoody', 'sweater'],
  ['saucepan', 'pan'],
  ['wok', 'pan'],
  ['stockpot', 'pot'],
  ['daypack', 'backpack'],
  ['loafer', 'shoe'],
  ['moccasin', 'shoe'],
  ['espadrille', 'shoe'],
  ['clog', 'shoe'],
  ['brogue', 'shoe'],
  ['slipper', 'shoe'],
  ['wellies', 'boot'],
  ['headset', 'headphone'],
  ['soundbar', 'speaker'],
  ['boombox', 'speaker'],
  ['subwoofer', 'speaker'],
  ['wristwatch', 'watch'],
  ['chronograph', 'watch'],
  ['santoku', 'knife'],
  ['cleaver', 'knife'],
  ['beanie', 'hat'],
  ['loveseat', 'sofa'],
  ['armchair', 'chair'],
  ['recliner', 'chair'],
];

/** The lexicon as one-way groups of two phrases (synonyms.ts synonymLexicon, its `broader` groups). */
export const builtInBroaderKinds: readonly SynonymGroup[] = compileSynonyms(BROADER_KINDS);
