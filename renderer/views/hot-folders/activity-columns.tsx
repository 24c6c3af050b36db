/**
 * The activity table's columns: built once per language, their cells read the stores themselves
 * (activity-cells.tsx). On narrow windows the job columns go first (`dropOrder`); the file, its state,
 * the time and the actions always stay.
 */
import type { IntlShape } from 'react-intl';
import type { ActivityEntry } from '../../../electron/shared/contract/sync.js';
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

/** The columns with their headers in the app's language. */
export function activityColumns(intl: IntlShape): readonly Column<ActivityEntry>[] {
  const header = (
    what: 'file' | 'link' | 'state' | 'document' | 'price' | 'order' | 'time' | 'note' | 'actions',
  ) => intl.formatMessage({ id: `hot-folders.activityColumns.${what}` });
  return [
    {
      key: 'name',
      header: header('file'),
      width: 'minmax(140px, 2fr)',
      cell: (entry) => <FileCell entry={entry} />,
    },
    {
      key: 'link',
      header: header('link'),
      width: 'minmax(90px, 1fr)',
      dropOrder: 3,
      cell: (entry) => <LinkCell entry={entry} />,
    },
    { key: 'state', header: header('state'), width: '160px', cell: (entry) => <StateCell entry={entry} /> },
    {
      key: 'document',
      header: header('document'),
      width: 'minmax(80px, 1fr)',
      dropOrder: 5,
      cell: (entry) => <DocumentCell entry={entry} />,
    },
    {
      key: 'price',
      header: header('price'),
      width: '105px',
      dropOrder: 4,
      cell: (entry) => <PriceCell entry={entry} />,
    },
    {
      key: 'order',
      header: header('order'),
      width: '175px',
      dropOrder: 2,
      cell: (entry) => <OrderCell entry={entry} />,
    },
    // Wide enough for a date and a time in any locale's medium form: times are never cut.
    { key: 'at', header: header('time'), width: '185px', cell: (entry) => <TimeCell entry={entry} /> },
    {
      key: 'error',
      header: header('note'),
      width: 'minmax(120px, 2.5fr)',
      dropOrder: 1,
      cell: (entry) => <NoteCell entry={entry} />,
    },
    {
      key: 'actions',
      header: header('actions'),
      width: '80px',
      cell: (entry) => <ActionsCell entry={entry} />,
    },
  ];
}

export const activityRowKey = (entry: ActivityEntry) => entry.fileKey;
