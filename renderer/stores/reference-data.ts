/**
 * What several views choose from: the account's saved addresses, its distribution lists and the
 * document templates. Each is fetched the first time a view needs it and then shared; it is fetched
 * again when PrintDesk changes it (an address created, a list saved), when a view retries after a
 * failure, after a gap in the link to the core, and from scratch for another account or service.
 */
import type { DistributionListSummary } from '../../electron/shared/contract/distribution-lists.js';
import type { DocumentTemplate } from '../../electron/shared/contract/documents.js';
import type { RESTAddress } from '../../electron/shared/models/addresses.js';
import { getApi } from '../bridge/api.js';
import { actionRunner, type ActionTracking } from './action-tracking.js';
import { createStore } from './resettable.js';

export type ReferenceKind = 'addresses' | 'lists' | 'templates';

interface ReferenceDataState extends ActionTracking<ReferenceKind> {
  /** Null until fetched. */
  addresses: RESTAddress[] | null;
  lists: DistributionListSummary[] | null;
  templates: DocumentTemplate[] | null;
  /** Each kind's fetch on its way, so views asking at once share one call; an answer to a fetch no longer here is dropped. */
  fetching: Partial<Record<ReferenceKind, Promise<void>>>;
  /** Fetches the kind unless it is there or on its way; resolves once it is (or failed). */
  need(kind: ReferenceKind): Promise<void>;
  /** Fetches the kind again, whether it was there or not. */
  reload(kind: ReferenceKind): Promise<void>;
  /** PrintDesk changed the kind (saved a list, created an address): fetched again if it is there or on its way. */
  changed(kind: ReferenceKind): Promise<void>;
  /** Fetches again each kind fetched before: after a gap in the link to the core. */
  refresh(): Promise<void>;
  /** Forgets everything (another account or service): the next `need` fetches afresh. */
  forget(): void;
}

export const useReferenceData = createStore<ReferenceDataState>((set, get) => {
  const run = actionRunner<ReferenceKind>(set);

  const fetchers: Record<ReferenceKind, () => Promise<Partial<ReferenceDataState>>> = {
    addresses: async () => ({ addresses: (await getApi()['addresses.list']({})).addresses }),
    lists: async () => ({ lists: (await getApi()['lists.list']({})).lists }),
    templates: async () => ({ templates: (await getApi()['documents.templates']({})).templates }),
  };

  function fetchKind(kind: ReferenceKind): Promise<void> {
    // Forgotten or fetched again since: neither this answer nor this failure is of interest.
    const wanted = () => get().fetching[kind] === fetching;
    const fetching: Promise<void> = run(
      kind,
      async (current) => {
        const fetched = await fetchers[kind]();
        if (current()) set(fetched);
      },
      wanted,
    ).then(() => {
      if (wanted()) set({ fetching: { ...get().fetching, [kind]: undefined } });
    });
    set({ fetching: { ...get().fetching, [kind]: fetching } });
    return fetching;
  }

  return {
    addresses: null,
    lists: null,
    templates: null,
    fetching: {},
    busy: {},
    errors: {},

    need(kind) {
      if (get()[kind] !== null) return Promise.resolve();
      return get().fetching[kind] ?? fetchKind(kind);
    },

    reload(kind) {
      return fetchKind(kind);
    },

    async changed(kind) {
      if (get()[kind] !== null || get().fetching[kind]) await fetchKind(kind);
    },

    async refresh() {
      const kinds = (['addresses', 'lists', 'templates'] as const).filter((kind) => get()[kind] !== null);
      await Promise.all(kinds.map((kind) => fetchKind(kind)));
    },

    forget() {
      set({ addresses: null, lists: null, templates: null, fetching: {}, busy: {}, errors: {} });
    },
  };
});
