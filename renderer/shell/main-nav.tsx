import { routes } from '../navigation/routes.js';
import type { ViewId } from '../navigation/routes.js';

/** The main navigation; entry names are exactly those of the routes (a contract with the tests). */
export function MainNav({ current }: { current: ViewId }) {
  return (
    <nav className="app-nav" aria-label="Main">
      <ul>
        {routes.map((entry) => (
          <li key={entry.id}>
            <a
              href={`#/${entry.id}`}
              aria-current={entry.id === current ? 'page' : undefined}
              aria-keyshortcuts={`Alt+${entry.shortcut}`}
            >
              {entry.label}
              <kbd aria-hidden="true">Alt+{entry.shortcut}</kbd>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
