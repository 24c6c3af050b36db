import { Suspense, useEffect, useRef } from 'react';
import { focusWhenDrawn } from './components/focus-arrival.js';
import { SkeletonRows } from './components/skeleton.js';
import { Toasts } from './components/toasts.js';
import { AppHeader } from './shell/app-header.js';
import { ConnectDialog } from './shell/connect-dialog.js';
import { MainNav } from './shell/main-nav.js';
import { PracticeBanner } from './shell/practice-banner.js';
import { ReplaceDialog } from './shell/replace-dialog.js';
import { StatusBar } from './shell/status-bar.js';
import { WelcomeDialog } from './shell/welcome-dialog.js';
import { useWindowDrop } from './shell/window-drop.js';
import { routes, viewFromHash, viewNameId } from './navigation/routes.js';
import { useApp } from './stores/app.js';
import { useAppIntl } from './format/intl.js';
import { viewComponents } from './views/registry.js';

/**
 * The window: header, main navigation, the open view, status bar. Views are addressed by the URL
 * hash (#/library, #/account…) so Back/Forward and reloads keep the place; Alt+1…6 switch views.
 */
export function App() {
  const phase = useApp((state) => state.phase);
  const view = useApp((state) => state.view);

  useEffect(() => useApp.getState().start(), []);

  useEffect(() => {
    const follow = () => useApp.getState().showView(viewFromHash(window.location.hash));
    follow();
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, []);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (!event.altKey || event.ctrlKey || event.metaKey) return;
      const route = routes.find((candidate) => candidate.shortcut === event.key);
      if (!route) return;
      event.preventDefault();
      window.location.hash = `#/${route.id}`;
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  // A view opened (Alt+1…6, the navigation, a link): focus its heading once it is drawn. Not the
  // first view of the window, where the focus is still the browser's.
  const main = useRef<HTMLElement>(null);
  const shownView = useRef(view);
  useEffect(() => {
    if (phase !== 'ready' || shownView.current === view) return;
    shownView.current = view;
    return focusWhenDrawn(() => main.current?.querySelector<HTMLElement>('h1') ?? null);
  }, [phase, view]);

  const drop = useWindowDrop();
  const intl = useAppIntl();
  const label = intl.formatMessage({ id: viewNameId(view) });
  const View = viewComponents[view];

  return (
    <div className="app" data-app-state={phase} {...drop.handlers}>
      {/* The first stop of the Tab key: past the header and navigation, to the view's heading. */}
      <a
        className="skip-link"
        href="#main"
        onClick={(event) => {
          // Not a hash change: the hash is the view's route.
          event.preventDefault();
          focusWhenDrawn(() => main.current?.querySelector<HTMLElement>('h1') ?? null);
        }}
      >
        {intl.formatMessage({ id: 'shell.app.skipToContent' })}
      </a>
      <AppHeader />
      <PracticeBanner />
      <MainNav current={view} />
      <main className="app-main" id="main" aria-label={label} ref={main}>
        {phase === 'loading' ? (
          <div className="view">
            <SkeletonRows label={intl.formatMessage({ id: 'shell.app.loading' })} />
          </div>
        ) : (
          <Suspense
            fallback={
              <div className="view">
                <SkeletonRows label={intl.formatMessage({ id: 'shell.app.loadingView' }, { view: label })} />
              </div>
            }
          >
            <View />
          </Suspense>
        )}
      </main>
      <StatusBar />
      <Toasts />
      {phase === 'ready' && <WelcomeDialog />}
      <ConnectDialog />
      <ReplaceDialog />
      {drop.overlay}
    </div>
  );
}
