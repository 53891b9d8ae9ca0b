import { DEFAULT_TOKEN_TTL_SECONDS } from '../../../core/index.ts';
import { createJwtCredentials } from '../../auth/jwt-credentials.ts';
import { CliError, intOption, print, requirePositional, type Command } from '../cli-context.ts';
import { withStorage } from './with-storage.ts';

export const token: Command = {
  usage: 'token <tenantId> [--ttl SECONDS]',
  options: { ttl: { type: 'string' } },
  async run(context) {
    const id = requirePositional(context, 0, 'tenantId', this.usage);
    const ttl = intOption(context, 'ttl', 1) ?? DEFAULT_TOKEN_TTL_SECONDS;
    const minted = await withStorage(context.dbPath, async (s) => {
      if (!(await s.tenants.find(id))) throw new CliError(`tenant ${JSON.stringify(id)} not found`);
      return createJwtCredentials(s.tenants).mintToken(id, ttl);
    });
    const expiresAt = minted.expiresAt.toISOString();
    print(context, { tenantId: id, token: minted.token, expiresAt }, context.json ? '' : minted.token);
  },
};
