import { useMemo, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import type { FolderNode } from '../../../electron/shared/contract/library.js';
import { appIntl, useAppIntl } from '../../format/intl.js';
import { useLibrary } from '../../stores/library.js';

interface VisibleFolder {
  node: FolderNode;
  depth: number;
  parentId: string | null;
}

function visibleFolders(
  node: FolderNode,
  expanded: ReadonlySet<string>,
  depth = 1,
  parentId: string | null = null,
): VisibleFolder[] {
  const rows: VisibleFolder[] = [{ node, depth, parentId }];
  if (expanded.has(node.id))
    for (const child of node.subFolders) rows.push(...visibleFolders(child, expanded, depth + 1, node.id));
  return rows;
}

/** The expander's arrow, turned by CSS when open; hidden from screen readers (aria-expanded says it). */
const twisty = '▸';

export const folderLabel = (node: FolderNode) =>
  node.path === '' ? appIntl().formatMessage({ id: 'library.folderTree.allFiles' }) : node.name;

/**
 * The library's folders as an ARIA tree: one tab stop, arrows move, Right/Left expand and
 * collapse, Enter or click opens the folder.
 */
export function FolderTree({ tree }: { tree: FolderNode }) {
  const expanded = useLibrary((state) => state.expanded);
  const selectedId = useLibrary((state) => state.selectedFolderId);
  const { toggleExpanded, selectFolder } = useLibrary.getState();
  const rows = useMemo(() => visibleFolders(tree, expanded), [tree, expanded]);
  const [focusedId, setFocusedId] = useState<string | null>(null);
  const treeRef = useRef<HTMLUListElement>(null);
  const intl = useAppIntl();
  const activeId = rows.some((row) => row.node.id === focusedId) ? focusedId : (selectedId ?? tree.id);

  function focus(id: string) {
    setFocusedId(id);
    treeRef.current?.querySelector<HTMLElement>(`[data-folder-id="${id}"]`)?.focus();
  }

  function onKeyDown(event: KeyboardEvent) {
    const index = rows.findIndex((row) => row.node.id === activeId);
    const row = rows[index];
    if (!row) return;
    const { node } = row;
    const open = expanded.has(node.id);
    const go = (target: VisibleFolder | undefined) => target && focus(target.node.id);
    switch (event.key) {
      case 'ArrowDown':
        go(rows[index + 1]);
        break;
      case 'ArrowUp':
        go(rows[index - 1]);
        break;
      case 'Home':
        go(rows[0]);
        break;
      case 'End':
        go(rows[rows.length - 1]);
        break;
      case 'ArrowRight':
        if (node.subFolders.length && !open) toggleExpanded(node.id);
        else if (open) go(rows[index + 1]);
        break;
      case 'ArrowLeft':
        if (open && node.subFolders.length) toggleExpanded(node.id);
        else if (row.parentId) focus(row.parentId);
        break;
      case 'Enter':
      case ' ':
        selectFolder(node.id);
        break;
      default:
        return;
    }
    event.preventDefault();
  }

  return (
    <ul
      className="folder-tree"
      role="tree"
      aria-label={intl.formatMessage({ id: 'library.folderTree.label' })}
      ref={treeRef}
      onKeyDown={onKeyDown}
    >
      {rows.map(({ node, depth }) => {
        const hasChildren = node.subFolders.length > 0;
        const open = expanded.has(node.id);
        return (
          <li
            key={node.id}
            role="treeitem"
            aria-level={depth}
            aria-expanded={hasChildren ? open : undefined}
            aria-selected={node.id === selectedId}
            tabIndex={node.id === activeId ? 0 : -1}
            data-folder-id={node.id}
            style={{ paddingLeft: `${(depth - 1) * 16 + 4}px` }}
            onClick={() => {
              setFocusedId(node.id);
              selectFolder(node.id);
            }}
            onFocus={() => setFocusedId(node.id)}
          >
            <span
              className="twisty"
              aria-hidden="true"
              data-open={open}
              data-empty={!hasChildren}
              onClick={(event) => {
                event.stopPropagation();
                if (hasChildren) toggleExpanded(node.id);
              }}
            >
              {twisty}
            </span>
            <span className="folder-name">{folderLabel(node)}</span>
          </li>
        );
      })}
    </ul>
  );
}
