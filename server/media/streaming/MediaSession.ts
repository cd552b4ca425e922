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
import {
  encodeMediaFrame,
  encodeMediaFrameHeader,
  type MediaHeader,
  type MediaSeeked,
} from '../../../shared/video/mediaFrame';
import {
  AOD_CHUNK_MS,
  GAP_MERGE_THRESHOLD_MS,
  HEARTBEAT_TIMEOUT_MS,
  MEDIA_INIT_TIMEOUT_MS,
  KEYFRAMES_ONLY_ABOVE_SPEED,
  STOP_CODE,
  STOP_TEXT,
  STREAM_EVENT,
  type StopCode,
  type StreamEvent,
  type StreamNumber,
} from '../../../shared/video/constants';
import type { ArchiveReader, FragmentRecord } from '../archive/ArchiveReader';
import type { InitSegment } from '../fmp4';
import type { Frame } from '../sources/SourceListener';
import type { LiveStream } from './LiveStream';
import type { MetadataMark } from '../metadata/packMarks';
import { ArchiveMarks, withMarks, type MarkRange } from './ArchiveMarks';
import { parseMediaCommand, type ParsedCommand } from './parseMediaCommand';
import { GrantWatch, type GrantChecks } from './GrantWatch';
import type { MediaTickets, TicketGrant } from './MediaTickets';

export interface MediaSocket {
  /** `fin: false` sends the first part of a binary message whose next send completes it. */
  send(data: string | Uint8Array, options?: { binary?: boolean; fin?: boolean }): void;
  readonly bufferedAmount: number;
  close(code?: number, reason?: string): void;
}

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

/** Bytes queued on the socket beyond which live video drops to the next keyframe and archive
 *  pacing waits: a slow client never makes the server buffer without bound. */
export const MAX_BUFFERED_BYTES = 1024 * 1024;
/** Archive more than this behind its schedule skips to the next keyframe. */
export const MAX_LAG_MS = 2_000;
/** Archive sound goes out this much ahead of its pictures' schedule, so the console can start it
 *  exactly when the picture of its time is shown (a sound that arrives on time is already late). */
export const AUDIO_LEAD_MS = 150;
/** Forward archive near the live edge waits this long for the recorder before ending. */
const ARCHIVE_TAIL_WAIT_MS = 3_000;

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
  private sequence = 0;
  private description: string | undefined;
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
      this.sendHeader(live.init);
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
    this.sendHeader(segment.init);
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
    const run = speed > 0 ? this.forward(generation) : this.reverse(generation);
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
      if (this.socket.bufferedAmount > MAX_BUFFERED_BYTES) {
        // Behind: drop everything up to the next keyframe rather than queue it.
        waitForKey = true;
        return;
      }
      this.sendFrame(frame);
    };
    const sendAudio = (frame: Frame) => {
      if (!waitForKey && this.socket.bufferedAmount <= MAX_BUFFERED_BYTES) this.sendFrame(frame, true);
    };
    // The newest keyframe and what followed it: the first frame goes out at once, its sound with it.
    for (const frame of live.gopSoFar) send(frame);
    for (const frame of live.audioSoFar) sendAudio(frame);
    // What the detectors find comes a decoding after its picture; the console draws it from the
    // picture of its time on, never with an earlier one.
    // Tens of bytes each: they go while pictures wait for a keyframe too (the console keys them by time).
    const stopMarks = this.metadata?.watch(stream.cameraId, (mark) => {
      if (this.socket.bufferedAmount <= MAX_BUFFERED_BYTES) this.sendMark(mark);
    });
    const stopFrames = live.watch({
      init: (init) => {
        this.sendHeader(init.init);
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

  /** Forward archive from `position`, paced by media time / speed. */
  private async forward(generation: number): Promise<void> {
    const stream = this.stream;
    if (!stream) return;
    this.playing = true;
    const reader = this.deps.reader;
    const keyOnly = this.speed > KEYFRAMES_ONLY_ABOVE_SPEED;
    const from = this.position;
    const start = await reader.keyAtOrBefore(stream.cameraId, stream.number, from);
    if (!start) return this.event(STREAM_EVENT.END_OF_ARCHIVE, generation);
    let rows: FragmentRecord[] = [start];
    // Keyframes alone are too far apart for boxes to stand between them.
    const marks = this.metadata && !keyOnly ? new ArchiveMarks(this.metadata.range, stream.cameraId, from) : undefined;
    let anchor: { wall: number; media: number } | undefined;
    let lastPts: number | undefined;
    let skipToKey = false;
    for (;;) {
      for (const row of rows) {
        if (generation !== this.generation) return;
        if (keyOnly && !row.is_key) continue;
        if (this.file && !(await this.fileAt(row.start_ms))) return this.event(STREAM_EVENT.END_OF_ARCHIVE, generation);
        if (generation !== this.generation) return;
        const { segment, frames, audio } = await reader.frames(row);
        this.sendHeader(segment.init);
        const pictures = keyOnly ? frames.slice(0, 1) : frames;
        const rowMarks = marks && pictures.length > 0 ? await marks.take(Math.max(...pictures.map((f) => f.pts))) : [];
        const items = withMarks(this.speed === 1 ? withSound(pictures, audio, from) : pictures, rowMarks);
        for (const item of items) {
          if (generation !== this.generation) return;
          if ('mark' in item) {
            // Goes just before the picture of its time, which is paced: it is there when that is shown.
            if (!(await this.waitForRoom(generation))) return;
            this.sendMark(item.mark);
            continue;
          }
          if (isSound(item)) {
            // Sound has no decoding to catch up on: before the first picture or while skipping, it goes.
            if (!anchor || skipToKey) continue;
            await this.waitUntil(
              anchor.wall + (item.sound.pts - anchor.media) / this.speed - AUDIO_LEAD_MS,
              generation,
            );
            if (!(await this.waitForRoom(generation))) return;
            this.sendFrame(item.sound, true);
            continue;
          }
          const frame = item;
          const endTime = this.mode.kind === 'archive' ? this.mode.endTime : undefined;
          if (endTime !== undefined && frame.pts >= endTime) return this.event(STREAM_EVENT.END_OF_CHUNK, generation);
          // Frames before the start are only there to decode from (the client does not show them):
          // they go out at once, so a slow speed does not hold the first picture back.
          if (frame.pts < from) {
            if (!(await this.waitForRoom(generation))) return;
            this.sendFrame(frame);
            continue;
          }
          // A gap in the recording is skipped, not waited through.
          if (!anchor || (lastPts !== undefined && frame.pts - lastPts > GAP_MERGE_THRESHOLD_MS)) {
            anchor = { wall: Date.now(), media: frame.pts };
          }
          lastPts = frame.pts;
          const due = anchor.wall + (frame.pts - anchor.media) / this.speed;
          const lag = Date.now() - due;
          if (lag > MAX_LAG_MS && !frame.key) skipToKey = true;
          if (frame.key && skipToKey) {
            skipToKey = false;
            anchor = { wall: Date.now(), media: frame.pts };
          }
          if (skipToKey) continue;
          await this.waitUntil(due, generation);
          if (!(await this.waitForRoom(generation))) return;
          this.sendFrame(frame);
          this.position = frame.pts;
        }
      }
      const last = rows[rows.length - 1] as FragmentRecord;
      rows = await reader.after(stream.cameraId, stream.number, last.start_ms, { keyOnly });
      // At the recording edge the recorder is a fragment or two behind: wait for it briefly.
      const waitedSince = Date.now();
      while (rows.length === 0) {
        if (Date.now() - waitedSince > ARCHIVE_TAIL_WAIT_MS) return this.event(STREAM_EVENT.END_OF_ARCHIVE, generation);
        await this.waitUntil(Date.now() + 250, generation);
        if (generation !== this.generation) return;
        rows = await reader.after(stream.cameraId, stream.number, last.start_ms, { keyOnly });
      }
    }
  }

  /** Reverse archive: whole GOPs newest-first from `position`, each sent in decode order for the
   *  client to show backwards; keyframes only above the threshold. */
  private async reverse(generation: number): Promise<void> {
    const stream = this.stream;
    if (!stream) return;
    this.playing = true;
    const reader = this.deps.reader;
    const speed = Math.abs(this.speed);
    const keyOnly = speed > KEYFRAMES_ONLY_ABOVE_SPEED;
    const first = await reader.keyAtOrBefore(stream.cameraId, stream.number, this.position);
    if (!first || first.start_ms > this.position) return this.event(STREAM_EVENT.END_OF_ARCHIVE, generation);
    // The GOP holding `position`: its key row and the rows after it up to position.
    let gop: FragmentRecord[] = [first];
    for (const row of await reader.after(stream.cameraId, stream.number, first.start_ms, { limit: 16 })) {
      if (keyOnly || row.is_key || row.start_ms > this.position) break;
      gop.push(row);
    }
    let limit = this.position;
    let cursor = first.start_ms;
    let pending: FragmentRecord[] = [];
    let nextDue = Date.now();
    for (;;) {
      const frames: Frame[] = [];
      const gopRow = gop[0] as FragmentRecord;
      if (this.file && !(await this.fileAt(gopRow.start_ms)))
        return this.event(STREAM_EVENT.END_OF_ARCHIVE, generation);
      for (const row of keyOnly ? gop.slice(0, 1) : gop) {
        const read = await reader.frames(row);
        if (generation !== this.generation) return;
        this.sendHeader(read.segment.init);
        frames.push(...(keyOnly ? read.frames.slice(0, 1) : read.frames.filter((f) => f.pts <= limit)));
      }
      await this.waitUntil(nextDue, generation);
      if (!(await this.waitForRoom(generation))) return;
      for (const frame of frames) this.sendFrame(frame);
      const gopStart = frames[0]?.pts ?? (gop[0] as FragmentRecord).start_ms;
      this.position = gopStart;
      limit = Number.POSITIVE_INFINITY;
      // The previous GOP: rows before this one, newest first, back to and including a key row.
      const previous: FragmentRecord[] = [];
      for (;;) {
        if (pending.length === 0) {
          pending = await reader.before(stream.cameraId, stream.number, cursor, { keyOnly });
          if (pending.length === 0) break;
        }
        const row = pending.shift() as FragmentRecord;
        cursor = row.start_ms;
        previous.unshift(row);
        if (row.is_key) break;
      }
      if (generation !== this.generation) return;
      const previousStart = previous[0]?.is_key ? previous[0].start_ms : undefined;
      if (previousStart === undefined) return this.event(STREAM_EVENT.END_OF_ARCHIVE, generation);
      // Paced by the media time between the two GOPs; a gap in the recording is not waited through.
      const media = Math.min(gopStart - previousStart, GAP_MERGE_THRESHOLD_MS);
      nextDue = Math.max(Date.now(), nextDue + media / speed);
      gop = previous;
    }
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
    while (this.socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      if (generation !== this.generation || this.closed) return false;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return generation === this.generation && !this.closed;
  }

  private sendHeader(init: InitSegment): void {
    const description = init.description.toString('base64');
    const audio = init.audio && {
      codec: init.audio.codec,
      sampleRate: init.audio.sampleRate,
      numberOfChannels: init.audio.channels,
      description: init.audio.description.toString('base64'),
    };
    const key = `${description} ${audio?.description ?? ''}`;
    if (key === this.description) return;
    this.description = key;
    const header: MediaHeader = {
      mime: `video/mp4; codecs="${init.codec}${audio ? `, ${audio.codec}` : ''}"`,
      size: { width: init.width, height: init.height },
      codec: init.codec,
      description,
      ...(audio && { audio }),
    };
    this.socket.send(JSON.stringify(header));
  }

  private sendFrame(frame: Frame, audio = false): void {
    if (this.closed) return;
    const header = encodeMediaFrameHeader({
      // Sound keeps its sub-millisecond time: 1024 samples at 48 kHz are 21.33 ms.
      pts: audio ? frame.pts : Math.round(frame.pts),
      duration: frame.duration,
      key: frame.key,
      sequence: this.sequence++,
      ...(audio && { audio }),
    });
    // One message in two WebSocket frames: this viewer's header, then the access unit every viewer
    // of the camera shares. A copy of each frame per viewer was most of the memory the platform
    // allocated while streaming, and a loaded machine let it pile up as garbage for tens of seconds.
    this.socket.send(header, { binary: true, fin: false });
    this.socket.send(frame.data, { binary: true, fin: true });
  }

  /** One metadata message, on the pictures' millisecond clock (their pts are sent rounded). */
  private sendMark(mark: MetadataMark): void {
    if (this.closed) return;
    const frame = { pts: Math.round(mark.pts), duration: mark.duration, key: false, metadata: true };
    this.socket.send(encodeMediaFrame({ ...frame, sequence: this.sequence++, data: mark.data }), { binary: true });
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

/** A sound frame among the pictures of a row. */
export interface Sound {
  sound: Frame;
}

function isSound(item: Frame | Sound): item is Sound {
  return 'sound' in item;
}

/** A row's pictures with its sound from `from` on, each sound placed before the first picture due
 *  after it (AUDIO_LEAD_MS ahead of its time); the pictures keep their decode order. */
export function withSound(pictures: readonly Frame[], audio: readonly Frame[], from: number): Array<Frame | Sound> {
  const sounds = audio.filter((f) => f.pts >= from);
  if (sounds.length === 0) return [...pictures];
  const out: Array<Frame | Sound> = [];
  let next = 0;
  for (const picture of pictures) {
    while (next < sounds.length && (sounds[next] as Frame).pts - AUDIO_LEAD_MS <= picture.pts) {
      out.push({ sound: sounds[next++] as Frame });
    }
    out.push(picture);
  }
  for (; next < sounds.length; next += 1) out.push({ sound: sounds[next] as Frame });
  return out;
}
