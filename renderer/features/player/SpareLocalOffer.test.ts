/** The window's spare local offer (issue 31: Local's first picture): the play that may go local
 *  gets a peer connection whose offer is already made, a fresh spare is made a moment later, off
 *  that play's path, and a spare kept too long or no longer offering is not given. */
import { SPARE_OFFER_DELAY_MS, SPARE_OFFER_KEPT_MS } from '../../../shared/video/playerConstants';
import type { LocalOffer } from './LocalOffer';
import { BROWSER_TIMERS } from './playerDeps';
import { SpareLocalOffer } from './SpareLocalOffer';

interface FakeOffer extends LocalOffer {
  closed: boolean;
}

function setup() {
  const made: FakeOffer[] = [];
  const spare = new SpareLocalOffer(() => {
    const offer: FakeOffer = {
      closed: false,
      pc: {
        signalingState: 'have-local-offer',
        connectionState: 'new',
        remoteDescription: null,
        close: () => {
          offer.closed = true;
          (offer.pc as { signalingState: string }).signalingState = 'closed';
        },
      } as unknown as RTCPeerConnection,
      channel: {} as RTCDataChannel,
      sdp: Promise.resolve(`v=0 offer ${made.length}`),
    };
    made.push(offer);
    return offer;
  }, BROWSER_TIMERS);
  return { spare, made };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('SpareLocalOffer', () => {
  it('gives the spare made before the play, and makes the next one a moment later', () => {
    const { spare, made } = setup();
    spare.warm();
    spare.warm();
    expect(made).toHaveLength(1);
    expect(spare.take()).toBe(made[0]);
    // The play that took it goes on without another offer made beside it.
    jest.advanceTimersByTime(SPARE_OFFER_DELAY_MS - 1);
    expect(made).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(made).toHaveLength(2);
    expect(spare.take()).toBe(made[1]);
    expect(made.every((offer) => !offer.closed)).toBe(true);
  });

  it('makes an offer for a play that finds no spare', () => {
    const { spare, made } = setup();
    const offer = spare.take();
    expect(made).toEqual([offer]);
    // A second play before the spare is made gets its own too.
    expect(spare.take()).not.toBe(offer);
    expect(made).toHaveLength(2);
  });

  it('closes a spare kept too long and gives a fresh offer instead', () => {
    const { spare, made } = setup();
    spare.warm();
    jest.advanceTimersByTime(SPARE_OFFER_KEPT_MS);
    expect(made[0]?.closed).toBe(true);
    const offer = spare.take();
    expect(offer).toBe(made[1]);
    expect(offer.pc.signalingState).toBe('have-local-offer');
  });

  it('does not give a spare that closed', () => {
    const { spare, made } = setup();
    spare.warm();
    made[0]!.pc.close();
    expect(spare.take()).toBe(made[1]);
  });

  it('closes its spare on dispose and makes no other', () => {
    const { spare, made } = setup();
    spare.take();
    spare.dispose();
    jest.advanceTimersByTime(SPARE_OFFER_DELAY_MS);
    expect(made).toHaveLength(1);
    spare.warm();
    spare.dispose();
    expect(made[1]?.closed).toBe(true);
  });
});
