import type { AccountStatus, KeyStorage } from '../../../electron/ipc/contract/account.js';

/** Where the key is kept, as a sentence for each kind of store. */
const keptIn: Record<KeyStorage['kind'], string> = {
  keychain: 'Your key is kept in this computer’s keychain.',
  'safe-storage':
    'Your key is kept on this computer, encrypted by PrintDesk, because no system keychain is available.',
  environment: 'Your key comes from the PRINTDESK_KEY setting PrintDesk was started with. It is not saved.',
  memory:
    'Your key will be forgotten when PrintDesk closes, because this computer has no keychain PrintDesk can use.',
  embedded: 'The practice service uses a key of its own: there is nothing to keep.',
};

/**
 * Where the key is (or would be) kept, in plain words; what the keychain itself said, when PrintDesk
 * had to fall back, under "Technical details".
 */
export function KeyKeeping({ status }: { status: AccountStatus }) {
  const store = status.keyStorage ?? status.keyStore;
  const reason = store.kind === 'embedded' ? undefined : status.keyStore.fallbackReason;
  return (
    <div className="stack key-keeping">
      <p className="muted" data-testid="key-storage">
        {keptIn[store.kind]}
      </p>
      {(reason || store.kind !== 'embedded') && (
        <details>
          <summary>Technical details</summary>
          <p className="mono">{store.label}</p>
          {reason && <p className="mono">{reason}</p>}
        </details>
      )}
    </div>
  );
}
