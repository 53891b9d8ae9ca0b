/**
 * A tenant's own synonym groups, stored as one JSON row per tenant (table `synonyms`, schema v3) and replaced
 * as a whole. Writing them bumps the catalogue version, so every process's search picks them up at once.
 */
import type { Db } from '../../database.ts';

/** Limits that keep one tenant's synonyms a lexicon, not a second catalogue. */
export const SYNONYM_LIMITS = { groups: 10_000, phrasesPerGroup: 50, phraseLength: 100 } as const;

export type SynonymGroups = string[][];

/** Trimmed, whitespace-collapsed, de-duplicated (ignoring case); groups of fewer than two phrases dropped. */
export function normalizeSynonyms(groups: unknown): SynonymGroups {
  if (!Array.isArray(groups))
    throw new TypeError('synonyms: expected an array of groups (arrays of phrases)');
  if (groups.length > SYNONYM_LIMITS.groups) {
    throw new RangeError(`synonyms: at most ${SYNONYM_LIMITS.groups} groups, got ${groups.length}`);
  }
  const out: SynonymGroups = [];
  groups.forEach((group, g) => {
    if (!Array.isArray(group)) throw new TypeError(`synonyms[${g}]: expected an array of phrases`);
    if (group.length > SYNONYM_LIMITS.phrasesPerGroup) {
      throw new RangeError(`synonyms[${g}]: at most ${SYNONYM_LIMITS.phrasesPerGroup} phrases`);
    }
    const phrases = new Map<string, string>();
    group.forEach((phrase, p) => {
      if (typeof phrase !== 'string') throw new TypeError(`synonyms[${g}][${p}]: expected a string`);
      const clean = phrase.trim().replace(/\s+/g, ' ');
      if (clean.length > SYNONYM_LIMITS.phraseLength) {
        throw new RangeError(`synonyms[${g}][${p}]: longer than ${SYNONYM_LIMITS.phraseLength} characters`);
      }
      if (clean !== '' && !phrases.has(clean.toLowerCase())) phrases.set(clean.toLowerCase(), clean);
    });
    if (phrases.size >= 2) out.push([...phrases.values()]);
  });
  return out;
}

export function prepareSynonymStore(db: Db) {
  const read = db.prepare<[string], string>('SELECT groups FROM synonyms WHERE tenant_id = ?').pluck(true);
  const write = db.prepare<[string, string]>(
    `INSERT INTO synonyms (tenant_id, groups) VALUES (?, ?)
     ON CONFLICT (tenant_id) DO UPDATE SET groups = excluded.groups`,
  );
  const remove = db.prepare<[string]>('DELETE FROM synonyms WHERE tenant_id = ?');
  const exists = db.prepare<[string], number>('SELECT 1 FROM tenants WHERE id = ?').pluck(true);
  const bump = db.prepare<[string]>('UPDATE tenants SET catalog_version = catalog_version + 1 WHERE id = ?');

  const set = db.transaction((tenantId: string, groups: SynonymGroups) => {
    if (exists.get(tenantId) === undefined) throw new Error(`Unknown tenant "${tenantId}"`);
    if (groups.length === 0) remove.run(tenantId);
    else write.run(tenantId, JSON.stringify(groups));
    bump.run(tenantId);
  });

  return {
    /** The tenant's groups ([] when none). */
    get(tenantId: string): SynonymGroups {
      const json = read.get(tenantId);
      if (json === undefined) return [];
      const parsed: unknown = JSON.parse(json);
      return Array.isArray(parsed) ? (parsed as SynonymGroups) : [];
    },
    /** Replaces the tenant's groups (after normalizeSynonyms); returns them as stored. */
    set(tenantId: string, groups: unknown): SynonymGroups {
      const clean = normalizeSynonyms(groups);
      set.immediate(tenantId, clean);
      return clean;
    },
  };
}
