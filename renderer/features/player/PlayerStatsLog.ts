/** The statistics and log panel's data (spec 2 §9): the log (200), the request log (50) and the
 *  chunk stats (240) as ring buffers, and the frame counters. */
import {
  PLAYER_CHUNK_STATS_SIZE,
  PLAYER_LOG_SIZE,
  PLAYER_REQUEST_LOG_SIZE,
} from '../../../shared/video/playerConstants';
import type { PlayStage, PlayStageMarks } from './playStages';
import type { PlayerChunkStat, PlayerLogEntry, PlayerRequestLogEntry, PlayerStats } from './playerTypes';

function push<T>(ring: T[], item: T, size: number): void {
  ring.push(item);
  if (ring.length > size) ring.splice(0, ring.length - size);
}

export class PlayerStatsLog {
  private readonly log: PlayerLogEntry[] = [];
  private readonly requests: PlayerRequestLogEntry[] = [];
  private readonly chunks: PlayerChunkStat[] = [];
  private readonly glass: number[] = [];
  /** When each glass to glass sample's picture was painted (the wall clock), index for index. */
  private readonly glassAt: number[] = [];
  framesDecoded = 0;
  framesPainted = 0;
  framesDropped = 0;
  firstFrameAt: number | null = null;
  requestedAt: number | null = null;
  /** This play's stages (issue 37), on this log's clock. */
  private stageMarks: PlayStageMarks = {};

  /** `now` is monotonic (performance.now) and measures durations; `wallClock` (ms since the epoch)
   *  stamps the entries, which the panel shows as times of day. */
  constructor(
    private readonly now: () => number,
    private readonly wallClock: () => number = () => Date.now(),
  ) {}

  write(level: PlayerLogEntry['level'], message: string): void {
    push(this.log, { at: this.wallClock(), level, message }, PLAYER_LOG_SIZE);
  }

  /** Logs a request; the returned function records how long its answer took. */
  request(request: string, detail?: string): () => void {
    const started = this.now();
    const entry: PlayerRequestLogEntry = { at: this.wallClock(), request, ...(detail !== undefined && { detail }) };
    push(this.requests, entry, PLAYER_REQUEST_LOG_SIZE);
    return () => {
      if (entry.tookMs === undefined) entry.tookMs = Math.round(this.now() - started);
    };
  }

  chunk(pts: number, bytes: number, key: boolean): void {
    push(this.chunks, { at: this.wallClock(), pts, bytes, key }, PLAYER_CHUNK_STATS_SIZE);
  }

  /** Wall time minus capture time of a painted live frame (glass to glass, issue 17). */
  glassToGlass(ms: number): void {
    push(this.glass, Math.round(ms), PLAYER_CHUNK_STATS_SIZE);
    push(this.glassAt, this.wallClock(), PLAYER_CHUNK_STATS_SIZE);
  }

  /** The first frame since the play request was painted elsewhere (a player worker) at `at`. */
  firstPainted(at: number): void {
    if (this.firstFrameAt === null) this.firstFrameAt = at;
  }

  /** A play request: the time-to-first-frame measurement and its stages start again, from
   *  `stage` (a player worker starts from the request's arrival). */
  playRequested(stage: PlayStage = 'requested'): void {
    this.requestedAt = this.now();
    this.firstFrameAt = null;
    this.stageMarks = { [stage]: this.requestedAt };
  }

  /** The play reached `stage`; only the first time counts. */
  stage(stage: PlayStage, at: number = this.now()): void {
    this.stageMarks[stage] ??= at;
  }

  /** Stages recorded elsewhere (a player worker's, moved to this clock). */
  addStages(marks: PlayStageMarks): void {
    this.stageMarks = { ...marks, ...this.stageMarks };
  }

  get stages(): PlayStageMarks {
    return { ...this.stageMarks };
  }

  painted(): void {
    this.framesPainted += 1;
    if (this.firstFrameAt === null) {
      this.firstFrameAt = this.now();
      this.stage('painted', this.firstFrameAt);
    }
  }

  snapshot(): PlayerStats {
    return {
      log: [...this.log],
      requests: this.requests.map((r) => ({ ...r })),
      chunks: [...this.chunks],
      glassToGlassMs: [...this.glass],
      glassPaintedAt: [...this.glassAt],
      framesDecoded: this.framesDecoded,
      framesPainted: this.framesPainted,
      framesDropped: this.framesDropped,
      firstFrameAt: this.firstFrameAt,
      requestedAt: this.requestedAt,
      stages: this.stages,
      path: 'main',
    };
  }
}
