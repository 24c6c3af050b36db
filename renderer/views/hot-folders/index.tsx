/**
 * Hot folders: local folders linked to library folders, what each is doing, and what happened to
 * every file. Folders are entered as paths: the contract has no folder-picker channel, so the same
 * form serves Electron and the browser. `#/hot-folders?held=<job>` opens a file a job holds in
 * Failed/ (an approval card's link, a notification); `?limits=<link>` opens a folder's form.
 */
import { useEffect, useMemo, useState } from 'react';
import type { HotFolderLink } from '../../../electron/shared/settings/schema.js';
import { Button } from '../../components/button.js';
import { EmptyState } from '../../components/empty-state.js';
import { ErrorMessage } from '../../components/error-message.js';
import { SkeletonRows } from '../../components/skeleton.js';
import { useAppIntl } from '../../format/intl.js';
import { useAccount } from '../../stores/account.js';
import { linkTotals, useHotFolders } from '../../stores/hot-folders.js';
import { jobCountsByLink, useJobs } from '../../stores/jobs.js';
import { ActivityList } from './activity-list.js';
import { LinkCard } from './link-card.js';
import { LinkForm } from './link-form.js';
import { useOrderFolderSpending } from './link-job.js';
import { UploadsControl } from './uploads-control.js';
import './hot-folders.css';

type Editing = { kind: 'new' } | { kind: 'edit'; link: HotFolderLink } | null;

export default function HotFoldersView() {
  const intl = useAppIntl();
  const links = useHotFolders((state) => state.links);
  const linksError = useHotFolders((state) => state.errors.links);
  const load = useHotFolders((state) => state.load);
  const loadLinks = useHotFolders((state) => state.loadLinks);
  const subscribe = useHotFolders((state) => state.subscribe);
  const addLink = useHotFolders((state) => state.addLink);
  const editLink = useHotFolders((state) => state.editLink);
  const removeLink = useHotFolders((state) => state.removeLink);
  const setPaused = useHotFolders((state) => state.setPaused);
  const setFilter = useHotFolders((state) => state.setFilter);
  // The default after-upload action for new links is a sync preference.
  const defaultAfterUpload = useAccount((state) => state.settings?.sync.afterUpload ?? 'keep');
  const loadSettings = useAccount((state) => state.loadSettings);
  const [editing, setEditing] = useState<Editing>(null);

  useEffect(() => {
    const unsubscribe = subscribe();
    void load();
    if (!useAccount.getState().settings) void loadSettings();
    return unsubscribe;
  }, [subscribe, load, loadSettings]);

  useOrderFolderSpending(links);
  const jobs = useJobs((state) => state.jobs);
  const jobCounts = useMemo(() => jobCountsByLink(jobs), [jobs]);
  const totals = linkTotals(links, jobCounts);
  const wanted = useRouteTarget();

  // What the route asks for, once what it names is there.
  useEffect(() => {
    if (wanted?.kind === 'held') void useHotFolders.getState().showHeld(wanted.job);
  }, [wanted]);
  // `?limits=` opens that folder's form, until the person closes it (a new visit of the route opens it again).
  const [closedRoute, setClosedRoute] = useState<RouteTarget>(null);
  const limitsOf =
    wanted?.kind === 'limits' && wanted !== closedRoute
      ? links?.find(({ link }) => link.id === wanted.linkId)
      : undefined;
  const form: Editing = editing ?? (limitsOf ? { kind: 'edit', link: limitsOf.link } : null);
  const closeForm = () => {
    setEditing(null);
    setClosedRoute(wanted);
  };

  return (
    <section className="view hf-view" aria-labelledby="hf-title">
      <header className="view-header">
        <h1 id="hf-title">{intl.formatMessage({ id: 'hot-folders.view.title' })}</h1>
        {links && links.length > 0 && (
          <p className="muted" aria-live="polite">
            {intl.formatMessage(
              { id: 'hot-folders.view.totals' },
              { uploaded: totals.uploaded, waiting: totals.waiting, failed: totals.failed },
            )}
          </p>
        )}
        <span className="spacer" />
        <UploadsControl />
        <Button variant="primary" onClick={() => setEditing({ kind: 'new' })}>
          {intl.formatMessage({ id: 'hot-folders.view.add' })}
        </Button>
      </header>

      <div
        className="hf-links"
        aria-label={intl.formatMessage({ id: 'hot-folders.view.links' })}
        role="region"
      >
        {linksError ? (
          <ErrorMessage error={linksError} onRetry={() => void loadLinks()} forceRetry />
        ) : links === null ? (
          <SkeletonRows rows={3} label={intl.formatMessage({ id: 'hot-folders.view.loading' })} />
        ) : links.length === 0 ? (
          <EmptyState
            title={intl.formatMessage({ id: 'hot-folders.view.emptyTitle' })}
            action={
              <Button variant="primary" onClick={() => setEditing({ kind: 'new' })}>
                {intl.formatMessage({ id: 'hot-folders.view.add' })}
              </Button>
            }
          >
            {intl.formatMessage({ id: 'hot-folders.view.emptyBody' })}
          </EmptyState>
        ) : (
          links.map((status) => (
            <LinkCard
              key={status.link.id}
              status={status}
              jobs={jobCounts.get(status.link.id)}
              onEdit={() => setEditing({ kind: 'edit', link: status.link })}
              onRemove={() => removeLink(status.link.id)}
              onPause={(paused) => setPaused(status.link.id, paused)}
              onShowActivity={() => setFilter({ linkId: status.link.id })}
            />
          ))
        )}
      </div>

      <ActivityList links={links ?? []} />

      {form && (
        <LinkForm
          link={form.kind === 'edit' ? form.link : undefined}
          defaultAfterUpload={defaultAfterUpload}
          onClose={closeForm}
          onSubmit={(draft) => (form.kind === 'edit' ? editLink(form.link.id, draft) : addLink(draft))}
        />
      )}
    </section>
  );
}

type RouteTarget =
  { kind: 'held'; job: { id: string; fileKey: string } } | { kind: 'limits'; linkId: string } | null;

/** What `#/hot-folders?held=<job id>` or `?limits=<link id>` asks to open, followed as the hash changes. */
function useRouteTarget(): RouteTarget {
  const [hash, setHash] = useState(() => window.location.hash);
  useEffect(() => {
    const follow = () => setHash(window.location.hash);
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, []);
  return useMemo(() => {
    const query = new URLSearchParams(hash.split('?')[1] ?? '');
    const held = query.get('held');
    // A job's id is `<file key>@<file id>`.
    if (held) return { kind: 'held', job: { id: held, fileKey: held.slice(0, held.lastIndexOf('@')) } };
    const linkId = query.get('limits');
    return linkId ? { kind: 'limits', linkId } : null;
  }, [hash]);
}
