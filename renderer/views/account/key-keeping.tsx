import type { AccountStatus, KeyStorage } from '../../../electron/shared/contract/account.js';
import { useAppIntl } from '../../format/intl.js';

/** Each kind of store as the sentence's message selects it (its keys are plain words). */
const storeKinds: Record<KeyStorage['kind'], string> = {
  keychain: 'keychain',
  'safe-storage': 'safe',
  environment: 'environment',
  memory: 'memory',
  embedded: 'embedded',
};

/**
 * Where the key is (or would be) kept, in plain words; what the keychain itself said, when PrintDesk
 * had to fall back, under "Technical details".
 */
export function KeyKeeping({ status }: { status: AccountStatus }) {
  const intl = useAppIntl();
  const store = status.keyStorage ?? status.keyStore;
  const reason = store.kind === 'embedded' ? undefined : status.keyStore.fallbackReason;
  return (
    <div className="stack key-keeping">
      <p className="muted" data-testid="key-storage">
        {intl.formatMessage({ id: 'account.keyKeeping.keptIn' }, { kind: storeKinds[store.kind] })}
      </p>
      {(reason || store.kind !== 'embedded') && (
        <details>
          <summary>{intl.formatMessage({ id: 'common.technicalDetails' })}</summary>
          <p className="mono">{store.label}</p>
          {reason && <p className="mono">{reason}</p>}
        </details>
      )}
    </div>
  );
}
