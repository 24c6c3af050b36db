import { describe, expect, it, vi } from 'vitest';
import { cupsQueueName } from './printer.js';
import { runCli } from './run.js';

describe('printdesk printer flags', () => {
  it('refuses bad flags with a usage error naming the flag, and lists sync’s job flags in its help', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const logs = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      expect(await runCli(['printer'])).toBe(2);
      expect(await runCli(['printer', '--to', 'Printed', '--port', '80'])).toBe(2);
      expect(await runCli(['printer', '--to', 'Printed', '--name', ''])).toBe(2);
      expect(await runCli(['printer', 'some/folder', '--to', 'Printed'])).toBe(2);
      expect(await runCli(['printer', '--to', 'Printed', '--quantity', '3'])).toBe(2);
      expect(await runCli(['printer', '--to', 'Printed', '--base-url', 'ftp://x'])).toBe(2);
      const said = errors.mock.calls.map((c) => String(c[0])).join('\n');
      expect(said).toMatch(
        /--to <remoteFolderPath> is required[\s\S]*--port must be a whole number from 1024 to 65535, not "80"[\s\S]*--name must be 1 to 127 characters[\s\S]*takes no folder[\s\S]*--quantity needs --action document, quote or order[\s\S]*--base-url "ftp:\/\/x" is refused: The base URL must start with http:\/\/ or https:\/\//,
      );
      expect(await runCli(['printer', '--help'])).toBe(0);
      expect(String(logs.mock.calls.at(-1)![0])).toMatch(
        /ipp:\/\/127\.0\.0\.1:PORT\/ipp\/print[\s\S]*--spend-limit AMOUNT/,
      );
    } finally {
      errors.mockRestore();
      logs.mockRestore();
    }
  });

  it('names the CUPS queue with what lpadmin takes', () => {
    expect(cupsQueueName('PrintDesk Test')).toBe('PrintDesk_Test');
    expect(cupsQueueName('Büro/Drucker #2')).toBe('B_ro_Drucker_2');
    expect(cupsQueueName('  ')).toBe('PrintDesk');
  });
});
