import { FakeSocket, H264_HEADER } from './testing/fakeMedia';
import { MediaConnection, type MediaConnectionEvents } from './MediaConnection';

function connect() {
  const socket = new FakeSocket('ws://host/api/media/stream', 'vantage-stream.1');
  const events = {
    open: jest.fn(),
    header: jest.fn(),
    seeked: jest.fn(),
    frame: jest.fn(),
    stopCode: jest.fn(),
    event: jest.fn(),
    invalid: jest.fn(),
    closed: jest.fn(),
  } satisfies MediaConnectionEvents;
  const connection = new MediaConnection(socket, events);
  return { socket, events, connection };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('MediaConnection (design.md §4)', () => {
  it('receives binary frames as array buffers and sends nothing before open', () => {
    const { socket, connection } = connect();
    expect(socket.binaryType).toBe('arraybuffer');
    connection.send({ cmd: 'pause' });
    expect(socket.sent).toEqual([]);
  });

  it('a socket handed over already open (a spare) is reported open once, with its heartbeat', async () => {
    const socket = new FakeSocket('ws://host/api/media/stream', 'vantage-stream.1');
    socket.open();
    const open = jest.fn();
    const connection = new MediaConnection(socket, { ...connect().events, open });
    expect(open).not.toHaveBeenCalled();
    await Promise.resolve();
    expect(open).toHaveBeenCalledTimes(1);
    connection.send({ cmd: 'pause' });
    jest.advanceTimersByTime(5000);
    expect(socket.sent).toEqual(['{"cmd":"pause"}', '{}']);
  });

  it('sends an empty heartbeat every 5 s while open', () => {
    const { socket, events } = connect();
    socket.open();
    expect(events.open).toHaveBeenCalled();
    jest.advanceTimersByTime(4999);
    expect(socket.sent).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(socket.sent).toEqual(['{}']);
    jest.advanceTimersByTime(10_000);
    expect(socket.sent).toEqual(['{}', '{}', '{}']);
    socket.serverClose(1001);
    jest.advanceTimersByTime(10_000);
    expect(socket.sent).toHaveLength(3);
  });

  it('tells the header, stop codes, end events and frames apart', () => {
    const { socket, events } = connect();
    socket.open();
    socket.serverJson(H264_HEADER);
    socket.serverJson({ event: 'EOA' });
    socket.serverJson({ seeked: 1200 });
    socket.serverFrame({ pts: 1234.5, key: true, sequence: 7 });
    socket.serverJson({ code: 50010, error: 'Not authorized' });
    expect(events.header).toHaveBeenCalledWith(H264_HEADER);
    expect(events.event).toHaveBeenCalledWith('EOA');
    expect(events.seeked).toHaveBeenCalledWith(1200);
    expect(events.frame).toHaveBeenCalledWith(expect.objectContaining({ pts: 1234.5, key: true, sequence: 7 }), 32);
    expect(events.stopCode).toHaveBeenCalledWith(50010, 'Not authorized');
    // The close after a stop code says which code came.
    socket.serverClose(1000);
    expect(events.closed).toHaveBeenCalledWith(1000, 50010);
  });

  it('logs invalid JSON and unknown messages instead of failing', () => {
    const { socket, events } = connect();
    socket.open();
    socket.serverText('{not json');
    socket.serverJson({ hello: 1 });
    socket.serverJson({ event: 'NOPE' });
    expect(events.invalid).toHaveBeenCalledTimes(3);
    expect(events.invalid.mock.calls[0]?.[0]).toMatch(/invalid JSON/);
  });

  it('dispose closes the socket quietly', () => {
    const { socket, events, connection } = connect();
    socket.open();
    connection.dispose();
    expect(socket.closedWith).toBe(1000);
    socket.serverClose(1000);
    expect(events.closed).not.toHaveBeenCalled();
  });
});
