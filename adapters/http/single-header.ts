import { AisleError } from '../../core/index.ts';

/** How fetch's Headers joins the copies of a header sent more than once: `Tenantid: demo` twice reads "demo, demo". */
const JOINED = /\s*,\s*/;

/**
 * A header naming one thing (`Tenantid`, `Authorization`, `X-Api-Key`): copies that agree are that one value;
 * copies that differ are kept joined, for the check of that header to refuse.
 */
export function singleHeader(headers: Headers, name: string): string | undefined {
  const value = headers.get(name);
  if (value === null) return undefined;
  const [first = '', ...others] = value.split(JOINED);
  return others.every((copy) => copy === first) ? first : value;
}

/** Copies of `Tenantid` that differ name no one tenant: a 400 naming the header and the copies. */
export function assertOneTenant(headers: Headers): void {
  const value = headers.get('Tenantid');
  const copies = value?.split(JOINED) ?? [];
  if (copies.every((copy) => copy === copies[0])) return;
  const shown = copies.map((copy) => JSON.stringify(copy)).join(', ');
  throw new AisleError(
    'INVALID_REQUEST',
    `The Tenantid header is repeated with different values (${shown}): send it once.`,
  );
}
