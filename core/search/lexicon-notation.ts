/**
 * The compact notation of query-defaults.ts: `list('a, b, c')` is `['a', 'b', 'c']`;
 * `lexicon('canonical = synonym, synonym; other')` maps each canonical term to its synonyms.
 */

export const list = (text: string): string[] =>
  text
    .split(',')
    .map((item) => item.trim().replace(/\s+/g, ' '))
    .filter((item) => item !== '');

export const lexicon = (text: string): Record<string, string[]> =>
  Object.fromEntries(
    text
      .split(';')
      .map((entry) => entry.split('='))
      .filter(([canonical]) => canonical !== undefined && canonical.trim() !== '')
      .map(([canonical = '', synonyms = '']) => [canonical.trim().replace(/\s+/g, ' '), list(synonyms)]),
  );
