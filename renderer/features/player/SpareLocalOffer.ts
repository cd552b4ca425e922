/** One local-transport offer a window keeps ready ahead of need (issue 31: Local's first picture),
 *  as it keeps a spare media socket for the cloud (SpareSocket): the next play that may go local
 *  takes a peer connection whose offer is made and whose host candidates are gathered, and sends
 *  it to getSDP at once, instead of making it first (createOffer and Chromium's host candidates,
 *  30–50 ms of the 204 ms measured). A preconnect, not a pool: one spare per window, made a moment
 *  after one was taken (off the path of the play that took it), and closed when none was taken for
 *  long. An offer carries no state of a play: the camera goes with getSDP. */
import { SPARE_OFFER_DELAY_MS, SPARE_OFFER_KEPT_MS } from '../../../shared/video/playerConstants';
import { type LocalOffer, makeLocalOffer } from './LocalOffer';
import { BROWSER_TIMERS, type PlayerTimers } from './playerDeps';

interface Spare {
  offer: LocalOffer;
  expiry: unknown;
}

export class SpareLocalOffer {
  private spare: Spare | null = null;
  private warming: unknown;

  constructor(
    private readonly make: () => LocalOffer,
    private readonly timers: PlayerTimers,
  ) {}

  /** An offer for a play: the spare if it is still usable (made or being made), else a new one.
   *  Either way another spare is made SPARE_OFFER_DELAY_MS later. */
  take(): LocalOffer {
    const spare = this.spare;
    this.spare = null;
    let offer: LocalOffer | null = null;
    if (spare) {
      this.timers.clearTimeout(spare.expiry);
      if (usable(spare.offer)) offer = spare.offer;
      else spare.offer.pc.close();
    }
    this.timers.clearTimeout(this.warming);
    this.warming = this.timers.setTimeout(() => {
      this.warming = undefined;
      this.warm();
    }, SPARE_OFFER_DELAY_MS);
    return offer ?? this.make();
  }

  /** Makes the spare now if there is none: a play that may go local is about to come (a camera
   *  dropped on a cell), or a player that may play locally was made. */
  warm(): void {
    if (this.spare) return;
    let offer: LocalOffer;
    try {
      offer = this.make();
    } catch {
      return;
    }
    // A spare whose offer fails is given up by the play that takes it (or expires untaken).
    offer.sdp.catch(() => undefined);
    const spare: Spare = {
      offer,
      expiry: this.timers.setTimeout(() => {
        if (this.spare === spare) this.spare = null;
        offer.pc.close();
      }, SPARE_OFFER_KEPT_MS),
    };
    this.spare = spare;
  }

  /** Closes the spare and makes no other. */
  dispose(): void {
    this.timers.clearTimeout(this.warming);
    this.warming = undefined;
    const spare = this.spare;
    this.spare = null;
    if (!spare) return;
    this.timers.clearTimeout(spare.expiry);
    spare.offer.pc.close();
  }
}

/** Still offering: not closed, its offer not answered by anyone. */
function usable(offer: LocalOffer): boolean {
  return offer.pc.signalingState !== 'closed' && offer.pc.connectionState !== 'closed' && !offer.pc.remoteDescription;
}

/** The window's spare, shared by all its players. */
let pageSpare: SpareLocalOffer | null = null;

export function pageLocalOffers(): SpareLocalOffer {
  pageSpare ??= new SpareLocalOffer(() => makeLocalOffer(), BROWSER_TIMERS);
  return pageSpare;
}
