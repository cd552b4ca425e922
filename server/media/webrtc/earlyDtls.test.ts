/** The avatar's DTLS server hears a ClientHello that came before it was made (issue 31): werift
 *  drops such a record, and the browser sends it again only after its retransmission timer. */
import { Event, type RTCDtlsTransport } from 'werift';
import { keepEarlyDtls } from './earlyDtls';

/** A DTLS handshake record (content type 22) and an RTP packet (first byte 0x80). */
const CLIENT_HELLO = Buffer.from([22, 0xfe, 0xfd, 0, 0, 1]);
const RTP = Buffer.from([0x80, 96, 0, 1]);

/** The parts of werift's RTCDtlsTransport the keeper uses, driven as werift drives them. */
function fakeTransport() {
  const onData = new Event<[Buffer]>();
  const onStateChange = new Event<['closed' | 'new' | 'connected' | 'failed' | 'connecting']>();
  const transport = {
    iceTransport: { connection: { onData } },
    onStateChange,
    dtls: undefined as unknown,
  };
  const heardByServer: Buffer[] = [];
  /** What RTCDtlsTransport.start() does: tells 'connecting', then makes the DTLS server, whose
   *  socket listens to ICE's data from then on. */
  const startDtls = () => {
    onStateChange.execute('connecting');
    transport.dtls = {};
    onData.subscribe((buf) => void heardByServer.push(buf));
  };
  return { transport: transport as unknown as RTCDtlsTransport, onData, startDtls, heardByServer };
}

describe('keepEarlyDtls', () => {
  it('hands a ClientHello that came before the DTLS server to it once it is made', async () => {
    const t = fakeTransport();
    keepEarlyDtls(t.transport);
    t.onData.execute(CLIENT_HELLO);
    t.onData.execute(RTP);
    t.startDtls();
    await Promise.resolve();
    expect(t.heardByServer).toEqual([CLIENT_HELLO]);
    // Later records reach the server once, as they come.
    const next = Buffer.from([22, 0xfe, 0xfd, 0, 0, 2]);
    t.onData.execute(next);
    expect(t.heardByServer).toEqual([CLIENT_HELLO, next]);
  });

  it('keeps nothing once stopped (the peer closed first)', async () => {
    const t = fakeTransport();
    const stop = keepEarlyDtls(t.transport);
    stop();
    t.onData.execute(CLIENT_HELLO);
    t.startDtls();
    await Promise.resolve();
    expect(t.heardByServer).toEqual([]);
  });
});
