/** One media WebSocket (design.md §4): authorises init with a ticket, sends the stream header,
 *  then live frames from the newest keyframe, or archive frames paced by media time × speed
 *  (reverse by whole GOPs, keyframes only at high speed), with the spec's stop codes and events.
 *  The ticket's session must still be allowed to watch the camera when it is redeemed and after
 *  every change to the realm's access rules, or the socket stops with 'Not authorized' (issue 27).
 *  A camera's sound goes with its pictures live and in archive played forward at 1× (issue 31):
 *  at other speeds there is nothing to hear, and none is sent. The camera's metadata channel goes
 *  with its pictures live and in archive played forward (issue 31 overlay; ArchiveMarks). Archive
 *  over the file transport (init `file: true`, spec 2 §4 restartFile) is what the camera's avatar
 *  holds, each 30 s file fetched to the cloud as playback reaches it; a file that cannot be had
 *  ends the archive there. */
import type { MediaSeeked } from '../../../shared/video/mediaFrame';
import {
  AOD_CHUNK_MS,
  HEARTBEAT_TIMEOUT_MS,
  MEDIA_INIT_TIMEOUT_MS,
  STOP_CODE,
  STOP_TEXT,
  type StopCode,
  type StreamEvent,
  type StreamNumber,
} from '../../../shared/video/constants';
import type { ArchiveReader } from '../archive/ArchiveReader';
import type { Frame } from '../sources/SourceListener';
import type { LiveStream } from './LiveStream';
import type { MetadataMark } from '../metadata/packMarks';
import type { MarkRange } from './ArchiveMarks';
import type { ArchiveRun } from './ArchiveRun';
import { parseMediaCommand, type ParsedCommand } from './parseMediaCommand';
import { GrantWatch, type GrantChecks } from './GrantWatch';
import { MediaSender, type MediaSocket } from './MediaSender';
import type { MediaTickets, TicketGrant } from './MediaTickets';
import { playArchiveForward } from './playArchiveForward';
import { playArchiveReverse } from './playArchiveReverse';

export type { MediaSocket } from './MediaSender';

export interface SessionDeps extends GrantChecks {
  tickets: MediaTickets;
  reader: ArchiveReader;
  /** The realm of a camera device, or undefined when there is no such camera. */
  cameraRealm(cameraId: string): Promise<string | undefined>;
  live(cameraId: string, stream: StreamNumber): LiveStream | undefined;
  /** In a cluster (issue 33): the live edge of a camera another node records, relayed from it;
   *  undefined when no node records it. Asked at init when `live` has none. */
  relay?(cameraId: string, stream: StreamNumber): Promise<LiveStream | undefined>;
  /** Whether the archive at `time` can be played over this connection (the cloud may not hold
   *  what only the avatar recorded); all of it when undefined. */
  archiveAvailable?(cameraId: string, stream: StreamNumber, time: number, isLocal: boolean): Promise<boolean>;
  /** The file transport (spec 2 §4 restartFile): brings the 30 s file holding `time` from the
   *  camera's avatar to the cloud for the grant's user; false when it cannot be had. */
  fetchFile?(grant: TicketGrant, stream: StreamNumber, time: number): Promise<boolean>;
  /** Whether the session a ticket was issued to is still alive: a ticket outlives no logout. */
  sessionAlive?(sessionId: string): Promise<boolean>;
  /** Calls `ended` when the session ends; returns a function that stops watching. */
  watchSession?(sessionId: string, ended: () => void): () => void;
  /** The speeds the grant's user may play at now (spec 2 §6 limitedSpeedList); any of the speed
   *  options when undefined. */
  speedsOf?(grant: TicketGrant): Promise<readonly number[]>;
  /** The cameras' metadata channel (issue 31): live messages as published, and the archive's. */
  metadata?: { watch(cameraId: string, listener: (mark: MetadataMark) => void): () => void; range: MarkRange };
}

type Mode = { kind: 'live' } | { kind: 'archive'; endTime?: number };

export class MediaSession {
  private stream: { cameraId: string; number: StreamNumber } | undefined;
  /** The live edge relayed from the node recording the camera (issue 33), when not recorded here. */
  private relayed: LiveStream | undefined;
  private grant: TicketGrant | undefined;
  /** The init asked for the metadata channel beside the pictures. */
  private metadata: SessionDeps['metadata'];
  /** Archive over the file transport: each 30 s file is fetched from the avatar as it is reached. */
  private file = false;
  /** Start of the last file the file transport fetched. */
  private fetchedFile: number | undefined;
  private mode: Mode = { kind: 'live' };
  /** Media time (ms since the epoch) playback continues from. */
  private position = 0;
  private speed = 1;
  private readonly send: MediaSender;
  /** Bumped by every play/pause/seek/close: a running loop with an older value stops. */
  private generation = 0;
  private stopLive: (() => void) | undefined;
  private unwatchSession: (() => void) | undefined;
  private grantWatch: GrantWatch | undefined;
  private lastMessageAt = Date.now();
  private readonly heartbeat: NodeJS.Timeout;
  /** Closes a socket that sends heartbeats but no init (issue 27 #10); cleared by its init. */
  private readonly initWait: NodeJS.Timeout;
  private closed = false;

  constructor(
    private readonly socket: MediaSocket,
    private readonly deps: SessionDeps,
  ) {
    this.send = new MediaSender(socket, () => this.closed);
    this.heartbeat = setInterval(() => {
      if (Date.now() - this.lastMessageAt > HEARTBEAT_TIMEOUT_MS) this.close(1001, 'heartbeat timeout');
    }, HEARTBEAT_TIMEOUT_MS / 3);
    this.heartbeat.unref();
    this.initWait = setTimeout(() => this.close(1008, 'init timeout'), MEDIA_INIT_TIMEOUT_MS);
    this.initWait.unref();
  }

  private handling: Promise<void> = Promise.resolve();

  /** Messages are handled one after another: a play sent right after init waits for the init. */
  onMessage(text: string): Promise<void> {
    this.lastMessageAt = Date.now();
    this.handling = this.handling.then(() => this.handle(text)).catch(() => this.stop(STOP_CODE.INTERNAL_ERROR));
    return this.handling;
  }

  private async handle(text: string): Promise<void> {
    if (this.closed) return;
    this.lastMessageAt = Date.now();
    const parsed = parseMediaCommand(text);
    if (!parsed.ok) return this.stop(STOP_CODE.INVALID_REQUEST);
    const command = parsed.command;
    if (command.cmd === 'heartbeat') return;
    if (command.cmd === 'init') {
      clearTimeout(this.initWait);
      return this.init(command);
    }
    if (!this.stream) return this.stop(STOP_CODE.INVALID_REQUEST);
    try {
      if (command.cmd === 'play') await this.play(command.speed);
      else if (command.cmd === 'pause') this.pause();
      else if (command.cmd === 'seek') await this.seek(command.time);
    } catch {
      this.stop(STOP_CODE.INTERNAL_ERROR);
    }
  }

  /** The socket went away. */
  dispose(): void {
    this.closed = true;
    this.halt();
    clearInterval(this.heartbeat);
    clearTimeout(this.initWait);
    this.unwatchSession?.();
    this.grantWatch?.stop();
  }

  private async init(command: Extract<ParsedCommand, { cmd: 'init' }>): Promise<void> {
    if (this.stream) return this.stop(STOP_CODE.INVALID_REQUEST);
    const grant = await this.deps.tickets.redeem(command.ticket);
    if (!grant || grant.cameraId !== command.objid) return this.stop(STOP_CODE.NOT_AUTHORIZED);
    if (this.deps.sessionAlive && !(await this.deps.sessionAlive(grant.sessionId))) {
      return this.stop(STOP_CODE.NOT_AUTHORIZED);
    }
    this.unwatchSession = this.deps.watchSession?.(grant.sessionId, () => this.stop(STOP_CODE.NOT_AUTHORIZED));
    const realm = await this.deps.cameraRealm(command.objid);
    if (!realm || realm !== grant.realmId) return this.stop(STOP_CODE.NOT_AUTHORIZED);
    if (this.closed) return;
    this.grantWatch = new GrantWatch(this.deps, grant, () => this.stop(STOP_CODE.NOT_AUTHORIZED));
    if (!(await this.grantWatch.start())) return this.stop(STOP_CODE.NOT_AUTHORIZED);
    if (this.closed) return;
    this.grant = grant;
    this.stream = { cameraId: command.objid, number: command.streamid };
    this.metadata = command.metadata ? this.deps.metadata : undefined;
    if (command.startTime === undefined) {
      if (!this.deps.live(command.objid, command.streamid)?.init && this.deps.relay) {
        this.relayed = await this.deps.relay(command.objid, command.streamid);
        if (this.closed) return;
      }
      const live = this.liveOf(this.stream)?.init;
      if (!live) return this.stop(STOP_CODE.VIDEO_UNAVAILABLE);
      this.mode = { kind: 'live' };
      this.send.sendHeader(live.init);
      return;
    }
    this.mode = { kind: 'archive', ...(command.endTime !== undefined && { endTime: command.endTime }) };
    const start = await this.deps.reader.keyAtOrBefore(command.objid, command.streamid, command.startTime);
    const segment = start && (await this.deps.reader.segment(start.segment_id));
    if (!start || !segment) return this.stop(STOP_CODE.VIDEO_UNAVAILABLE);
    this.file = command.file === true && !grant.isLocal && this.deps.fetchFile !== undefined;
    const available = this.file
      ? await this.fileAt(start.start_ms)
      : this.deps.archiveAvailable
        ? await this.deps.archiveAvailable(command.objid, command.streamid, start.start_ms, grant.isLocal)
        : true;
    if (!available) return this.stop(STOP_CODE.VIDEO_UNAVAILABLE);
    this.position = command.startTime;
    this.send.sendHeader(segment.init);
  }

  private async play(speed: number): Promise<void> {
    // Spec 2 §6: a user limited to some speeds is refused the others by the platform, not only
    // offered fewer by the console.
    if (this.grant && this.deps.speedsOf) {
      const allowed = await this.deps.speedsOf(this.grant).catch((): readonly number[] => []);
      if (this.closed) return;
      if (!allowed.includes(speed)) return this.stop(STOP_CODE.NOT_AUTHORIZED);
    }
    this.halt();
    this.speed = speed;
    if (this.mode.kind === 'live') {
      if (speed >= 1) return this.playLive();
      // Slower than real time or backwards cannot be live: continue from the archive.
      this.mode = { kind: 'archive' };
      this.position = this.position || Date.now();
    }
    const generation = this.generation;
    this.playing = true;
    const archive = this.archiveRun(generation);
    const run = speed > 0 ? playArchiveForward(archive) : playArchiveReverse(archive);
    run.catch(() => {
      if (generation === this.generation) this.stop(STOP_CODE.INTERNAL_ERROR);
    });
  }

  private pause(): void {
    this.halt();
  }

  private async seek(time: number): Promise<void> {
    const wasPlaying = this.stopLive !== undefined || this.playing;
    this.halt();
    if (this.mode.kind === 'live') this.mode = { kind: 'archive' };
    this.position = time;
    const seeked: MediaSeeked = { seeked: time };
    this.socket.send(JSON.stringify(seeked));
    if (wasPlaying) await this.play(this.speed);
  }

  private playing = false;

  private halt(): void {
    this.generation += 1;
    this.playing = false;
    this.stopLive?.();
    this.stopLive = undefined;
  }

  private playLive(): void {
    const stream = this.stream;
    const live = stream && this.liveOf(stream);
    if (!stream || !live?.init) return this.stop(STOP_CODE.VIDEO_UNAVAILABLE);
    let waitForKey = false;
    const send = (frame: Frame) => {
      if (frame.key) waitForKey = false;
      if (waitForKey) return;
      if (this.send.full) {
        // Behind: drop everything up to the next keyframe rather than queue it.
        waitForKey = true;
        return;
      }
      this.send.sendFrame(frame);
    };
    const sendAudio = (frame: Frame) => {
      if (!waitForKey && !this.send.full) this.send.sendFrame(frame, true);
    };
    // The newest keyframe and what followed it: the first frame goes out at once, its sound with it.
    for (const frame of live.gopSoFar) send(frame);
    for (const frame of live.audioSoFar) sendAudio(frame);
    // What the detectors find comes a decoding after its picture; the console draws it from the
    // picture of its time on, never with an earlier one.
    // Tens of bytes each: they go while pictures wait for a keyframe too (the console keys them by time).
    const stopMarks = this.metadata?.watch(stream.cameraId, (mark) => {
      if (!this.send.full) this.send.sendMark(mark);
    });
    const stopFrames = live.watch({
      init: (init) => {
        this.send.sendHeader(init.init);
        waitForKey = true;
      },
      frame: send,
      audio: sendAudio,
      ended: () => this.stop(STOP_CODE.STREAM_STOPPED),
    });
    this.stopLive = () => {
      stopFrames();
      stopMarks?.();
    };
  }

  /** The camera's live edge: this node's, else the one relayed from the node recording it. */
  private liveOf(stream: { cameraId: string; number: StreamNumber }): LiveStream | undefined {
    const own = this.deps.live(stream.cameraId, stream.number);
    return own?.init ? own : (this.relayed ?? own);
  }

  /** This archive play's view of the session (ArchiveRun), bound to its generation. */
  private archiveRun(generation: number): ArchiveRun {
    const position = () => this.position;
    return {
      stream: this.stream as { cameraId: string; number: StreamNumber },
      reader: this.deps.reader,
      speed: this.speed,
      get position() {
        return position();
      },
      moved: (time) => {
        this.position = time;
      },
      endTime: () => (this.mode.kind === 'archive' ? this.mode.endTime : undefined),
      metadata: this.metadata,
      file: this.file,
      fileAt: (time) => this.fileAt(time),
      send: this.send,
      current: () => generation === this.generation,
      waitUntil: (due) => this.waitUntil(due, generation),
      waitForRoom: () => this.waitForRoom(generation),
      event: (event) => this.event(event, generation),
    };
  }

  /** The file transport's file holding `time`, fetched once per file (forward play reaches each in turn). */
  private async fileAt(time: number): Promise<boolean> {
    const start = Math.floor(time / AOD_CHUNK_MS) * AOD_CHUNK_MS;
    if (this.fetchedFile === start) return true;
    if (!this.grant || !this.stream || !this.deps.fetchFile) return false;
    const fetched = await this.deps.fetchFile(this.grant, this.stream.number, time).catch(() => false);
    if (!fetched) return false;
    this.fetchedFile = start;
    // The next file is brought while this one plays, so playback does not wait at its edge.
    void this.deps.fetchFile(this.grant, this.stream.number, start + AOD_CHUNK_MS).catch(() => false);
    return true;
  }

  private async waitUntil(due: number, generation: number): Promise<void> {
    const ms = due - Date.now();
    if (ms > 1 && generation === this.generation) await new Promise((resolve) => setTimeout(resolve, ms));
  }

  /** Waits while the socket is full; false when the session moved on meanwhile. */
  private async waitForRoom(generation: number): Promise<boolean> {
    while (this.send.full) {
      if (generation !== this.generation || this.closed) return false;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return generation === this.generation && !this.closed;
  }

  private event(event: StreamEvent, generation: number): void {
    if (generation !== this.generation || this.closed) return;
    this.playing = false;
    this.socket.send(JSON.stringify({ event }));
  }

  /** Sends a stop code with its text and closes the socket. */
  stop(code: StopCode): void {
    if (this.closed) return;
    this.socket.send(JSON.stringify({ code, error: STOP_TEXT[code] }));
    this.close(1000, STOP_TEXT[code]);
  }

  private close(code: number, reason: string): void {
    if (this.closed) return;
    this.dispose();
    this.socket.close(code, reason);
  }
}
