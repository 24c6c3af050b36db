/**
 * Distribution lists: PrintDesk's own saved lists of recipients, kept in the data folder
 * (`distribution-lists.json`). The service keeps no lists PrintDesk can read, so an order to a list
 * is sent as one recipient per row.
 */
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { z } from 'zod';
import { DistributionList } from '../../shared/contract/distribution-lists.js';
import type { DistributionListSummary } from '../../shared/contract/distribution-lists.js';
import type { ListRecipient } from '../../shared/contract/distribution-lists.js';
import { AppError } from '../../shared/contract/app-errors.js';
import { jsonFile } from '../../platform/json-file.js';

export interface DistributionLists {
  list(): Promise<DistributionListSummary[]>;
  /** Throws AppError('not-found') for an unknown id. */
  get(id: string): Promise<DistributionList>;
  /** Creates a list (no id) or replaces the name and recipients of a saved one. */
  save(input: { id?: string; name: string; recipients: ListRecipient[] }): Promise<DistributionList>;
  remove(id: string): Promise<void>;
}

const Lists = z.array(DistributionList);

export function createDistributionLists(dataDir: string, now = () => new Date()): DistributionLists {
  const file = jsonFile(join(dataDir, 'distribution-lists.json'), Lists, () => []);
  const find = async (id: string) => {
    const found = (await file.read()).find((l) => l.id === id);
    if (!found) throw new AppError('not-found', 'That distribution list no longer exists.');
    return found;
  };
  return {
    async list() {
      return (await file.read())
        .map((l) => ({ id: l.id, name: l.name, recipientCount: l.recipients.length, updated: l.updated }))
        .sort((a, b) => a.name.localeCompare(b.name));
    },
    get: find,
    async save({ id, name, recipients }) {
      if (id) await find(id);
      const saved: DistributionList = {
        id: id ?? randomUUID(),
        name,
        recipients,
        updated: now().toISOString(),
      };
      const others = (await file.read()).filter((l) => l.id !== saved.id);
      await file.write([...others, saved]);
      return saved;
    },
    async remove(id) {
      await find(id);
      await file.write((await file.read()).filter((l) => l.id !== id));
    },
  };
}
