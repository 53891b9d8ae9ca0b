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

export function parseCommandArgs(command: Command, args: string[], io: CliIo): CommandContext {
  try {
    const { values, positionals } = parseArgs({
      args,
      options: { ...commonOptions, ...command.options },
      allowPositionals: true,
      strict: true,
    });
    const db = typeof values['db'] === 'string' ? values['db'] : undefined;
    return {
      dbPath: db ?? process.env['AISLE_DB'] ?? DEFAULT_DB_PATH,
      json: values['json'] === true,
      positionals,
      values,
      io,
    };
  } catch (error) {
    throw new CliError(`${(error as Error).message}\nusage: aisle ${command.usage}`, 2);
  }
}

/** Reads an integer option, naming the option and the bad value when it is not one. */
export function intOption(context: CommandContext, name: string, min: number): number | undefined {
  const raw = context.values[name];
  if (raw === undefined) return undefined;
  const value = Number(raw);
  if (typeof raw !== 'string' || !/^-?\d+$/.test(raw.trim()) || !Number.isSafeInteger(value) || value < min) {
    throw new CliError(`--${name} must be an integer >= ${min} (got ${JSON.stringify(raw)})`, 2);
  }
  return value;
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
