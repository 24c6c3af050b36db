/**
 * Account › Hooks through the headless host: a webhook address saved there gets a signed test event
 * from the real core, the answer shows at once and in the last deliveries, and the signing secret
 * shown on request is the one that checks the signature.
 */
import { signatureMatches } from '../../electron/app/hooks/delivery/signature.js';
import { TestReceiver } from '../../electron/app/hooks/delivery/test-support/receiver.js';
import { expectAccessible } from './axe.js';
import { Shell, expect, test } from './fixtures.js';

test('a test event reaches the webhook saved in Account, signed with the secret the section shows', async ({
  app,
}) => {
  const receiver = await TestReceiver.reserve();
  await receiver.up();
  try {
    const shell = new Shell(app);
    await shell.open('Account');
    const card = app.getByRole('region', { name: 'Hooks' });
    await card.getByRole('textbox', { name: 'Webhook address' }).fill(receiver.url);
    await card.getByRole('button', { name: 'Save hooks' }).click();
    await card.getByRole('button', { name: 'Send a test event' }).click();
    // One try, signed with the secret from the keychain: slower than a click on a busy machine.
    await expect(card.getByRole('status', { name: 'Answers to the test event' })).toHaveText(
      `${receiver.url}: HTTP 204`,
      { timeout: 15_000 },
    );
    const deliveries = card.getByRole('table', { name: 'Last deliveries' });
    await expect(deliveries.getByRole('row').nth(1)).toContainText('hook.test');
    await expect(deliveries.getByRole('row').nth(1)).toContainText('Delivered');
    await card.getByRole('button', { name: 'Show signing secret' }).click();
    const secret = (await card.locator('.mono', { hasText: /^[0-9a-f]{64}$/ }).textContent()) ?? '';
    const [got] = receiver.received;
    expect(signatureMatches(got!.body, secret, got!.headers['x-printdesk-signature-256'] as string)).toBe(
      true,
    );
    await expectAccessible(app, 'the Hooks section with a delivery and its secret');
  } finally {
    await receiver.down();
  }
});
