/** The folder browser on real folders: home and network shares only, no files, links checked. */
import { mkdir, mkdtemp, realpath, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MountSource } from '../../sync/network-share.js';
import { createFolderBrowser, expandHome } from './folder-browser.js';

let base: string;
let home: string;
let share: string;
let elsewhere: string;
let browser: ReturnType<typeof createFolderBrowser>;

/** A mountinfo listing where `share` is an SMB mount and / a local disk. */
function mountsWith(sharePath: string): MountSource {
  return {
    platform: 'linux',
    read: async () =>
      [
        '22 1 8:1 / / rw,relatime shared:1 - ext4 /dev/sda1 rw',
        `90 22 0:50 / ${sharePath.replace(/ /g, '\\040')} rw,relatime shared:2 - cifs //nas/print rw`,
      ].join('\n'),
  };
}

beforeAll(async () => {
  base = await realpath(await mkdtemp(join(tmpdir(), 'printdesk-browse-')));
  home = join(base, 'home');
  share = join(base, 'mnt', 'print share');
  elsewhere = join(base, 'elsewhere');
  for (const folder of ['Print/Brochures', 'Print/flyers', '.cache', 'Desktop'])
    await mkdir(join(home, folder), { recursive: true });
  await mkdir(join(share, 'Orders'), { recursive: true });
  await mkdir(join(elsewhere, 'secret'), { recursive: true });
  await writeFile(join(home, 'Print', 'notes.pdf'), '%PDF-1.4');
  await symlink(join(home, 'Print', 'Brochures'), join(home, 'Brochures link'));
  await symlink(join(share, 'Orders'), join(home, 'Orders on the share'));
  await symlink(elsewhere, join(home, 'Outside link'));
  browser = createFolderBrowser({ home, mounts: mountsWith(share) });
});

afterAll(async () => {
  await rm(base, { recursive: true, force: true });
});

describe('the folder browser', () => {
  it('starts at the home folder and the mounted network shares', async () => {
    expect(await browser.list()).toEqual({
      path: null,
      parent: null,
      roots: [
        { name: 'Home folder', path: home },
        { name: `Network share ${share}`, path: share },
      ],
      folders: [
        { name: 'Home folder', path: home },
        { name: `Network share ${share}`, path: share },
      ],
    });
  });

  it('lists sub-folders only: no files, no hidden folders, links that stay inside followed', async () => {
    const listing = await browser.list('~');
    expect(listing.path).toBe(home);
    expect(listing.parent).toBeNull();
    expect(listing.folders.map((folder) => folder.name)).toEqual([
      'Brochures link',
      'Desktop',
      'Orders on the share',
      'Print',
    ]);
    const print = await browser.list('~/Print');
    expect(print.folders).toEqual([
      { name: 'Brochures', path: join(home, 'Print', 'Brochures') },
      { name: 'flyers', path: join(home, 'Print', 'flyers') },
    ]);
    expect(print.parent).toBe(home);
  });

  it('shows nothing outside those places, however it is asked', async () => {
    await expect(browser.list(elsewhere)).rejects.toMatchObject({ code: 'invalid-input' });
    await expect(browser.list(join(home, '..', 'elsewhere'))).rejects.toMatchObject({
      code: 'invalid-input',
    });
    await expect(browser.list(join(home, 'Outside link'))).rejects.toMatchObject({
      message: 'PrintDesk can show folders in your home folder and on mounted network shares only.',
    });
    await expect(browser.list('/')).rejects.toMatchObject({ code: 'invalid-input' });
  });

  it('opens a network share and says where a missing folder was asked for', async () => {
    expect((await browser.list(share)).folders.map((folder) => folder.name)).toEqual(['Orders']);
    await expect(browser.list('~/Nowhere')).rejects.toMatchObject({
      message: '"~/Nowhere" is not a folder on this computer.',
    });
  });
});

describe('a path in the home folder', () => {
  it('expands ~ and ~/… and leaves other paths alone', () => {
    expect(expandHome('~', '/home/dana')).toBe('/home/dana');
    expect(expandHome('~/Print/Flyers', '/home/dana')).toBe('/home/dana/Print/Flyers');
    expect(expandHome('/srv/print', '/home/dana')).toBe('/srv/print');
    expect(expandHome('~dana/Print', '/home/dana')).toBe('~dana/Print');
  });
});
