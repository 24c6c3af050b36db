import { commands } from './commands.js';
import { UsageError } from './command.js';
import { terminalSafe } from './terminal-text.js';

function help(): string {
  const width = Math.max(...commands.map((c) => c.name.length), 4);
  const lines = commands.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`);
  return [
    'Usage: printdesk <command> [flags]',
    '',
    'Commands:',
    ...lines,
    '',
    'Run `printdesk <command> --help` for a command’s flags.',
  ].join('\n');
}

/** Dispatches argv to a command; resolves to the exit code. */
export async function runCli(argv: readonly string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    console.log(help());
    return name === undefined ? 2 : 0;
  }
  const entry = commands.find((c) => c.name === name);
  if (!entry) {
    console.error(`${terminalSafe(`printdesk: unknown command "${name}"`)}\n\n${help()}`);
    return 2;
  }
  const command = await entry.load();
  if (rest.includes('--help') || rest.includes('-h')) {
    console.log(command.usage);
    return 0;
  }
  try {
    return await command.run(rest);
  } catch (error) {
    if (error instanceof UsageError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      console.error(`${terminalSafe(`printdesk ${name}: ${(error as Error).message}`)}\n\n${command.usage}`);
      return 2;
    }
    throw error;
  }
}
