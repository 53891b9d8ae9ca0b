import { CliError, parseCommandArgs, type CliIo, type Command } from './cli-context.ts';
import { catalogImport } from './commands/catalog.ts';
import { contentGenerate, contentImport } from './commands/content.ts';
import { serve } from './commands/serve.ts';
import { tenantCreate, tenantList, tenantRotateKey, tenantUpdate } from './commands/tenant.ts';
import { token } from './commands/token.ts';

/** The operator's commands: `aisle <group> <command>` or `aisle <command>`. */
const commands: Record<string, Command> = {
  serve,
  token,
  'tenant create': tenantCreate,
  'tenant update': tenantUpdate,
  'tenant list': tenantList,
  'tenant rotate-key': tenantRotateKey,
  'catalog import': catalogImport,
  'content import': contentImport,
  'content generate': contentGenerate,
};

const consoleIo: CliIo = {
  out: (text) => void (text && process.stdout.write(`${text}\n`)),
  err: (text) => void process.stderr.write(`${text}\n`),
};

const helpText = () =>
  [
    'usage: aisle <command> [options]    (every command takes --db PATH and --json)',
    '',
    ...Object.values(commands).map((c) => `  aisle ${c.usage}`),
    '',
    'The database defaults to $AISLE_DB, then ./data/aisle.db.',
  ].join('\n');

export async function main(argv: string[], io: CliIo = consoleIo): Promise<number> {
  const [first, second] = argv;
  const name = second !== undefined && commands[`${first} ${second}`] ? `${first} ${second}` : first;
  const command = name === undefined ? undefined : commands[name];
  if (!command) {
    if (first === undefined || first === 'help' || first === '--help' || first === '-h') {
      io.out(helpText());
      return first === undefined ? 2 : 0;
    }
    io.err(`unknown command: ${argv.slice(0, 2).join(' ')}\n\n${helpText()}`);
    return 2;
  }
  const rest = argv.slice(name?.includes(' ') ? 2 : 1);
  try {
    const context = parseCommandArgs(command, rest, io);
    if (context.values['help']) {
      io.out(`usage: aisle ${command.usage}`);
      return 0;
    }
    return (await command.run(context)) ?? 0;
  } catch (error) {
    if (error instanceof CliError) {
      io.err(`aisle: ${error.message}`);
      return error.exitCode;
    }
    io.err(`aisle: unexpected error: ${(error as Error).stack ?? String(error)}`);
    return 1;
  }
}
