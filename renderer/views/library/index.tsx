import { useEffect, useId, useRef, useState } from 'react';
import type { FolderNode } from '../../../electron/shared/contract/library.js';
import { Button } from '../../components/button.js';
import { EmptyState } from '../../components/empty-state.js';
import { ErrorMessage } from '../../components/error-message.js';
import { SkeletonRows } from '../../components/skeleton.js';
import { showToast } from '../../components/toasts.js';
import { appIntl, useAppIntl } from '../../format/intl.js';
import { useAccount } from '../../stores/account.js';
import { hasActiveFilters, selectSelectedFolder, uploadFolder, useLibrary } from '../../stores/library.js';
import { useDropUpload } from '../../stores/drop-upload.js';
import { useUploadCheck } from '../../stores/upload-check.js';
import { onUploadDone } from '../../stores/uploads.js';
import { FolderDialog } from './folder-dialog.js';
import { FolderTree, folderLabel } from './folder-tree.js';
import { ItemDetails } from './item-details.js';
import { ItemsGrid } from './items-grid.js';
import { ItemsTable } from './items-table.js';
import { LayoutToggle } from './layout-toggle.js';
import { SearchBar } from './search-bar.js';
import { UploadCheckDialog } from './upload-check-dialog.js';
import { UploadList } from './upload-list.js';

/**
 * The print library: folders on the left, the open folder's files in the middle, details on the
 * right. Files dropped anywhere on the view (or picked) upload into the open folder, or into the
 * print-file inbox while the whole library ("All files") is open.
 */
export default function LibraryView() {
  const headingId = useId();
  const connected = useAccount((state) => state.status?.connected ?? false);
  const tree = useLibrary((state) => state.tree);
  const treeError = useLibrary((state) => state.errors.tree);
  const folder = useLibrary(selectSelectedFolder);
  const [dialog, setDialog] = useState<'create' | 'rename' | null>(null);
  const picker = useRef<HTMLInputElement>(null);
  const target = useLibrary((state) => uploadFolder(state.tree, state.selectedFolderId));
  const canRename = folder !== null && folder.path !== '';
  const intl = useAppIntl();

  useEffect(() => {
    if (connected) void useLibrary.getState().loadTree();
  }, [connected]);

  useEffect(
    () =>
      onUploadDone((entry) => {
        if (entry.result) void useLibrary.getState().showUploadedFile(entry.result.fileId, entry.folderPath);
      }),
    [],
  );

  function upload(files: File[]) {
    if (!target) {
      showToast('error', appIntl().formatMessage({ id: 'library.view.stillLoading' }));
      return;
    }
    // A name already there is asked about; then each file is checked before a byte goes.
    void useDropUpload.getState().send(
      files.map((file) => ({ file, dir: '' })),
      target.path,
    );
  }

  if (!connected) {
    return (
      <section className="view" aria-labelledby={headingId}>
        <h1 id={headingId}>{intl.formatMessage({ id: 'library.view.title' })}</h1>
        <EmptyState
          title={intl.formatMessage({ id: 'library.view.connectTitle' })}
          action={
            <a className="btn" data-variant="primary" href="#/account">
              {intl.formatMessage({ id: 'library.view.openAccount' })}
            </a>
          }
        >
          {intl.formatMessage({ id: 'library.view.connectBody' })}
        </EmptyState>
      </section>
    );
  }

  const parent = tree && folder ? findParent(tree, folder.id) : null;
  const siblings =
    (dialog === 'create' ? folder?.subFolders : parent?.subFolders)?.map((node) => node.name) ?? [];

  return (
    <section className="view library-view" aria-labelledby={headingId}>
      <div className="view-header">
        <h1 id={headingId}>{intl.formatMessage({ id: 'library.view.title' })}</h1>
        {folder && <span className="muted folder-path">{folder.path || folderLabel(folder)}</span>}
        <span className="spacer" />
        <Button disabled={!folder} onClick={() => setDialog('create')}>
          {intl.formatMessage({ id: 'library.view.newFolder' })}
        </Button>
        <Button disabled={!canRename} onClick={() => setDialog('rename')}>
          {intl.formatMessage({ id: 'library.view.renameFolder' })}
        </Button>
        <Button variant="primary" disabled={!target} onClick={() => picker.current?.click()}>
          {target
            ? intl.formatMessage({ id: 'library.view.uploadTo' }, { folder: target.name })
            : intl.formatMessage({ id: 'library.view.uploadFiles' })}
        </Button>
        <input
          ref={picker}
          className="visually-hidden"
          type="file"
          multiple
          tabIndex={-1}
          aria-label={intl.formatMessage({ id: 'library.view.chooseFiles' })}
          accept=".pdf,.ps,.tif,.tiff,.jpg,.jpeg,.png,application/pdf,application/postscript,image/tiff,image/jpeg,image/png"
          onChange={(event) => {
            const files = Array.from(event.target.files ?? []);
            event.target.value = '';
            if (files.length) upload(files);
          }}
        />
      </div>
      <div className="library-body">
        <div className="library-folders card">
          {treeError ? (
            <ErrorMessage
              error={treeError}
              onRetry={() => void useLibrary.getState().loadTree()}
              forceRetry
            />
          ) : tree ? (
            <FolderTree tree={tree} />
          ) : (
            <SkeletonRows rows={6} label={intl.formatMessage({ id: 'library.view.loadingFolders' })} />
          )}
        </div>
        <div className="library-files">
          <SearchBar />
          <FilesPanel
            onPick={() => picker.current?.click()}
            target={target}
            folderName={folder ? folderLabel(folder) : ''}
          />
        </div>
        <ItemDetails />
      </div>
      {/* Below the folders and files, where the details drawer never covers them. */}
      <CheckingNote />
      <UploadList />
      <UploadCheckDialog />
      {dialog === 'create' && folder && (
        <FolderDialog
          title={
            folder.path
              ? intl.formatMessage({ id: 'library.view.newFolderIn' }, { folder: folder.name })
              : intl.formatMessage({ id: 'library.view.newFolder' })
          }
          submitLabel={intl.formatMessage({ id: 'library.view.createFolder' })}
          siblings={siblings}
          onSubmit={(name) => useLibrary.getState().createFolder(folder.id, name)}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'rename' && folder && (
        <FolderDialog
          title={intl.formatMessage({ id: 'library.view.renameTitle' }, { folder: folder.name })}
          submitLabel={intl.formatMessage({ id: 'library.view.rename' })}
          initialName={folder.name}
          siblings={siblings}
          onSubmit={(name) => useLibrary.getState().renameFolder(folder.id, name)}
          onClose={() => setDialog(null)}
        />
      )}
    </section>
  );
}

function findParent(node: FolderNode, id: string): FolderNode | null {
  for (const child of node.subFolders) {
    if (child.id === id) return node;
    const found = findParent(child, id);
    if (found) return found;
  }
  return null;
}

/** The table, or what stands in for it: skeleton rows, an error, or an empty folder's next step. */
function FilesPanel({
  onPick,
  target,
  folderName,
}: {
  onPick(): void;
  target: FolderNode | null;
  folderName: string;
}) {
  const searching = useLibrary((state) => state.busy.search);
  const error = useLibrary((state) => state.errors.search ?? state.errors.more);
  const count = useLibrary((state) => state.items.length);
  const total = useLibrary((state) => state.total);
  const filtered = useLibrary((state) => hasActiveFilters(state.filters));
  const selectedFolderId = useLibrary((state) => state.selectedFolderId);
  const layout = useLibrary((state) => state.layout);
  const intl = useAppIntl();

  if (!selectedFolderId || (searching && count === 0)) {
    // The same frame as the loaded table (count line, table box), so nothing jumps when rows land.
    return (
      <>
        <p className="result-count muted">{intl.formatMessage({ id: 'library.view.loadingFilesLine' })}</p>
        <div className="vtable">
          <SkeletonRows rows={10} label={intl.formatMessage({ id: 'library.view.loadingFiles' })} />
        </div>
      </>
    );
  }
  if (error && count === 0)
    return <ErrorMessage error={error} onRetry={() => void useLibrary.getState().search()} forceRetry />;
  if (count === 0) {
    return filtered ? (
      <EmptyState
        title={intl.formatMessage({ id: 'library.view.noMatchTitle' })}
        action={
          <Button onClick={() => useLibrary.getState().clearFilters()}>
            {intl.formatMessage({ id: 'library.searchBar.clearFilters' })}
          </Button>
        }
      >
        {intl.formatMessage({ id: 'library.view.noMatchBody' })}
      </EmptyState>
    ) : (
      <EmptyState
        title={
          folderName
            ? intl.formatMessage({ id: 'library.view.folderEmpty' }, { folder: folderName })
            : intl.formatMessage({ id: 'library.view.thisFolderEmpty' })
        }
        action={
          target ? (
            <Button variant="primary" onClick={onPick}>
              {intl.formatMessage({ id: 'library.view.uploadTo' }, { folder: target.name })}
            </Button>
          ) : undefined
        }
      >
        {intl.formatMessage({ id: 'library.view.emptyBody' })}
      </EmptyState>
    );
  }
  return (
    <>
      <div className="row result-bar">
        <p className="result-count muted" role="status">
          {total === count
            ? intl.formatMessage({ id: 'library.view.fileCount' }, { total })
            : intl.formatMessage({ id: 'library.view.showing' }, { count, total })}
        </p>
        <span className="spacer" />
        <LayoutToggle />
      </div>
      {error && (
        <ErrorMessage error={error} onRetry={() => void useLibrary.getState().loadMore()} forceRetry />
      )}
      {layout === 'grid' ? <ItemsGrid /> : <ItemsTable />}
    </>
  );
}

/** Files being checked before upload (their bytes are read first; a large PDF takes a moment). */
function CheckingNote() {
  const checking = useUploadCheck((state) => state.checking);
  const intl = useAppIntl();
  return (
    <p className="muted result-count" role="status">
      {checking > 0 ? intl.formatMessage({ id: 'library.view.checking' }, { count: checking }) : ''}
    </p>
  );
}
