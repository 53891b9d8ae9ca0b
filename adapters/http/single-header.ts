import { AisleError } from '../../core/index.ts';

/** How fetch's Headers joins the copies of a header sent more than once: `Tenantid: demo` twice reads "demo, demo". */
const JOINED = /\s*,\s*/;

/**
 * Whether a header came on more than one line: the transport's word when it has it (`repeated`, lower-case
 * names), else any comma in its value, as fetch's Headers cannot tell. One line with a comma is one value.
 */
export type SentTwice = (name: string) => boolean;

export const sentTwice =
  (repeated?: ReadonlySet<string>): SentTwice =>
  (name) =>
    repeated === undefined || repeated.has(name.toLowerCase());

/**
 * A header naming one thing (`Tenantid`, `Authorization`, `X-Api-Key`): copies that agree are that one value;
 * copies that differ are kept joined, for the check of that header to refuse.
 */
export function singleHeader(headers: Headers, name: string, twice: SentTwice): string | undefined {
  const value = headers.get(name);
  if (value === null) return undefined;
  if (!twice(name)) return value;
  const [first = '', ...others] = value.split(JOINED);
  return others.every((copy) => copy === first) ? first : value;
}

/** Copies of `Tenantid` that differ name no one tenant: a 400 naming the header and the copies. */
export function assertOneTenant(headers: Headers, twice: SentTwice): void {
  if (!twice('Tenantid')) return;
  const value = headers.get('Tenantid');
  const copies = value?.split(JOINED) ?? [];
  if (copies.every((copy) => copy === copies[0])) return;
  const shown = copies.map((copy) => JSON.stringify(copy)).join(', ');
  throw new AisleError(
    'INVALID_REQUEST',
    `The Tenantid header is repeated with different values (${shown}): send it once.`,
  );
}
