/** The signed-in user's whole record as the service keeps it (GetUser), password aside. */
import { useEffect, useId } from 'react';
import type { UserRecord } from '../../../electron/ipc/contract/account.js';
import { ErrorMessage } from '../../components/error-message.js';
import { SkeletonText } from '../../components/skeleton.js';
import { formatDateTime } from '../../format/sizes-and-dates.js';
import { useAccount } from '../../stores/account.js';

const rows: Array<[string, (user: UserRecord) => string]> = [
  ['Name', (u) => [u.GenderTitle, u.FirstName, u.LastName].filter(Boolean).join(' ')],
  ['Title', (u) => u.Title],
  ['E-mail', (u) => u.Email],
  ['Daytime phone', (u) => u.DaytimePhoneNumber],
  ['Your id', (u) => u.CustomId],
  ['User id', (u) => u.Id],
  ['Company', (u) => u.CompanyId ?? ''],
  ['Organization', (u) => u.OrganizationId ?? ''],
  ['Account', (u) => (u.Enabled ? 'Enabled' : 'Disabled')],
  ['Signed up', (u) => (u.SignUpDate ? formatDateTime(u.SignUpDate) : '')],
  ['Last sign-in', (u) => (u.LastSignIn ? formatDateTime(u.LastSignIn) : '')],
];

export function UserCard() {
  const headingId = useId();
  const user = useAccount((state) => state.user);
  const error = useAccount((state) => state.errors.user);
  const loadUser = useAccount((state) => state.loadUser);

  useEffect(() => {
    void loadUser();
  }, [loadUser]);

  return (
    <section className="card" aria-labelledby={headingId}>
      <h2 id={headingId}>Your account</h2>
      {error ? (
        <ErrorMessage error={error} onRetry={() => void loadUser()} />
      ) : !user ? (
        <SkeletonText />
      ) : (
        <dl className="facts">
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value(user) || '—'}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
