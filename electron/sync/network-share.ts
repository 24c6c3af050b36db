/**
 * Is a hot folder on a network share (SMB/CIFS, NFS, sshfs, WebDAV…)? Native file events of a
 * share report only what this computer writes, never what another workstation or the file server
 * does, so such a folder is polled. The parsers are pure and take the platform's own listing
 * (`/proc/self/mountinfo`, macOS `mount`, Windows `net use`) as input; `detectNetworkShare` reads it.
 */
import { execFile } from 'node:child_process';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { PathPlatform } from './path-rules.js';

/** File-system types of network mounts (Linux mountinfo names and macOS `mount` names). */
const networkTypes = new Set([
  'cifs',
  'smb3',
  'smbfs',
  'smb2',
  'nfs',
  'nfs4',
  'afpfs',
  'webdav',
  'davfs',
  'fuse.davfs',
  'fuse.sshfs',
  'sshfs',
  'fuse.rclone',
  // GNOME's gvfs (Files' "Connect to Server", smb:// and sftp:// alike), under /run/user/<uid>/gvfs.
  'fuse.gvfsd-fuse',
  'ncpfs',
  '9p',
  'ceph',
  'glusterfs',
  'fuse.glusterfs',
]);

export function isNetworkFsType(type: string): boolean {
  return networkTypes.has(type.toLowerCase());
}

/** A mount point and its file-system type. */
export interface Mount {
  readonly mountPoint: string;
  readonly type: string;
}

/** Linux `/proc/self/mountinfo`: field 5 is the mount point (octal escapes), the type follows " - ". */
export function parseMountinfo(text: string): Mount[] {
  const mounts: Mount[] = [];
  for (const line of text.split('\n')) {
    const [before, after] = line.split(' - ');
    const mountPoint = before?.split(' ')[4];
    const type = after?.split(' ')[0];
    if (mountPoint && type) mounts.push({ mountPoint: unescapeOctal(mountPoint), type });
  }
  return mounts;
}

/** macOS `mount`: "//dana@nas/print on /Volumes/print (smbfs, nodev, nosuid, mounted by dana)". */
export function parseMacMount(text: string): Mount[] {
  const mounts: Mount[] = [];
  for (const line of text.split('\n')) {
    const match = / on (.+) \(([^,)]+)[,)]/.exec(line);
    if (match) mounts.push({ mountPoint: match[1]!, type: match[2]!.trim() });
  }
  return mounts;
}

/** The file-system type of the mount holding `folder` (the longest mount point above it). */
export function mountTypeOf(folder: string, mounts: readonly Mount[]): string | undefined {
  let best: Mount | undefined;
  for (const m of mounts) {
    const inside = folder === m.mountPoint || folder.startsWith(m.mountPoint.replace(/\/$/, '') + '/');
    if (inside && (!best || m.mountPoint.length >= best.mountPoint.length)) best = m;
  }
  return best?.type;
}

/** Drive letters mapped to shares, from Windows `net use` ("OK  Z:  \\nas\print  Microsoft Windows Network"). */
export function parseNetUse(text: string): string[] {
  const drives: string[] = [];
  for (const line of text.split(/\r?\n/)) {
    const match = /(?:^|\s)([A-Za-z]):\s+\\\\/.exec(line);
    if (match) drives.push(match[1]!.toUpperCase());
  }
  return drives;
}

/** A UNC path (`\\server\share\…`, `//server/share/…`) or a path on a mapped network drive. */
export function isWindowsNetworkPath(folder: string, mappedDrives: readonly string[]): boolean {
  if (/^[\\/]{2}[^\\/?.]/.test(folder)) return true;
  // `\\?\UNC\server\share` is the long-path form of a UNC path.
  if (/^\\\\\?\\UNC\\/i.test(folder)) return true;
  const drive = /^([A-Za-z]):/.exec(folder)?.[1];
  return drive !== undefined && mappedDrives.includes(drive.toUpperCase());
}

/** What a folder is on, as far as watching it is concerned. */
export type ShareDetection = { readonly network: false } | { readonly network: true; readonly kind: string };

/** The platform's mount listing, read from the system. Tests pass their own. */
export interface MountSource {
  readonly platform: PathPlatform;
  read(): Promise<string>;
}

export function systemMountSource(platform: PathPlatform): MountSource {
  return {
    platform,
    read: () => {
      if (platform === 'linux') return fs.readFile('/proc/self/mountinfo', 'utf8');
      return run(platform === 'win32' ? 'net' : 'mount', platform === 'win32' ? ['use'] : []);
    },
  };
}

/**
 * Whether `folder` is on a network share; an unreadable listing counts as "not a share". On Linux
 * and macOS the folder's real path is looked up (symbolic links resolved; as given when it is not
 * there); on Windows a link to a share is not followed.
 */
export async function detectNetworkShare(folder: string, source: MountSource): Promise<ShareDetection> {
  if (source.platform === 'win32' && isWindowsNetworkPath(folder, [])) return { network: true, kind: 'UNC' };
  const listing = await source.read().catch(() => '');
  if (source.platform === 'win32') {
    return isWindowsNetworkPath(folder, parseNetUse(listing))
      ? { network: true, kind: 'network drive' }
      : { network: false };
  }
  const mounts = source.platform === 'linux' ? parseMountinfo(listing) : parseMacMount(listing);
  // The mount holding the folder is where its links lead (a link in the home folder into /mnt/print).
  const real = await fs.realpath(folder).catch(() => path.posix.resolve(folder));
  const type = mountTypeOf(real, mounts);
  return type !== undefined && isNetworkFsType(type) ? { network: true, kind: type } : { network: false };
}

function unescapeOctal(s: string): string {
  return s.replace(/\\([0-7]{3})/g, (_, oct: string) => String.fromCharCode(parseInt(oct, 8)));
}

function run(command: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(command, args, { timeout: 5000, windowsHide: true }, (error, stdout) =>
      error ? reject(error) : resolve(stdout),
    );
  });
}
