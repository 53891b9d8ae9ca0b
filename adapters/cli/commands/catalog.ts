import { formatRowError, parseCatalogFile } from '../../../storage/index.ts';
import { CliError, print, requirePositional, type Command } from '../cli-context.ts';
import { withStorage } from './with-storage.ts';

export const catalogImport: Command = {
  usage: 'catalog import <tenantId> <file> [--replace] [--skip-invalid]',
  options: { replace: { type: 'boolean' }, 'skip-invalid': { type: 'boolean' } },
  async run(context) {
    const tenantId = requirePositional(context, 0, 'tenantId', this.usage);
    const file = requirePositional(context, 1, 'file', this.usage);
    const skipInvalid = context.values['skip-invalid'] === true;
    const started = performance.now();
    const result = await withStorage(context.dbPath, async (s) => {
      if (!(await s.tenants.find(tenantId)))
        throw new CliError(`tenant ${JSON.stringify(tenantId)} not found`);
      const parsed = await parseCatalogFile(file);
      if (parsed.errors.length > 0 && !skipInvalid) {
        const lines = parsed.errors.slice(0, 50).map(formatRowError);
        const more = parsed.errors.length > 50 ? `\n... and ${parsed.errors.length - 50} more` : '';
        throw new CliError(
          `${file}: ${parsed.errors.length} invalid row(s); nothing was imported (use --skip-invalid to import the valid rows):\n${lines.join('\n')}${more}`,
        );
      }
      const replace = context.values['replace'] === true;
      // With --replace, a product whose row was skipped as invalid is kept as it is, not deleted.
      const inFile = new Set(parsed.products.map((p) => p.id));
      const skippedIds = [...new Set(parsed.errors.flatMap((e) => (e.id === undefined ? [] : [e.id])))];
      const kept = replace
        ? await s.catalog.getMany(
            tenantId,
            skippedIds.filter((id) => !inFile.has(id)),
          )
        : [];
      const counts = s.catalog.upsertMany(tenantId, [...kept, ...parsed.products], { replace });
      return {
        ...counts,
        skipped: parsed.errors.length,
        kept: kept.length,
        errors: parsed.errors.map(formatRowError),
      };
    });
    const seconds = (performance.now() - started) / 1000;
    const kept =
      result.kept > 0 ? `; ${result.kept} product(s) whose rows were invalid left as they were` : '';
    const summary = `imported into ${tenantId}: ${result.inserted} new, ${result.updated} updated, ${result.unchanged} unchanged, ${result.deleted} deleted, ${result.skipped} invalid skipped${kept} (${seconds.toFixed(2)} s)`;
    const skippedLines =
      result.errors.length > 0 ? `\nskipped:\n${result.errors.slice(0, 50).join('\n')}` : '';
    print(context, { tenantId, ...result }, summary + skippedLines);
  },
};
