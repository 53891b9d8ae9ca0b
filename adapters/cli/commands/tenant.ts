import type { TenantSettings } from '../../../core/index.ts';
import { TENANT_ID_PATTERN } from '../../../storage/tenants/tenant-input.ts';
import { CliError, intOption, print, requirePositional, type Command } from '../cli-context.ts';
import { withStorage } from './with-storage.ts';

const describe = (t: TenantSettings) =>
  `${t.id}  ${t.active ? 'active' : 'inactive'}  page-size ${t.pageSize}  allowance ${t.allowance ?? 'unlimited'}`;

export const tenantCreate: Command = {
  usage: 'tenant create <tenantId> [--page-size N] [--allowance N] [--inactive]',
  options: { 'page-size': { type: 'string' }, allowance: { type: 'string' }, inactive: { type: 'boolean' } },
  async run(context) {
    const id = requirePositional(context, 0, 'tenantId', this.usage);
    if (!TENANT_ID_PATTERN.test(id)) {
      throw new CliError(
        `invalid tenant id ${JSON.stringify(id)}: use 1-64 letters, digits, ".", "_" or "-"`,
        2,
      );
    }
    const pageSize = intOption(context, 'page-size', 1);
    const allowance = intOption(context, 'allowance', 0);
    const { tenant, apiKey } = await withStorage(context.dbPath, (s) =>
      s.tenants.create({
        id,
        active: context.values['inactive'] !== true,
        ...(pageSize !== undefined && { pageSize }),
        ...(allowance !== undefined && { allowance }),
      }),
    );
    print(
      context,
      { tenantId: tenant.id, apiKey, tenant },
      `created ${describe(tenant)}\nAPI key (shown once, stored hashed): ${apiKey}`,
    );
  },
};

export const tenantUpdate: Command = {
  usage: 'tenant update <tenantId> [--active | --inactive] [--page-size N] [--allowance N | --unlimited]',
  options: {
    active: { type: 'boolean' },
    inactive: { type: 'boolean' },
    'page-size': { type: 'string' },
    allowance: { type: 'string' },
    unlimited: { type: 'boolean' },
  },
  async run(context) {
    const id = requirePositional(context, 0, 'tenantId', this.usage);
    const { active, inactive, unlimited } = context.values;
    if (active && inactive) throw new CliError('--active and --inactive cannot be used together', 2);
    const allowance = intOption(context, 'allowance', 0);
    if (unlimited && allowance !== undefined)
      throw new CliError('--allowance and --unlimited cannot be used together', 2);
    const pageSize = intOption(context, 'page-size', 1);
    const changes = {
      ...(active === true && { active: true }),
      ...(inactive === true && { active: false }),
      ...(pageSize !== undefined && { pageSize }),
      ...(allowance !== undefined && { allowance }),
      ...(unlimited === true && { allowance: null }),
    };
    if (Object.keys(changes).length === 0)
      throw new CliError(`nothing to change\nusage: aisle ${this.usage}`, 2);
    const tenant = await withStorage(context.dbPath, (s) => s.tenants.update(id, changes));
    print(context, tenant, `updated ${describe(tenant)}`);
  },
};

export const tenantList: Command = {
  usage: 'tenant list',
  options: {},
  async run(context) {
    const tenants = await withStorage(context.dbPath, (s) => s.tenants.list());
    print(context, tenants, tenants.length === 0 ? 'no tenants' : tenants.map(describe).join('\n'));
  },
};

export const tenantRotateKey: Command = {
  usage: 'tenant rotate-key <tenantId>',
  options: {},
  async run(context) {
    const id = requirePositional(context, 0, 'tenantId', this.usage);
    const apiKey = await withStorage(context.dbPath, (s) => s.tenants.rotateKey(id));
    print(
      context,
      { tenantId: id, apiKey },
      `rotated the API key of ${id}; the old key and its tokens no longer work.\nnew API key (shown once): ${apiKey}`,
    );
  },
};
