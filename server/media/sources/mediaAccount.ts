/** The unprivileged account the platform's ffmpeg children run as when the platform itself runs as
 *  root (issue 27 #11): ffmpeg parses what cameras send, so a flaw in a demuxer must not hand over
 *  the machine. `VANTAGE_MEDIA_USER` names it (a user name or uid[:gid]; `nobody` by default,
 *  `root` keeps the children as root). The children get their input and give their output on
 *  pipes; the few files they must open themselves are checked here as that account. */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const MEDIA_USER_ENV = 'VANTAGE_MEDIA_USER';
/** The account used when none is configured (nogroup's gid beside it where `id` cannot say). */
const DEFAULT_ACCOUNT = { name: 'nobody', uid: 65534, gid: 65534 } as const;

export interface MediaAccount {
  name: string;
  uid: number;
  gid: number;
}

let resolved: { account: MediaAccount | undefined } | undefined;

/** The account to drop to, or undefined where the platform is not root (nothing to drop). */
export function mediaAccount(env: NodeJS.ProcessEnv = process.env): MediaAccount | undefined {
  if (env === process.env && resolved) return resolved.account;
  const account = resolveAccount(env);
  if (env === process.env) resolved = { account };
  return account;
}

function resolveAccount(env: NodeJS.ProcessEnv): MediaAccount | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const configured = env[MEDIA_USER_ENV]?.trim() || DEFAULT_ACCOUNT.name;
  const numeric = /^(\d+)(?::(\d+))?$/.exec(configured);
  const account = numeric
    ? { name: configured, uid: Number(numeric[1]), gid: Number(numeric[2] ?? numeric[1]) }
    : lookUp(configured);
  return account.uid === 0 ? undefined : account;
}

/** Asks the system's user database (NSS, so LDAP accounts too) for a named account. */
function lookUp(name: string): MediaAccount {
  const id = (flag: string) => {
    const out = spawnSync('id', [flag, name], { encoding: 'utf8' });
    return out.status === 0 ? Number(out.stdout.trim()) : undefined;
  };
  const uid = id('-u');
  const gid = id('-g');
  if (uid !== undefined && gid !== undefined) return { name, uid, gid };
  if (name === DEFAULT_ACCOUNT.name) return { ...DEFAULT_ACCOUNT };
  throw new Error(`${MEDIA_USER_ENV}: no account named ${name}`);
}

const copies = new Map<string, string>();
let copyDir: string | undefined;

/** A path of `file` the media account can open (`exec`: and run): the file itself where the
 *  account reaches it, else a copy in a private folder it can read (a checkout under /root). */
export function reachableByMediaAccount(file: string, mode: 'read' | 'exec' = 'read'): string {
  const account = mediaAccount();
  // A bare command name is found on the PATH by the child itself.
  if (!account || !path.isAbsolute(file) || canOpen(account, file, mode)) return file;
  const known = copies.get(file);
  if (known) return known;
  if (!copyDir) {
    copyDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vantage-media-'));
    fs.chmodSync(copyDir, 0o755);
    const dir = copyDir;
    process.once('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
  }
  const copy = path.join(copyDir, `${copies.size}-${path.basename(file)}`);
  fs.copyFileSync(file, copy);
  fs.chmodSync(copy, mode === 'exec' ? 0o755 : 0o644);
  copies.set(file, copy);
  return copy;
}

/** Asks the system itself, as the account (permission bits, ACLs and mounts alike). */
function canOpen(account: MediaAccount, file: string, mode: 'read' | 'exec'): boolean {
  const check = spawnSync('test', [mode === 'exec' ? '-x' : '-r', file], { uid: account.uid, gid: account.gid });
  return check.status === 0;
}

/** Opens `file` for the media account to write one output into, without leave to enter the
 *  folders on its way: the child is handed the open file (`/dev/fd/N`, which reopens it for
 *  reading too, as an MP4 with its index up front needs) and owns only that file until
 *  reclaimFromMediaAccount. Undefined where there is no account: the child opens the path. */
export function lendFileToMediaAccount(file: string): number | undefined {
  const account = mediaAccount();
  if (!account) return undefined;
  const fd = fs.openSync(file, 'w', 0o600);
  fs.fchownSync(fd, account.uid, account.gid);
  return fd;
}

/** Gives a file the media account wrote back to the platform's own account, before it joins the
 *  platform's files (another process running as that account must not change an export). */
export function reclaimFromMediaAccount(file: string): void {
  if (mediaAccount() && process.getuid && process.getgid) fs.chownSync(file, process.getuid(), process.getgid());
}
