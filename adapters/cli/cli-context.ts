import { parseArgs, type ParseArgsConfig } from 'node:util';

/** A command-line failure: printed without a stack, exit code 1 (or 2 for usage errors). */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
  }
}

export interface CliIo {
  out(text: string): void;
  err(text: string): void;
}

export interface CommandContext {
  dbPath: string;
  json: boolean;
  positionals: string[];
  values: Record<string, string | boolean | (string | boolean)[] | undefined>;
  io: CliIo;
}

export type OptionSpec = NonNullable<ParseArgsConfig['options']>;

export interface Command {
  usage: string;
  options: OptionSpec;
  run(context: CommandContext): Promise<number | void>;
}

export const DEFAULT_DB_PATH = './data/aisle.db';

export const commonOptions: OptionSpec = {
  db: { type: 'string' },
  json: { type: 'boolean', default: false },
  help: { type: 'boolean', short: 'h', default: false },
};

/** The number of `<name>` arguments in a usage line: a command takes no more positionals than that. */
const arityOf = (usage: string): number => usage.match(/<[^>]+>/g)?.length ?? 0;

export function parseCommandArgs(command: Command, args: string[], io: CliIo): CommandContext {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      options: { ...commonOptions, ...command.options },
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    throw new CliError(`${(error as Error).message}\nusage: aisle ${command.usage}`, 2);
  }
  const { values, positionals } = parsed;
  const extra = positionals.slice(arityOf(command.usage));
  if (extra.length > 0 && values['help'] !== true) {
    const listed = extra.map((p) => JSON.stringify(p)).join(', ');
    throw new CliError(`unexpected argument(s) ${listed}\nusage: aisle ${command.usage}`, 2);
  }
  const db = typeof values['db'] === 'string' ? values['db'] : undefined;
  if (db === '') throw new CliError('--db must name a database file (got "")', 2);
  return {
    dbPath: db ?? (process.env['AISLE_DB'] || DEFAULT_DB_PATH),
    json: values['json'] === true,
    positionals,
    values,
    io,
  };
}

/** Parses an integer, naming `what` and the bad value when it is not one in [min, max]. */
export function parseInteger(raw: string, what: string, min: number, max = Number.MAX_SAFE_INTEGER): number {
  const value = Number(raw);
  if (!/^-?\d+$/.test(raw.trim()) || !Number.isSafeInteger(value) || value < min || value > max) {
    const range = max === Number.MAX_SAFE_INTEGER ? `>= ${min}` : `from ${min} to ${max}`;
    throw new CliError(`${what} must be an integer ${range} (got ${JSON.stringify(raw)})`, 2);
  }
  return value;
}

/** Reads an integer option, naming the option and the bad value when it is not one. */
export function intOption(
  context: CommandContext,
  name: string,
  min: number,
  max?: number,
): number | undefined {
  const raw = context.values[name];
  if (raw === undefined) return undefined;
  if (typeof raw !== 'string') throw new CliError(`--${name} must be an integer (got ${String(raw)})`, 2);
  return parseInteger(raw, `--${name}`, min, max);
}

export function requirePositional(
  context: CommandContext,
  index: number,
  name: string,
  usage: string,
): string {
  const value = context.positionals[index];
  if (value === undefined || value === '') throw new CliError(`missing <${name}>\nusage: aisle ${usage}`, 2);
  return value;
}

/** Prints `data` as JSON with --json, else the human text. */
export function print(context: CommandContext, data: unknown, human: string): void {
  context.io.out(context.json ? JSON.stringify(data, null, 2) : human);
}
