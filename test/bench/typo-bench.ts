/**
 * `npm run bench:typos`: how often a misspelt word is read as the word meant. For each public relevance set
 * found (as `npm run bench:relevance` finds them; without any it says so and exits 0), the catalogue goes into
 * an in-memory storage, and a seeded generator takes words of 5+ letters from random product titles and makes
 * one slip in each: a letter dropped, doubled, swapped with the next, replaced by a key's neighbour, or a vowel
 * by another vowel, at any position with equal odds (`--first P`: at the first letter with probability P,
 * elsewhere alike; people seldom mistype the first letter). Slips that spell another
 * catalogue word are skipped. Each is searched alone and after two other words of its title, through the
 * catalogue's search: counted are the searches whose reported correction is the word meant (plural folded),
 * and those whose first product's title holds the word meant (a slip that keeps the word's stem, "cabine",
 * needs no correction to find it). Options: --set, --samples N (default 3000), --seed N, --first P,
 * --ranking JSON (as bench:relevance).
 */
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { openStorage } from '../../storage/index.ts';
import type { RankingOverrides } from '../../storage/search/text/ranking-options.ts';
import { seededRandom } from '../storage/support/generate-catalog.ts';
import { RELEVANCE_SETS, loadRelevanceSet, relevanceDir, setExists } from './relevance/relevance-set.ts';

const { values } = parseArgs({
  options: {
    set: { type: 'string', default: 'all' },
    samples: { type: 'string', default: '3000' },
    seed: { type: 'string', default: '1' },
    first: { type: 'string' },
    ranking: { type: 'string' },
  },
});

const KEY_ROWS = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm'];
const VOWELS = 'aeiou';

function neighbourKey(letter: string, random: () => number): string {
  for (const row of KEY_ROWS) {
    const at = row.indexOf(letter);
    if (at < 0) continue;
    const step = at === 0 ? 1 : at === row.length - 1 ? -1 : random() < 0.5 ? -1 : 1;
    return row[at + step]!;
  }
  return letter;
}

/**
 * One slip in `word`, of a random kind at a random position; with `first`, at the first letter with that
 * probability and elsewhere uniformly.
 */
function slip(word: string, random: () => number, first: number | undefined): string {
  const i =
    first === undefined
      ? Math.floor(random() * word.length)
      : random() < first
        ? 0
        : 1 + Math.floor(random() * (word.length - 1));
  const letter = word[i]!;
  const at = (replacement: string, length = 1) => word.slice(0, i) + replacement + word.slice(i + length);
  switch (Math.floor(random() * 5)) {
    case 0:
      return at('');
    case 1:
      return at(letter + letter);
    case 2:
      return i + 1 < word.length ? at(word[i + 1]! + letter, 2) : at('');
    case 3:
      return at(neighbourKey(letter, random));
    default: {
      const others = [...VOWELS].filter((vowel) => vowel !== letter);
      return VOWELS.includes(letter) ? at(others[Math.floor(random() * others.length)]!) : at('');
    }
  }
}

const fold = (word: string) => word.toLowerCase().replace(/s$/, '');

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const dir = relevanceDir(repoRoot);
const wanted = values.set === 'all' ? [...RELEVANCE_SETS] : [values.set ?? ''];
const found = wanted.filter((name) => setExists(dir, name));
if (found.length === 0) {
  console.log(`bench:typos: no relevance set in ${dir}; nothing to measure.`);
  process.exit(0);
}
const ranking = values.ranking === undefined ? undefined : (JSON.parse(values.ranking) as RankingOverrides);

for (const name of found) {
  const set = loadRelevanceSet(dir, name);
  const storage = openStorage(':memory:', ranking === undefined ? {} : { ranking });
  storage.tenants.create({ id: 't' });
  storage.catalog.upsertMany('t', set.products);
  const titles = new Map(set.products.map((product) => [product.id, product.title]));
  const vocabulary = new Set<string>();
  for (const product of set.products)
    for (const word of `${product.title} ${product.description ?? ''}`.toLowerCase().match(/[a-z]+/g) ?? [])
      vocabulary.add(word);
  const random = seededRandom(Number(values.seed));
  const tally = { alone: 0, withContext: 0, aloneFound: 0, withContextFound: 0, samples: 0 };
  for (
    let tries = 0;
    tally.samples < Number(values.samples) && tries < 100 * Number(values.samples);
    tries++
  ) {
    const title = set.products[Math.floor(random() * set.products.length)]!.title;
    const words = title.toLowerCase().match(/[a-z]+/g) ?? [];
    const long = words.filter((word) => word.length >= 5);
    if (long.length === 0) continue;
    const meant = long[Math.floor(random() * long.length)]!;
    const typed = slip(meant, random, values.first === undefined ? undefined : Number(values.first));
    if (vocabulary.has(typed)) continue;
    const context = words.filter((word) => word !== meant && word.length >= 3).slice(0, 2);
    tally.samples++;
    for (const [key, text] of [
      ['alone', typed],
      ['withContext', [...context, typed].join(' ')],
    ] as const) {
      const result = await storage.catalog.search(
        't',
        { text, filters: {}, sort: 'relevance' },
        { limit: 1, offset: 0 },
      );
      const correction = result.corrections?.find((c) => c.typed === typed)?.word;
      if (correction !== undefined && fold(correction) === fold(meant)) tally[key]++;
      const first = result.products[0];
      const top = (first === undefined ? '' : titles.get(first.id)!).toLowerCase().match(/[a-z]+/g) ?? [];
      if (top.some((word) => fold(word) === fold(meant))) tally[`${key}Found`]++;
    }
  }
  const share = (count: number) => ((100 * count) / tally.samples).toFixed(1);
  console.log(
    `${name}: ${tally.samples} slips. Alone: corrected to the word meant ${share(tally.alone)}%, ` +
      `first result titled with it ${share(tally.aloneFound)}%. After two words of its title: ` +
      `${share(tally.withContext)}%, ${share(tally.withContextFound)}%`,
  );
  storage.close();
}
