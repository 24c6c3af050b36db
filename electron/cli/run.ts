import { commands } from './commands.js';
import { UsageError } from './command.js';
import { say, setCliLocale, takeLocale } from './cli-intl.js';
import { terminalSafe } from './terminal-text.js';

function help(): string {
  const width = Math.max(...commands.map((c) => c.name.length), 4);
  const lines = commands.map((c) => `  ${c.name.padEnd(width)}  ${say(c.summary)}`);
  return say('cli.help.text', { commands: lines.join('\n') });
}

/** Dispatches argv to a command, in the language `--lang` or the environment chooses; resolves to the exit code. */
export async function runCli(
  args: readonly string[],
  env: Readonly<Record<string, string | undefined>> = process.env,
): Promise<number> {
  let argv: string[];
  try {
    const chosen = takeLocale(args, env);
    setCliLocale(chosen.locale);
    argv = chosen.argv;
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`${terminalSafe(`printdesk: ${error.message}`)}\n\n${help()}`);
    return 2;
  }
  const [name, ...rest] = argv;
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    console.log(help());
    return name === undefined ? 2 : 0;
  }
  const entry = commands.find((c) => c.name === name);
  if (!entry) {
    console.error(`${terminalSafe(say('cli.help.unknownCommand', { name }))}\n\n${help()}`);
    return 2;
  }
  const command = await entry.load();
  if (rest.includes('--help') || rest.includes('-h')) {
    console.log(command.usage());
    return 0;
  }
  try {
    return await command.run(rest);
  } catch (error) {
    if (error instanceof UsageError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      console.error(
        `${terminalSafe(`printdesk ${name}: ${(error as Error).message}`)}\n\n${command.usage()}`,
      );
      return 2;
    }
    throw error;
  }
}
