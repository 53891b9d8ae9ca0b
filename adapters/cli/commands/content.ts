import { formatRowError, parseContentFile } from '../../../storage/index.ts';
import { CliError, print, requirePositional, type Command } from '../cli-context.ts';
import { withStorage } from './with-storage.ts';

export const contentImport: Command = {
  usage: 'content import <tenantId> <file.jsonl>',
  options: {},
  async run(context) {
    const tenantId = requirePositional(context, 0, 'tenantId', this.usage);
    const file = requirePositional(context, 1, 'file.jsonl', this.usage);
    const result = await withStorage(context.dbPath, async (s) => {
      if (!(await s.tenants.find(tenantId)))
        throw new CliError(`tenant ${JSON.stringify(tenantId)} not found`);
      const parsed = await parseContentFile(file);
      if (parsed.errors.length > 0) {
        const lines = parsed.errors.slice(0, 50).map(formatRowError).join('\n');
        throw new CliError(
          `${file}: ${parsed.errors.length} invalid row(s); nothing was imported:\n${lines}`,
        );
      }
      const ids = parsed.rows.map((row) => row.productId);
      const known = new Set((await s.catalog.getMany(tenantId, ids)).map((p) => p.id));
      s.content.putMany(tenantId, parsed.rows);
      return { imported: parsed.rows.length, notInCatalog: [...new Set(ids.filter((id) => !known.has(id)))] };
    });
    const { imported, notInCatalog } = result;
    if (notInCatalog.length > 0) {
      const listed = notInCatalog.slice(0, 20).map((id) => JSON.stringify(id));
      const more = notInCatalog.length > 20 ? `, ... (${notInCatalog.length - 20} more)` : '';
      context.io.err(
        `aisle: warning: imported content for ${notInCatalog.length} product(s) not in the catalogue of ${tenantId}: ${listed.join(', ')}${more}`,
      );
    }
    print(
      context,
      { tenantId, imported, notInCatalog },
      `imported content for ${imported} product(s) into ${tenantId}`,
    );
  },
};
