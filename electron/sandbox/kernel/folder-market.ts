/**
 * Which market a sandbox data folder serves. A folder is seeded in one market (its templates' sizes,
 * its orders' currency and prices), so it stays in it: the market is recorded at the first start,
 * and starting the folder in another one is refused. A folder made before markets existed is the US.
 */
import { markets } from '../../shared/models/markets.js';
import type { MarketId } from '../../shared/models/markets.js';
import type { StateStore, StoredRecord } from './state.js';
import { USERS } from './users.js';

const SANDBOX = 'sandbox';
const MARKET_RECORD = 'market';

interface MarketRecord extends StoredRecord {
  readonly market: MarketId;
}

/** The market the folder serves: recorded, else the one asked for (default the US), then recorded. */
export async function bindFolderMarket(
  state: StateStore,
  dataDir: string,
  wanted: MarketId | undefined,
): Promise<MarketId> {
  const recorded =
    state.get<MarketRecord>(SANDBOX, MARKET_RECORD)?.market ??
    (state.all(USERS).length > 0 ? 'us' : undefined);
  if (recorded && wanted && recorded !== wanted) {
    throw new Error(
      `The sandbox data folder ${dataDir} serves the ${markets[recorded].name} market (--market ${recorded}), not ${markets[wanted].name}: start it with --market ${recorded}, or give --market ${wanted} another data folder.`,
    );
  }
  const market = recorded ?? wanted ?? 'us';
  if (!state.get<MarketRecord>(SANDBOX, MARKET_RECORD)) {
    await state.transact((tx) => tx.put<MarketRecord>(SANDBOX, { id: MARKET_RECORD, market }));
  }
  return market;
}
