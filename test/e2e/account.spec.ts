/**
 * The Account view through the headless host: switch to a print service at a custom base URL (a
 * standalone sandbox), see a wrong key refused with the service's own message, connect with the
 * right one, then go back to the embedded sandbox.
 */
import type { Locator, Page } from '@playwright/test';
import { Shell, expect, test } from './fixtures.js';

test.use({ viewport: { width: 1360, height: 860 } });

/** The Account view, found by role and label. */
class AccountPage {
  readonly keyField: Locator;
  readonly connectButton: Locator;
  readonly signOutButton: Locator;
  readonly keyStorage: Locator;

  constructor(readonly page: Page) {
    this.keyField = page.getByLabel('Subscription key');
    this.connectButton = page.getByRole('button', { name: 'Connect' });
    this.signOutButton = page.getByRole('button', { name: 'Sign out' });
    this.keyStorage = page.getByTestId('key-storage');
  }

  async useCustomService(baseUrl: string): Promise<void> {
    await this.page.getByRole('radio', { name: /Custom print service/ }).check();
    await this.page.getByLabel('Base URL').fill(baseUrl);
    await this.page.getByRole('button', { name: 'Use this service' }).click();
  }

  async useEmbeddedSandbox(): Promise<void> {
    await this.page.getByRole('radio', { name: /Embedded sandbox/ }).check();
    await this.page.getByRole('button', { name: 'Use this service' }).click();
  }

  async connect(key: string): Promise<void> {
    await this.keyField.fill(key);
    await this.connectButton.click();
  }
}

test('connects to a custom print service: a wrong key shows the service’s message, the right key signs in', async ({
  app,
  sandbox,
}) => {
  const shell = new Shell(app);
  const account = new AccountPage(app);
  await shell.open('Account');
  // The embedded sandbox signs in by itself on a fresh install.
  await expect(account.signOutButton).toBeVisible();
  await expect(shell.header.getByText('Practice service')).toBeVisible();

  await account.useCustomService(sandbox.url);
  await expect(account.keyField).toBeVisible();
  await expect(shell.header.getByText(new URL(sandbox.url).host)).toBeVisible();

  await account.connect('definitely-not-the-key');
  const refusal = app.getByRole('alert');
  await expect(refusal).toContainText('The print service did not accept the subscription key.');
  await expect(refusal).toContainText('Access denied: the subscription key is not valid.');

  await account.connect(sandbox.key);
  await expect(account.keyStorage).toContainText('Your key');
  await expect(shell.header.getByTestId('signed-in')).toContainText('Signed in as');
  await expect(app.getByRole('heading', { name: 'Main address' })).toBeVisible();
  await shell.screenshot('account');

  await account.useEmbeddedSandbox();
  // Going back starts the embedded sandbox's process: seconds, more on a loaded machine.
  await expect(shell.header.getByText('Practice service')).toBeVisible({ timeout: 30_000 });
  await expect(account.signOutButton).toBeVisible();
});

test('signs out and asks for a key again', async ({ app }) => {
  const shell = new Shell(app);
  const account = new AccountPage(app);
  await shell.open('Account');
  await account.signOutButton.click();
  await expect(account.keyField).toBeVisible();
  await expect(shell.header.getByRole('link', { name: /Not connected/ })).toBeVisible();
  await shell.open('Library');
  await expect(app.getByRole('heading', { name: 'Connect an account to see your library' })).toBeVisible();
});

test('saves a sync preference and keeps it after a reload', async ({ app }) => {
  const shell = new Shell(app);
  await shell.open('Account');
  const concurrency = app.getByLabel('Files uploaded at once');
  await concurrency.selectOption('5');
  await expect(concurrency).toHaveValue('5');
  await app.reload();
  await app.locator('[data-app-state="ready"]').waitFor();
  await expect(app.getByLabel('Files uploaded at once')).toHaveValue('5');
});
