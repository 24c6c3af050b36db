import { mkdir, mkdtemp, realpath, rm, symlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  detectNetworkShare,
  isWindowsNetworkPath,
  mountTypeOf,
  parseMacMount,
  parseMountinfo,
  parseNetUse,
  type MountSource,
} from './network-share.js';

const mountinfo = [
  '22 1 8:2 / / rw,relatime shared:1 - ext4 /dev/sda2 rw',
  '61 22 0:52 / /mnt/print rw,relatime shared:30 - cifs //nas/print rw,vers=3.1.1',
  '62 22 0:53 / /srv/jobs rw,relatime shared:31 - nfs4 files:/export/jobs rw,vers=4.2',
  '63 61 8:3 / /mnt/print/local\\040disk rw,relatime - ext4 /dev/sdb1 rw',
  '64 22 0:54 / /home/dana/remote rw,nosuid - fuse.sshfs dana@studio:/jobs rw',
  '65 30 0:55 / /run/user/1000/gvfs rw,nosuid,nodev,relatime - fuse.gvfsd-fuse gvfsd-fuse rw,user_id=1000',
].join('\n');

const macMount = [
  '/dev/disk3s1s1 on / (apfs, sealed, local, read-only, journaled)',
  '//dana@nas._smb._tcp.local/Print on /Volumes/Print (smbfs, nodev, nosuid, mounted by dana)',
  'files:/export/jobs on /Volumes/jobs (nfs, asynchronous)',
].join('\n');

const netUse = [
  'New connections will be remembered.',
  '',
  'Status       Local     Remote                    Network',
  '-------------------------------------------------------------------------------',
  'OK           Z:        \\\\nas\\print                Microsoft Windows Network',
  'Disconnected P:        \\\\files\\jobs              Microsoft Windows Network',
  'The command completed successfully.',
].join('\r\n');

function source(platform: MountSource['platform'], text: string): MountSource {
  return { platform, read: () => Promise.resolve(text) };
}

describe('network share detection', () => {
  it('reads the file-system type of the innermost mount from Linux mountinfo', () => {
    const mounts = parseMountinfo(mountinfo);
    expect(mountTypeOf('/mnt/print/Brochures', mounts)).toBe('cifs');
    expect(mountTypeOf('/mnt/printer', mounts)).toBe('ext4');
    expect(mountTypeOf('/mnt/print/local disk/in', mounts)).toBe('ext4');
    expect(mountTypeOf('/srv/jobs', mounts)).toBe('nfs4');
  });

  it('tells shares from local disks on Linux, macOS and Windows', async () => {
    const linux = source('linux', mountinfo);
    expect(await detectNetworkShare('/mnt/print/in', linux)).toEqual({ network: true, kind: 'cifs' });
    expect(await detectNetworkShare('/srv/jobs/../jobs/a', linux)).toEqual({ network: true, kind: 'nfs4' });
    expect(await detectNetworkShare('/home/dana/remote/x', linux)).toEqual({
      network: true,
      kind: 'fuse.sshfs',
    });
    expect(
      await detectNetworkShare('/run/user/1000/gvfs/smb-share:server=nas,share=print/in', linux),
    ).toEqual({
      network: true,
      kind: 'fuse.gvfsd-fuse',
    });
    expect(await detectNetworkShare('/home/dana/Print', linux)).toEqual({ network: false });
    expect(await detectNetworkShare('/mnt/print/local disk', linux)).toEqual({ network: false });

    const mac = source('darwin', macMount);
    expect(parseMacMount(macMount).map((m) => m.type)).toEqual(['apfs', 'smbfs', 'nfs']);
    expect(await detectNetworkShare('/Volumes/Print/Hot', mac)).toEqual({ network: true, kind: 'smbfs' });
    expect(await detectNetworkShare('/Users/dana/Print', mac)).toEqual({ network: false });

    const windows = source('win32', netUse);
    expect(parseNetUse(netUse)).toEqual(['Z', 'P']);
    expect(await detectNetworkShare('\\\\nas\\print\\hot', windows)).toEqual({ network: true, kind: 'UNC' });
    expect(await detectNetworkShare('z:\\hot', windows)).toEqual({ network: true, kind: 'network drive' });
    expect(await detectNetworkShare('C:\\Print', windows)).toEqual({ network: false });
  });

  it('recognises UNC paths in every spelling, and nothing else', () => {
    expect(isWindowsNetworkPath('\\\\server\\share', [])).toBe(true);
    expect(isWindowsNetworkPath('//server/share/in', [])).toBe(true);
    expect(isWindowsNetworkPath('\\\\?\\UNC\\server\\share', [])).toBe(true);
    expect(isWindowsNetworkPath('\\\\?\\C:\\Print', [])).toBe(false);
    expect(isWindowsNetworkPath('C:\\Print', ['Z'])).toBe(false);
  });

  it('treats an unreadable listing as a local disk', async () => {
    const broken: MountSource = { platform: 'linux', read: () => Promise.reject(new Error('EACCES')) };
    expect(await detectNetworkShare('/mnt/print', broken)).toEqual({ network: false });
  });

  it.skipIf(process.platform === 'win32')(
    'looks up the mount of the folder a symbolic link leads to',
    async () => {
      const dir = await realpath(await mkdtemp(path.join(os.tmpdir(), 'printdesk-share-')));
      try {
        // `share` stands for the mount point of //nas/print; the hot folder is linked from elsewhere.
        const share = path.join(dir, 'share');
        await mkdir(path.join(share, 'in'), { recursive: true });
        await mkdir(path.join(dir, 'home'));
        await symlink(path.join(share, 'in'), path.join(dir, 'home', 'Print'));
        const withShare = source('linux', `${mountinfo}\n70 22 0:60 / ${share} rw - cifs //nas/print rw\n`);
        expect(await detectNetworkShare(path.join(dir, 'home', 'Print'), withShare)).toEqual({
          network: true,
          kind: 'cifs',
        });
        expect(await detectNetworkShare(path.join(dir, 'home'), withShare)).toEqual({ network: false });
        // A link whose target is gone (a share not mounted) is looked up as given.
        await rm(path.join(share, 'in'), { recursive: true });
        expect(await detectNetworkShare(path.join(dir, 'home', 'Print'), withShare)).toEqual({
          network: false,
        });
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
  );
});
