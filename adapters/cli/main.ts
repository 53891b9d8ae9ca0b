import { CliError, parseCommandArgs, type CliIo, type Command } from './cli-context.ts';
import { catalogEmbed } from './commands/catalog-embed.ts';
import { catalogImport } from './commands/catalog.ts';
import { catalogSynonyms } from './commands/catalog-synonyms.ts';
import { contentGenerate } from './commands/content-generate.ts';
import { contentImport } from './commands/content.ts';
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
  'catalog embed': catalogEmbed,
  'catalog synonyms': catalogSynonyms,
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

/** Options every command takes, which may also come before the command name (`aisle --db x tenant list`). */
function splitLeadingOptions(argv: readonly string[]): { leading: string[]; words: string[] } {
  const leading: string[] = [];
  let i = 0;
  for (; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (arg === '--db' && i + 1 < argv.length) leading.push(arg, argv[++i] ?? '');
    else if (arg.startsWith('--db=') || arg === '--json') leading.push(arg);
    else break;
  }
  return { leading, words: argv.slice(i) };
}

const groups = [
  ...new Set(Object.keys(commands).flatMap((name) => (name.includes(' ') ? [name.split(' ')[0]] : []))),
];

export async function main(argv: string[], io: CliIo = consoleIo): Promise<number> {
  const { leading, words } = splitLeadingOptions(argv);
  const [first, second] = words;
  const name = second !== undefined && commands[`${first} ${second}`] ? `${first} ${second}` : first;
  const command = name === undefined ? undefined : commands[name];
  if (!command) {
    if (first === 'help' || first === '--help' || first === '-h') {
      io.out(helpText());
      return 0;
    }
    if (first === undefined || first.startsWith('-')) {
      io.err(`aisle: missing command\n\n${helpText()}`);
      return 2;
    }
    if (groups.includes(first)) {
      const subcommands = Object.keys(commands)
        .filter((n) => n.startsWith(`${first} `))
        .map((n) => n.slice(first.length + 1));
      const problem =
        second === undefined || second.startsWith('-')
          ? `missing ${first} command`
          : `unknown ${first} command ${JSON.stringify(second)}`;
      io.err(`aisle: ${problem}: expected one of ${subcommands.join(', ')}`);
      return 2;
    }
    io.err(`aisle: unknown command ${JSON.stringify(first)}\n\n${helpText()}`);
    return 2;
  }
  const rest = [...leading, ...words.slice(name?.includes(' ') ? 2 : 1)];
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
