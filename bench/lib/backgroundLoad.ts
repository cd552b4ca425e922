/** A fixed background load for the video bench (issue 17): one child process per core runs a
 *  bounded busy loop at a duty cycle (busy `busyMs`, idle the rest of each `periodMs`), so every
 *  core is about `percent` busy whatever else runs — a workstation doing other work. */
import { type ChildProcess, spawn } from 'node:child_process';
import os from 'node:os';

export interface BackgroundLoad {
  cores: number;
  percent: number;
  stop(): void;
}

const PERIOD_MS = 100;

export function startBackgroundLoad(percent: number, cores = os.cpus().length, maxMs = 3_600_000): BackgroundLoad {
  const busyMs = Math.round((PERIOD_MS * Math.max(0, Math.min(100, percent))) / 100);
  // Bounded: each loop ends by itself after maxMs, even if the bench is killed without clean-up.
  const loop =
    `const end = Date.now() + ${maxMs}; const tick = () => { const t = Date.now(); ` +
    `if (t > end) return; while (Date.now() - t < ${busyMs}) {} setTimeout(tick, ${PERIOD_MS - busyMs}); }; tick();`;
  const children: ChildProcess[] = Array.from({ length: cores }, () =>
    spawn(process.execPath, ['-e', loop], { stdio: 'ignore' }),
  );
  return {
    cores,
    percent,
    stop: () => children.forEach((child) => child.kill('SIGKILL')),
  };
}
