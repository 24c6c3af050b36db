/**
 * Importing a distribution list from CSV text, or editing a saved one as the same text: the core
 * reads the text with a column mapping (guessed, then the user's), checks every row and names the
 * row and field of each error; a list with no errors is saved, and the shared lists fetched again.
 */
import type {
  ColumnMapping,
  DistributionList,
  ListImportPreview,
} from '../../electron/shared/contract/distribution-lists.js';
import type { IpcError } from '../../electron/shared/contract/app-errors.js';
import { getApi } from '../bridge/api.js';
import { actionRunner, type ActionTracking } from './action-tracking.js';
import { useReferenceData } from './reference-data.js';
import { createStore } from './resettable.js';

type Action = 'open' | 'check' | 'save';

interface ListImportState extends ActionTracking<Action> {
  /** The saved list being edited; null for a new list. */
  editing: DistributionList | null;
  /** The rows as the core read them the last time they were checked. */
  preview: ListImportPreview | null;
  /** Starts a new list, or (with an id) fetches a saved one to edit; resolves to the failure, if any. */
  open(listId?: string): Promise<IpcError | null>;
  check(csv: string, mapping?: ColumnMapping): Promise<void>;
  /** The text changed: the last check no longer holds. */
  clearPreview(): void;
  /** Saves the checked rows under the name; resolves to the saved list, or null when it failed. */
  save(name: string): Promise<DistributionList | null>;
}

export const useListImport = createStore<ListImportState>((set, get) => {
  const run = actionRunner<Action>(set);

  return {
    editing: null,
    preview: null,
    busy: {},
    errors: {},

    async open(listId) {
      set({ editing: null, preview: null, errors: {} });
      if (!listId) return null;
      return run.failure('open', async () => {
        set({ editing: await getApi()['lists.get']({ listId }) });
      });
    },

    async check(csv, mapping) {
      await run('check', async (current) => {
        const preview = await getApi()['lists.previewImport']({ csv, ...(mapping ? { mapping } : {}) });
        if (current()) set({ preview });
      });
    },

    clearPreview() {
      set({ preview: null });
    },

    async save(name) {
      const { preview, editing } = get();
      if (!preview) return null;
      let saved: DistributionList | null = null;
      await run('save', async () => {
        const { recipients } = preview;
        saved = await getApi()['lists.save']({ ...(editing ? { id: editing.id } : {}), name, recipients });
        await useReferenceData.getState().changed('lists');
      });
      return saved;
    },
  };
});
