import { HEARTBEAT_MS } from '../../../shared/video/constants';
import {
  SPARE_SOCKET_DELAY_MS,
  SPARE_SOCKET_KEPT_MS,
  SPARE_SOCKET_RENEW_MS,
} from '../../../shared/video/playerConstants';
import { BROWSER_TIMERS } from './playerDeps';
import { SpareSocket } from './SpareSocket';
import { FakeSocket } from './testing/fakeMedia';

const URL = 'ws://console.test/api/media/stream';
const PROTOCOL = 'vantage-stream.1';

function setup() {
  const created: FakeSocket[] = [];
  const spare = new SpareSocket((url, protocol) => {
    const socket = new FakeSocket(url, protocol);
    created.push(socket);
    return socket;
  }, BROWSER_TIMERS);
  return { spare, created };
}

/** A first socket taken, and the spare that opened after it. */
function withOpenSpare() {
  const s = setup();
  s.spare.take(URL, PROTOCOL);
  jest.advanceTimersByTime(SPARE_SOCKET_DELAY_MS);
  const warm = s.created[1] as FakeSocket;
  warm.open();
  return { ...s, warm };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('SpareSocket', () => {
  it('the first take opens a socket; a moment later a spare opens, and the next take gets it open', () => {
    const { spare, created } = setup();
    const first = spare.take(URL, PROTOCOL);
    expect(created).toEqual([first]);
    jest.advanceTimersByTime(SPARE_SOCKET_DELAY_MS - 1);
    expect(created).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(created).toHaveLength(2);
    const warm = created[1] as FakeSocket;
    warm.open();
    const second = spare.take(URL, PROTOCOL);
    expect(second).toBe(warm);
    expect(second.readyState).toBe(1);
    // Handed over clean: nothing sent, the new owner sets its own handlers.
    expect(warm.sent).toEqual([]);
    expect(warm.onclose).toBeNull();
  });

  it('a spare still connecting is handed over too', () => {
    const { spare, created } = setup();
    spare.take(URL, PROTOCOL);
    jest.advanceTimersByTime(SPARE_SOCKET_DELAY_MS);
    expect(spare.take(URL, PROTOCOL)).toBe(created[1]);
    expect(created).toHaveLength(2);
  });

  it('the spare sends heartbeats, and stops after it is taken', () => {
    const { spare, warm } = withOpenSpare();
    jest.advanceTimersByTime(2 * HEARTBEAT_MS);
    expect(warm.sent).toEqual(['{}', '{}']);
    spare.take(URL, PROTOCOL);
    jest.advanceTimersByTime(2 * HEARTBEAT_MS);
    expect(warm.sent).toEqual(['{}', '{}']);
  });

  it('a spare on another URL is closed, not handed over', () => {
    const { spare, warm } = withOpenSpare();
    const other = spare.take('ws://moved.test/api/media/stream', PROTOCOL);
    expect(other).not.toBe(warm);
    expect(warm.readyState).toBe(3);
    expect((other as FakeSocket).url).toBe('ws://moved.test/api/media/stream');
  });

  it('a spare the platform closed is forgotten: the next take opens a new socket', () => {
    const { spare, created, warm } = withOpenSpare();
    warm.serverClose(1001);
    const next = spare.take(URL, PROTOCOL);
    expect(next).not.toBe(warm);
    expect(created).toHaveLength(3);
  });

  it('an unused spare is replaced by a fresh one before the platform would close it for sending no init', () => {
    const { created, warm } = withOpenSpare();
    jest.advanceTimersByTime(SPARE_SOCKET_RENEW_MS - 1);
    expect(warm.readyState).toBe(1);
    jest.advanceTimersByTime(1);
    expect(warm.readyState).toBe(3);
    expect(created).toHaveLength(3);
    expect(created[2]?.readyState).not.toBe(3);
  });

  it('a window that takes no socket for long stops keeping a spare', () => {
    const { spare, created } = withOpenSpare();
    jest.advanceTimersByTime(SPARE_SOCKET_KEPT_MS + SPARE_SOCKET_DELAY_MS);
    const opened = created.length;
    expect(created.slice(1).every((s) => s.readyState === 3)).toBe(true);
    jest.advanceTimersByTime(SPARE_SOCKET_KEPT_MS);
    expect(created).toHaveLength(opened);
    // The next take opens a socket of its own, and a spare after it again.
    const next = spare.take(URL, PROTOCOL);
    expect(created).toHaveLength(opened + 1);
    expect(next).toBe(created[opened]);
    jest.advanceTimersByTime(SPARE_SOCKET_DELAY_MS);
    expect(created).toHaveLength(opened + 2);
  });

  it('kept for ever, a spare is still there however long after the last take', () => {
    const created: FakeSocket[] = [];
    const spare = new SpareSocket(
      (url, protocol) => {
        const socket = new FakeSocket(url, protocol);
        created.push(socket);
        return socket;
      },
      BROWSER_TIMERS,
      Number.POSITIVE_INFINITY,
    );
    spare.take(URL, PROTOCOL);
    jest.advanceTimersByTime(SPARE_SOCKET_DELAY_MS + 6 * SPARE_SOCKET_KEPT_MS);
    const opened = created.length;
    const current = created[opened - 1] as FakeSocket;
    // Each one replaced before the platform would close it; only the newest is open.
    expect(current.readyState).not.toBe(3);
    expect(created.slice(1, -1).every((s) => s.readyState === 3)).toBe(true);
    expect(spare.take(URL, PROTOCOL)).toBe(current);
    expect(created).toHaveLength(opened);
    spare.dispose();
  });

  it('dispose closes the spare and cancels one about to open', () => {
    const { spare, created } = setup();
    spare.take(URL, PROTOCOL);
    spare.dispose();
    jest.advanceTimersByTime(SPARE_SOCKET_DELAY_MS);
    expect(created).toHaveLength(1);
    spare.take(URL, PROTOCOL);
    jest.advanceTimersByTime(SPARE_SOCKET_DELAY_MS);
    spare.dispose();
    expect((created[2] as FakeSocket).readyState).toBe(3);
  });
});
