/**
 * Hot folders: local folders linked to library folders, what each is doing, and what happened to
 * every file. Folders are entered as paths: the contract has no folder-picker channel, so the same
 * form serves Electron and the browser.
 */
import { useEffect, useState } from 'react';
import type { HotFolderLink } from '../../../electron/settings/schema.js';
import { Button } from '../../components/button.js';
import { EmptyState } from '../../components/empty-state.js';
import { ErrorMessage } from '../../components/error-message.js';
import { SkeletonRows } from '../../components/skeleton.js';
import { useAppIntl } from '../../format/intl.js';
import { useAccount } from '../../stores/account.js';
import { linkTotals, useHotFolders } from '../../stores/hot-folders.js';
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
  const totals = linkTotals(links);

  return (
    <section className="view hf-view" aria-labelledby="hf-title">
      <header className="view-header">
        <h1 id="hf-title">{intl.formatMessage({ id: 'hot-folders.view.title' })}</h1>
        {links && links.length > 0 && (
          <p className="muted" aria-live="polite">
            {intl.formatMessage(
              { id: 'hot-folders.view.totals' },
              { uploaded: totals.uploaded, waiting: totals.queued + totals.uploading, failed: totals.failed },
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
              onEdit={() => setEditing({ kind: 'edit', link: status.link })}
              onRemove={() => removeLink(status.link.id)}
              onPause={(paused) => setPaused(status.link.id, paused)}
              onShowActivity={() => setFilter({ linkId: status.link.id })}
            />
          ))
        )}
      </div>

      <ActivityList links={links ?? []} />

      {editing && (
        <LinkForm
          link={editing.kind === 'edit' ? editing.link : undefined}
          defaultAfterUpload={defaultAfterUpload}
          onClose={() => setEditing(null)}
          onSubmit={(draft) => (editing.kind === 'edit' ? editLink(editing.link.id, draft) : addLink(draft))}
        />
      )}
    </section>
  );
}
