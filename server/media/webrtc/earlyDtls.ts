/** Keeps the console's first DTLS flight when it comes before werift listens for it (issue 31: the
 *  local first picture). The browser, the ICE controlling side, sends its ClientHello as soon as
 *  its own connectivity check succeeds; werift makes its DTLS server only once its side of ICE has
 *  connected too, a moment later, and drops what came before. The browser then sends its
 *  ClientHello again only after its retransmission timer, which doubles each time: measured on the
 *  platform, the avatar's DTLS server waited 169 ms to 2.6 s for the ClientHello in 4 of 5 local
 *  starts. The DTLS records that come early are kept here and handed to the DTLS server as soon as
 *  it is made, as if they had just come. */
import { isDtls, type RTCDtlsTransport } from 'werift';

/** More early records than a ClientHello and its retransmissions is not a handshake starting. */
const MAX_EARLY_RECORDS = 8;

/** Starts keeping `transport`'s early DTLS records; returns a function that stops (on close). */
export function keepEarlyDtls(transport: RTCDtlsTransport): () => void {
  const ice = transport.iceTransport.connection;
  const early: Buffer[] = [];
  let replaying = false;
  const data = ice.onData.subscribe((buf) => {
    if (replaying || transport.dtls || !isDtls(buf) || early.length >= MAX_EARLY_RECORDS) return;
    early.push(buf);
  });
  const stop = () => {
    data.unSubscribe();
    state.unSubscribe();
  };
  const replay = () => {
    stop();
    if (!transport.dtls) return;
    // Through ICE's own event, to the DTLS server's socket now listening on it.
    replaying = true;
    try {
      for (const buf of early.splice(0)) ice.onData.execute(buf);
    } finally {
      replaying = false;
    }
  };
  const state = transport.onStateChange.subscribe((next) => {
    // The DTLS server is made right after 'connecting' is told, in the same call.
    if (next === 'connecting') queueMicrotask(replay);
    else if (next !== 'new') stop();
  });
  return stop;
}
