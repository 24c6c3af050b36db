import { useRef, useState } from 'react';
import type { DragEvent, ReactNode } from 'react';
import { takeDrop } from '../components/dropped-files.js';
import { showToast } from '../components/toasts.js';
import { useApp } from '../stores/app.js';
import { appIntl, useAppIntl } from '../format/intl.js';
import { dropTarget, useDropUpload } from '../stores/drop-upload.js';
import { uploadFolder, useLibrary } from '../stores/library.js';

/** Whether a drag carries files from the OS (not text or a link dragged inside the page). */
const carriesFiles = (event: DragEvent) => Array.from(event.dataTransfer?.types ?? []).includes('Files');

/**
 * Files and folders dropped anywhere on the window upload into the library: into the open folder
 * while the Library is on screen, else into the print-file inbox, and the Library then shows them
 * arriving. Enter and leave fire for every element crossed, so a depth counter tells when the drag
 * really left.
 */
export function useWindowDrop(): {
  handlers: Record<string, (event: DragEvent) => void>;
  overlay: ReactNode;
} {
  const [dragging, setDragging] = useState(false);
  const depth = useRef(0);
  const intl = useAppIntl();
  const view = useApp((state) => state.view);
  const connected = useApp((state) => state.phase === 'ready');
  const target = useLibrary((state) =>
    uploadFolder(state.tree, view === 'library' ? state.selectedFolderId : null),
  );

  async function drop(read: () => Promise<Parameters<ReturnType<typeof useDropUpload.getState>['send']>[0]>) {
    const onLibrary = useApp.getState().view === 'library';
    const [dropped, folder] = await Promise.all([read(), dropTarget(onLibrary)]);
    if (!folder) {
      showToast('error', appIntl().formatMessage({ id: 'shell.drop.unreadable' }));
      return;
    }
    if (!onLibrary) {
      useLibrary.getState().selectFolder(folder.id);
      window.location.hash = '#/library';
    }
    await useDropUpload.getState().send(dropped, folder.path);
    const { leftOut } = useDropUpload.getState();
    if (leftOut > 0)
      showToast('info', appIntl().formatMessage({ id: 'shell.drop.leftOut' }, { count: leftOut }));
  }

  const handlers = {
    onDragEnter(event: DragEvent) {
      if (!carriesFiles(event)) return;
      event.preventDefault();
      depth.current++;
      setDragging(true);
    },
    onDragOver(event: DragEvent) {
      if (!carriesFiles(event)) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = connected ? 'copy' : 'none';
    },
    onDragLeave(event: DragEvent) {
      if (!carriesFiles(event)) return;
      depth.current = Math.max(0, depth.current - 1);
      if (depth.current === 0) setDragging(false);
    },
    onDrop(event: DragEvent) {
      if (!carriesFiles(event) && !event.dataTransfer?.files.length) return;
      event.preventDefault();
      depth.current = 0;
      setDragging(false);
      // The entries must be taken now; they are read after the event.
      if (connected) void drop(takeDrop(event.dataTransfer));
    },
  };

  const overlay = dragging && (
    <div className="drop-overlay window-drop-overlay" aria-hidden="true">
      <p>
        {target
          ? intl.formatMessage({ id: 'shell.drop.intoFolder' }, { folder: target.path })
          : intl.formatMessage({ id: 'shell.drop.intoLibrary' })}
      </p>
    </div>
  );
  return { handlers, overlay };
}
