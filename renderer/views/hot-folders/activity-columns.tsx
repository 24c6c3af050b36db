/**
 * The activity table's columns: built once, their cells read the stores themselves (activity-cells.tsx).
 * On narrow windows the job columns go first (`dropOrder`); the file, its state, the time and the
 * actions always stay.
 */
import type { ActivityEntry } from '../../../electron/ipc/contract/sync.js';
import type { Column } from '../../components/virtual-table.js';
import {
  ActionsCell,
  DocumentCell,
  FileCell,
  LinkCell,
  NoteCell,
  OrderCell,
  PriceCell,
  StateCell,
  TimeCell,
} from './activity-cells.js';

export const activityColumns: readonly Column<ActivityEntry>[] = [
  { key: 'name', header: 'File', width: 'minmax(140px, 2fr)', cell: (entry) => <FileCell entry={entry} /> },
  {
    key: 'link',
    header: 'Hot folder',
    width: 'minmax(90px, 1fr)',
    dropOrder: 3,
    cell: (entry) => <LinkCell entry={entry} />,
  },
  { key: 'state', header: 'State', width: '160px', cell: (entry) => <StateCell entry={entry} /> },
  {
    key: 'document',
    header: 'Document',
    width: 'minmax(80px, 1fr)',
    dropOrder: 5,
    cell: (entry) => <DocumentCell entry={entry} />,
  },
  {
    key: 'price',
    header: 'Price',
    width: '105px',
    dropOrder: 4,
    cell: (entry) => <PriceCell entry={entry} />,
  },
  {
    key: 'order',
    header: 'Order',
    width: '175px',
    dropOrder: 2,
    cell: (entry) => <OrderCell entry={entry} />,
  },
  // Wide enough for a date and a time in any locale's medium form: times are never cut.
  { key: 'at', header: 'Time', width: '185px', cell: (entry) => <TimeCell entry={entry} /> },
  {
    key: 'error',
    header: 'Error or note',
    width: 'minmax(120px, 2.5fr)',
    dropOrder: 1,
    cell: (entry) => <NoteCell entry={entry} />,
  },
  { key: 'actions', header: 'Actions', width: '80px', cell: (entry) => <ActionsCell entry={entry} /> },
];

export const activityRowKey = (entry: ActivityEntry) => entry.fileKey;
