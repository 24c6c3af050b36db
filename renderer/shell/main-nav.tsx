import { useEffect } from 'react';
import { routes } from '../navigation/routes.js';
import type { ViewId } from '../navigation/routes.js';
import { useJobs, waitingCount } from '../stores/jobs.js';

/**
 * The main navigation; entry names are exactly those of the routes (a contract with the tests).
 * Orders carries how many hot-folder orders wait for a person ("Orders, 2 waiting for approval").
 */
export function MainNav({ current }: { current: ViewId }) {
  const waiting = useJobs(waitingCount);
  // The count is wanted wherever the user is: the jobs are followed as long as the window is open.
  useEffect(() => useJobs.getState().follow(), []);
  return (
    <nav className="app-nav" aria-label="Main">
      <ul>
        {routes.map((entry) => {
          const count = entry.id === 'orders' ? waiting : 0;
          return (
            <li key={entry.id}>
              <a
                href={`#/${entry.id}`}
                aria-current={entry.id === current ? 'page' : undefined}
                aria-keyshortcuts={`Alt+${entry.shortcut}`}
                aria-label={count > 0 ? `${entry.label}, ${count} waiting for approval` : undefined}
              >
                {entry.label}
                {count > 0 && (
                  <span className="nav-count" aria-hidden="true">
                    {count}
                  </span>
                )}
                <kbd aria-hidden="true">Alt+{entry.shortcut}</kbd>
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
