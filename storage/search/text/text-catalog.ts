/**
 * A tenant's TextCatalog: its text index with the typo and synonym lookups around it (the built-in synonyms,
 * feature implications and broader kinds, and the tenant's own synonym groups).
 */
import { rankingDefaults, type RankingDefaults } from '../../../core/index.ts';
import type { Db } from '../../database.ts';
import type { RowidRange } from '../../tenant-range.ts';
import type { CatalogIndex } from '../catalog-index.ts';
import { builtInBroaderKinds } from './broader-kinds.ts';
import { buildTextIndex } from './build-text-index.ts';
import {
  builtInImplications,
  builtInSynonyms,
  compileSynonyms,
  synonymLexicon,
  type SynonymLexicon,
} from './synonyms.ts';
import type { FieldTexts, TextIndex } from './text-index.ts';
import { prepareTextRows } from './text-rows.ts';
import { colourPhrases } from './title-colours.ts';
import { buildTypoTable, typoIndexOf, type TypoIndex, type TypoTable } from './typo-index.ts';

export interface TextCatalog {
  text: TextIndex;
  typos: TypoIndex;
  synonyms: SynonymLexicon;
}

/** Typo and synonym lookups around a built text index (and its typo table, when built elsewhere). */
export function textCatalogOf(
  text: TextIndex,
  defaults: RankingDefaults,
  tenantSynonyms: readonly (readonly string[])[] = [],
  typos: TypoTable = buildTypoTable(text, defaults.typoMinLength),
): TextCatalog {
  return {
    text,
    typos: typoIndexOf(typos, text),
    synonyms: synonymLexicon(
      [...builtInSynonyms, ...compileSynonyms(tenantSynonyms)],
      builtInImplications,
      builtInBroaderKinds,
    ),
  };
}

/** Builds the TextCatalog of a CatalogIndex in this thread (see text-index-builder.ts for another thread). */
export function prepareTextCatalog(db: Db, defaults: RankingDefaults = rankingDefaults) {
  const textRows = prepareTextRows(db);
  return (index: CatalogIndex, range: RowidRange, tenantSynonyms: readonly (readonly string[])[] = []) => {
    function* docs(): Generator<[number, FieldTexts]> {
      for (const [rowid, fields] of textRows(range)) yield [index.positionOf(rowid), fields];
    }
    const colours = colourPhrases(index.colors.values);
    return textCatalogOf(buildTextIndex(index.size, docs(), defaults, colours), defaults, tenantSynonyms);
  };
}
