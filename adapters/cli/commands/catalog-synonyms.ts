import { readFile } from 'node:fs/promises';
import { CliError, print, requirePositional, type Command } from '../cli-context.ts';
import { withStorage } from './with-storage.ts';

/** `aisle catalog synonyms`: replaces a tenant's synonym groups from a JSON file (`[["sofa","couch"], ...]`). */
export const catalogSynonyms: Command = {
  usage: 'catalog synonyms <tenantId> [<file.json>] [--clear]',
  options: { clear: { type: 'boolean' } },
  async run(context) {
    const tenantId = requirePositional(context, 0, 'tenantId', this.usage);
    const file = context.positionals[1];
    const clear = context.values['clear'] === true;
    if (clear === (file !== undefined)) {
      throw new CliError(`give either a file or --clear\nusage: aisle ${this.usage}`, 2);
    }
    let groups: unknown = [];
    if (file !== undefined) {
      try {
        groups = JSON.parse(await readFile(file, 'utf8'));
      } catch (error) {
        throw new CliError(`${file}: ${(error as Error).message}`);
      }
      if (!Array.isArray(groups)) throw new CliError(`${file}: expected a JSON array of string arrays`);
    }
    const stored = await withStorage(context.dbPath, async (s) => {
      if (!(await s.tenants.find(tenantId)))
        throw new CliError(`tenant ${JSON.stringify(tenantId)} not found`);
      return s.catalog.setSynonyms(tenantId, groups as string[][]);
    });
    print(
      context,
      { tenantId, groups: stored },
      stored.length === 0
        ? `removed the synonyms of ${tenantId}`
        : `stored ${stored.length} synonym group(s) for ${tenantId}`,
    );
  },
};
