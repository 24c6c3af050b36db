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
});
