/** The one way the platform starts ffmpeg (issue 27 #9, #11): the build mediaTools chose, as the
 *  unprivileged media account where the platform is root, at the priority of its role — a
 *  camera's recording before anything that can wait (motion, snapshots, exports, probes). */
import { spawn, type ChildProcess, type ChildProcessWithoutNullStreams, type StdioOptions } from 'node:child_process';
import os from 'node:os';
import type { Readable } from 'node:stream';
import { redactCredentials } from '../../kernel/redactCredentials';
import { mediaAccount } from './mediaAccount';
import { mediaTools } from './mediaTools';

/** Unix niceness per role (0 is the platform's own, 19 the lowest). Recording runs above the
 *  platform and any other work on the machine where it may (a negative niceness needs root);
 *  elsewhere at the platform's own, still above analysis. Detection — a motion detector's decode
 *  of the small review stream and its event's pictures — runs at the platform's own: it costs
 *  little, and an alarm must reach the console within 2 s (spec 3), where at analysis's niceness
 *  a platform whose recorders and viewers filled the cores told of motion 8 to 29 s late. */
export const MEDIA_NICENESS = { recording: -5, detection: 0, analysis: 10 } as const;
export type MediaRole = keyof typeof MEDIA_NICENESS;

export function spawnMedia(role: MediaRole, args: string[]): ChildProcessWithoutNullStreams;
export function spawnMedia(role: MediaRole, args: string[], stdio: StdioOptions): ChildProcess;
export function spawnMedia(role: MediaRole, args: string[], stdio: StdioOptions = 'pipe'): ChildProcess {
  const account = mediaAccount();
  const child = spawn(mediaTools.ffmpeg, args, {
    stdio,
    ...(account && {
      uid: account.uid,
      gid: account.gid,
      // Its own home is no use to the child, root's it may not enter (fontconfig looks there).
      env: { ...process.env, HOME: '/', XDG_CACHE_HOME: '/nonexistent' },
    }),
  });
  if (child.pid !== undefined) setNiceness(child.pid, role);
  return child;
}

function setNiceness(pid: number, role: MediaRole): void {
  // Set at once, before ffmpeg starts its threads: Linux keeps a niceness per thread, and new
  // threads take their creator's.
  for (const niceness of [MEDIA_NICENESS[role], 0]) {
    try {
      os.setPriority(pid, niceness);
      return;
    } catch {
      // Not permitted here (a negative niceness without root): try the platform's own.
    }
  }
}

/** Runs one ffmpeg to its end, `input` on its stdin and `files` (open descriptors) from fd 3 on;
 *  resolves with its stdout, or rejects with the last line it wrote on stderr. */
export function runMedia(
  role: MediaRole,
  args: string[],
  input?: Readable | Buffer,
  files: number[] = [],
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = spawnMedia(role, args, ['pipe', 'pipe', 'pipe', ...files]) as ChildProcessWithoutNullStreams;
    const out: Buffer[] = [];
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-2000)));
    child.stdin.on('error', () => undefined); // EPIPE when ffmpeg stops reading; its exit says why.
    child.once('error', reject);
    child.once('close', (code, signal) => {
      if (code === 0) resolve(Buffer.concat(out));
      else {
        const last = stderr.trim().split('\n').pop();
        reject(new Error(`ffmpeg failed: ${last ? redactCredentials(last) : (signal ?? `exit ${code}`)}`));
      }
    });
    if (!input) child.stdin.end();
    else if (Buffer.isBuffer(input)) child.stdin.end(input);
    else {
      input.once('error', (err) => {
        child.kill('SIGKILL');
        reject(err);
      });
      input.pipe(child.stdin);
    }
  });
}
