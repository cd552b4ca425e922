/** Validates a client message of the media WebSocket (design.md §4); anything else is an
 *  invalid request. An empty object is the heartbeat. An init may ask for the stream's metadata
 *  channel too (`metadata: true`, issue 31), and archive over the file transport (`file: true`,
 *  spec 2 §4 restartFile): what only the camera's avatar holds, fetched as it is reached. */
import { SPEED_OPTIONS, type StreamNumber } from '../../../shared/video/constants';

export type ParsedCommand =
  | {
      cmd: 'init';
      objid: string;
      streamid: StreamNumber;
      ticket: string;
      startTime?: number;
      endTime?: number;
      metadata?: boolean;
      file?: boolean;
    }
  | { cmd: 'play'; speed: number }
  | { cmd: 'pause' }
  | { cmd: 'seek'; time: number }
  | { cmd: 'heartbeat' };

export type ParseResult = { ok: true; command: ParsedCommand } | { ok: false; reason: string };

const MAX_MESSAGE_BYTES = 4096;
const SPEEDS: ReadonlySet<unknown> = new Set<number>(SPEED_OPTIONS);
const isSpeed = (value: unknown): value is number => SPEEDS.has(value);

export function parseMediaCommand(text: string): ParseResult {
  if (text.length > MAX_MESSAGE_BYTES) return fail('message too long');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return fail('not JSON');
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return fail('not an object');
  const m = value as Record<string, unknown>;
  if (Object.keys(m).length === 0) return { ok: true, command: { cmd: 'heartbeat' } };
  const isTime = (t: unknown) => typeof t === 'number' && Number.isFinite(t) && t >= 0;
  switch (m.cmd) {
    case 'init': {
      if (typeof m.objid !== 'string' || !m.objid) return fail('objid missing');
      const stream = m.streamid === undefined ? 1 : Number(m.streamid);
      if (stream !== 0 && stream !== 1) return fail('unknown streamid');
      if (typeof m.ticket !== 'string' || !m.ticket) return fail('ticket missing');
      if (m.startTime !== undefined && m.startTime !== null && !isTime(m.startTime)) return fail('bad startTime');
      if (m.endTime !== undefined && m.endTime !== null && !isTime(m.endTime)) return fail('bad endTime');
      if (m.metadata !== undefined && typeof m.metadata !== 'boolean') return fail('bad metadata');
      if (m.file !== undefined && typeof m.file !== 'boolean') return fail('bad file');
      return {
        ok: true,
        command: {
          cmd: 'init',
          objid: m.objid,
          streamid: stream,
          ticket: m.ticket,
          ...(isTime(m.startTime) && { startTime: m.startTime as number }),
          ...(isTime(m.endTime) && { endTime: m.endTime as number }),
          ...(m.metadata === true && { metadata: true }),
          ...(m.file === true && { file: true }),
        },
      };
    }
    case 'play': {
      const speed = m.speed === undefined ? 1 : m.speed;
      // Only the spec's speeds: pacing divides by the speed, and 1e-300 overflowed its timers.
      if (!isSpeed(speed)) return fail('speed not among the speed options');
      return { ok: true, command: { cmd: 'play', speed } };
    }
    case 'pause':
      return { ok: true, command: { cmd: 'pause' } };
    case 'seek':
      return isTime(m.time) ? { ok: true, command: { cmd: 'seek', time: m.time as number } } : fail('bad time');
    default:
      return fail('unknown cmd');
  }
}

function fail(reason: string): ParseResult {
  return { ok: false, reason };
}
