/** The signed-in user's whole record as the service keeps it (GetUser), password aside. */
import { useEffect, useId } from 'react';
import type { IntlShape } from 'react-intl';
import type { UserRecord } from '../../../electron/shared/contract/account.js';
import { ErrorMessage } from '../../components/error-message.js';
import { SkeletonText } from '../../components/skeleton.js';
import { useAppIntl } from '../../format/intl.js';
import { formatDateTime } from '../../format/sizes-and-dates.js';
import { useAccount } from '../../stores/account.js';

type Row =
  | 'name'
  | 'jobTitle'
  | 'email'
  | 'phone'
  | 'customId'
  | 'id'
  | 'company'
  | 'organization'
  | 'account'
  | 'signedUp'
  | 'lastSignIn';

const rows: Array<[Row, (user: UserRecord, intl: IntlShape) => string]> = [
  ['name', (u) => [u.GenderTitle, u.FirstName, u.LastName].filter(Boolean).join(' ')],
  ['jobTitle', (u) => u.Title],
  ['email', (u) => u.Email],
  ['phone', (u) => u.DaytimePhoneNumber],
  ['customId', (u) => u.CustomId],
  ['id', (u) => u.Id],
  ['company', (u) => u.CompanyId ?? ''],
  ['organization', (u) => u.OrganizationId ?? ''],
  [
    'account',
    (u, intl) => intl.formatMessage({ id: 'account.user.enabled' }, { enabled: u.Enabled ? 'yes' : 'no' }),
  ],
  ['signedUp', (u) => (u.SignUpDate ? formatDateTime(u.SignUpDate) : '')],
  ['lastSignIn', (u) => (u.LastSignIn ? formatDateTime(u.LastSignIn) : '')],
];

/** An empty field: a mark, not a word. */
const nothing = '—';

export function UserCard() {
  const intl = useAppIntl();
  const headingId = useId();
  const user = useAccount((state) => state.user);
  const error = useAccount((state) => state.errors.user);
  const loadUser = useAccount((state) => state.loadUser);

  useEffect(() => {
    void loadUser();
  }, [loadUser]);

  return (
    <section className="card" aria-labelledby={headingId}>
      <h2 id={headingId}>{intl.formatMessage({ id: 'account.user.title' })}</h2>
      {error ? (
        <ErrorMessage error={error} onRetry={() => void loadUser()} />
      ) : !user ? (
        <SkeletonText />
      ) : (
        <dl className="facts">
          {rows.map(([row, value]) => (
            <div key={row}>
              <dt>{intl.formatMessage({ id: `account.user.${row}` })}</dt>
              <dd>{value(user, intl) || nothing}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
