import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PrintServiceError } from '../print-service/errors.js';
import { startTestSandbox } from '../sandbox/testing.js';
import type { TestSandbox } from '../sandbox/testing.js';
import { memorySecretStore, secretAccountFor } from '../secrets/secret-store.js';
import { createAccountConnection } from './connection.js';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox({ seed: false });
});
afterAll(async () => {
  await sandbox?.close();
});

describe('account connection', () => {
  it('checks a key with the user operation, stores it, and tells whose it is', async () => {
    const secrets = memorySecretStore();
    const account = createAccountConnection(secrets);

    const user = await account.connect(`${sandbox.url}/`, ` ${sandbox.key} `);

    expect(user.email).toContain('@');
    expect(user.name).not.toBe('');
    expect(await secrets.get(secretAccountFor(sandbox.url))).toBe(sandbox.key);
    const status = await account.status(sandbox.url);
    expect(status).toMatchObject({
      baseUrl: sandbox.url,
      keySet: true,
      user,
      keyStorage: { kind: 'memory', persistent: false },
    });
    expect(JSON.stringify(status)).not.toContain(sandbox.key);
  });

  it('refuses a wrong key with the service message and stores nothing', async () => {
    const secrets = memorySecretStore();
    const account = createAccountConnection(secrets, { retries: { retries: 0 } });
    const wrongKey = '0'.repeat(32);

    const error = await account.connect(sandbox.url, wrongKey).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(PrintServiceError);
    expect((error as PrintServiceError).kind).toBe('auth');
    expect((error as PrintServiceError).serviceMessage).toBeTruthy();
    expect((error as PrintServiceError).message).not.toContain(wrongKey);
    expect(await secrets.get(secretAccountFor(sandbox.url))).toBeNull();
    expect(await account.status(sandbox.url)).toMatchObject({ keySet: false, user: null });
  });

  it('reports a stored key the service no longer accepts', async () => {
    const secrets = memorySecretStore();
    await secrets.set(secretAccountFor(sandbox.url), 'f'.repeat(32));
    const account = createAccountConnection(secrets, { retries: { retries: 0 } });

    const status = await account.status(sandbox.url);

    expect(status.keySet).toBe(true);
    expect(status.user).toBeNull();
    expect(status.notice).toMatch(/refused/);
  });

  it('forgets the key on sign out', async () => {
    const secrets = memorySecretStore();
    const account = createAccountConnection(secrets);
    await account.connect(sandbox.url, sandbox.key);

    await account.signOut(sandbox.url);

    expect(await account.key(sandbox.url)).toBeNull();
    expect(await account.status(sandbox.url)).toMatchObject({ keySet: false, user: null });
  });
});
