/** Validation of tenant ids and settings given to the admin operations (CLI), with errors that say why. */

export const TENANT_ID_PATTERN = /^[A-Za-z0-9._-]{1,64}$/;

export function assertTenantId(id: string): void {
  if (typeof id !== 'string' || !TENANT_ID_PATTERN.test(id)) {
    throw new Error(
      `Invalid tenant id ${JSON.stringify(id)}: use 1–64 characters of letters, digits, ".", "_" or "-"`,
    );
  }
}

export function assertPageSize(pageSize: number): void {
  if (!Number.isInteger(pageSize) || pageSize < 1) {
    throw new Error(`Invalid pageSize ${String(pageSize)}: must be a positive integer`);
  }
}

export function assertAllowance(allowance: number | null): void {
  if (allowance !== null && (!Number.isInteger(allowance) || allowance < 0)) {
    throw new Error(
      `Invalid allowance ${String(allowance)}: must be a non-negative integer or null (unlimited)`,
    );
  }
}

export function assertActive(active: boolean): void {
  if (typeof active !== 'boolean')
    throw new Error(`Invalid active flag ${String(active)}: must be true or false`);
}

const PERIOD = /^\d{4}-(0[1-9]|1[0-2])$/;

export function assertPeriod(period: string): void {
  if (typeof period !== 'string' || !PERIOD.test(period)) {
    throw new Error(`Invalid usage period ${JSON.stringify(period)}: expected YYYY-MM`);
  }
}
