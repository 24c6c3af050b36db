import { useEffect } from 'react';
import { routes } from '../navigation/routes.js';
import type { ViewId } from '../navigation/routes.js';
import { useJobs, waitingCount } from '../stores/jobs.js';
import { useAppIntl } from '../format/intl.js';

/**
 * The main navigation, an entry per route under the route's name (a contract with the tests).
 * Orders carries how many hot-folder orders wait for a person ("Orders, 2 waiting for approval").
 */
export function MainNav({ current }: { current: ViewId }) {
  const waiting = useJobs(waitingCount);
  const intl = useAppIntl();
  // The count is wanted wherever the user is: the jobs are followed as long as the window is open.
  useEffect(() => useJobs.getState().follow(), []);
  return (
    <nav className="app-nav" aria-label={intl.formatMessage({ id: 'shell.nav.label' })}>
      <ul>
        {routes.map((entry) => {
          const count = entry.id === 'orders' ? waiting : 0;
          const name = intl.formatMessage({ id: entry.nameId });
          const keys = `Alt+${entry.shortcut}`;
          return (
            <li key={entry.id}>
              <a
                href={`#/${entry.id}`}
                aria-current={entry.id === current ? 'page' : undefined}
                aria-keyshortcuts={keys}
                aria-label={
                  count > 0
                    ? intl.formatMessage({ id: 'shell.nav.waiting' }, { view: name, count })
                    : undefined
                }
              >
                {name}
                {count > 0 && (
                  <span className="nav-count" aria-hidden="true">
                    {count}
                  </span>
                )}
                <kbd aria-hidden="true">{keys}</kbd>
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
