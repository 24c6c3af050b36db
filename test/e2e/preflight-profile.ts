/** The Account's preflight profile for files uploaded by hand, chosen as a person does. */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import type { ProfileName } from '../../electron/shared/preflight/profiles.js';
import { Shell, expect, type Host } from './fixtures.js';

/** Chooses it in the Account view, waits until the host has saved it, and opens the Library again. */
export async function checkUploadsWith(app: Page, host: Host, profile: ProfileName): Promise<void> {
  const shell = new Shell(app);
  await shell.open('Account');
  await app.getByLabel('Preflight of files uploaded by hand').selectOption(profile);
  await expect
    .poll(async () => {
      const saved = await readFile(join(host.dataDir, 'settings.json'), 'utf8').catch(() => '{}');
      return (JSON.parse(saved) as { uploads?: { preflightProfile?: string } }).uploads?.preflightProfile;
    })
    .toBe(profile);
  await shell.open('Library');
}
