/**
 * The fuse wire electron-builder.yml asks for, as electron-builder itself computes it before flipping
 * the packaged binary: one state per @electron/fuses index. Shared by packaging.test.ts (the rules
 * against the configuration) and the Electron spec (the packaged binary against the configuration).
 */
import { FuseV1Options } from '@electron/fuses';
import type { FuseConfig } from '@electron/fuses';
// Not re-exported by the package's index: the wire's byte values.
import { FuseState } from '@electron/fuses/dist/constants.js';
import { LinuxPackager } from 'app-builder-lib';
import type { Configuration } from 'app-builder-lib';

export type FuseOptions = NonNullable<Configuration['electronFuses']>;

/** A packager only to call electron-builder's own steps; `executableName` is all they read of it. */
export function fusePackager(executableName: string): LinuxPackager {
  return Object.assign(Object.create(LinuxPackager.prototype) as LinuxPackager, { executableName });
}

/** electron-builder's mapping of its `electronFuses` keys to the wire (a private method, hence the cast). */
export async function fuseConfigOf(fuses: FuseOptions): Promise<FuseConfig> {
  const packager = fusePackager('electron') as unknown as {
    generateFuseConfig(fuses: FuseOptions): Promise<FuseConfig>;
  };
  return packager.generateFuseConfig(fuses);
}

/** Every fuse of the wire with the byte state the configuration asks for (INHERIT where it says nothing). */
export async function wantedFuseStates(fuses: FuseOptions): Promise<Map<FuseV1Options, FuseState>> {
  const config = (await fuseConfigOf(fuses)) as Partial<Record<FuseV1Options, boolean>>;
  const states = new Map<FuseV1Options, FuseState>();
  for (const fuse of Object.values(FuseV1Options)) {
    if (typeof fuse !== 'number') continue;
    const wanted = config[fuse];
    states.set(
      fuse,
      wanted === undefined ? FuseState.INHERIT : wanted ? FuseState.ENABLE : FuseState.DISABLE,
    );
  }
  return states;
}

export { FuseState, FuseV1Options };
