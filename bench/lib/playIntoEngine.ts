/** Plays a demo scene's clip into an analytics engine as the live stream would (issue 32; bench/
 *  analytics and bench/analyticsFaces): each frame handed on at its time on the wall clock, 500 ms
 *  from now, then waits for the engine's backlog to drain; answers the clip's offset onto the wall
 *  clock and the CPU the engine took meanwhile — this process's threads and its decoder ffmpeg —
 *  and the decoder's memory. */
import fs from 'node:fs';
import type { Frame, StreamInit } from '../../server/media';
import type { SceneClip } from '../../server/media/sources/sceneClip';
import { treeCpu } from './processTreeCpu';

export interface PlayableEngine {
  init(init: StreamInit): void;
  frame(frame: Frame): void;
  readonly decoderPid: number | undefined;
  readonly backlog: number;
}

export interface PlayedClip {
  /** Added to a scene time to give the wall time it was played at. */
  offset: number;
  /** This process's and the decoder's CPU, µs. */
  totalUs: number;
  cpuPercentOfCore: number;
  mainProcessCpuPercent: number;
  decoderCpuPercent: number;
  decoderRssMb: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const round = (value: number) => Number(value.toFixed(2));

/** Resident memory of a process, MB (0 once it has gone). */
export function rssMb(pid: number): number {
  try {
    const line = fs
      .readFileSync(`/proc/${pid}/status`, 'utf8')
      .split('\n')
      .find((l) => l.startsWith('VmRSS:'));
    return Number(line?.replace(/\D+/g, '') ?? 0) / 1024;
  } catch {
    return 0;
  }
}

/** `start` is the scene time the clip begins at. */
export async function playIntoEngine(engine: PlayableEngine, clip: SceneClip, start: number): Promise<PlayedClip> {
  const offset = Date.now() + 500 - start;
  engine.init({ ...clip.init, originMs: start + offset });
  const cpuBefore = process.cpuUsage();
  const wallBefore = performance.now();
  let decoderUs = 0;
  let decoderRssMb = 0;
  for (const frame of clip.frames) {
    const due = frame.pts + offset;
    if (due > Date.now()) await sleep(due - Date.now());
    engine.frame({ ...frame, pts: due });
    const pid = engine.decoderPid;
    if (pid === undefined) continue;
    decoderUs = Math.max(decoderUs, treeCpu(process.pid).get(pid)?.cpuUs ?? 0);
    decoderRssMb = Math.max(decoderRssMb, rssMb(pid));
  }
  while (engine.backlog > 0) await sleep(10);
  const wallUs = (performance.now() - wallBefore) * 1000;
  const cpu = process.cpuUsage(cpuBefore);
  const mainUs = cpu.user + cpu.system;
  const totalUs = mainUs + decoderUs;
  return {
    offset,
    totalUs,
    cpuPercentOfCore: round((totalUs / wallUs) * 100),
    mainProcessCpuPercent: round((mainUs / wallUs) * 100),
    decoderCpuPercent: round((decoderUs / wallUs) * 100),
    decoderRssMb,
  };
}
