/** A paired wall display page's side of video walls (spec 3 §2.12; issue 30): its pairing (a code
 *  to show, a token to claim), what its own display shows, and the media of the cameras on it —
 *  read with its display token, never anything else. A display's media is asked again only when
 *  its own display changes: a command to one display of a wall does not make every stream of the
 *  realm's walls read the database. */
import { WALL_ERROR, defaultDisplayName, type WallContentValue } from '../../shared/walls/videoWalls';
import type { VideoWallRepository, WallDisplayTokenRecord } from '../db/repositories/videoWalls';
import { DomainError } from '../kernel';
import type { WallPairing, WallPairingClaim, WallPairings } from './WallPairings';
import { type WallPublisher, wallTopics } from './wallTopics';

/** What a paired display shows, as its page reads it. */
export interface WallDisplayState {
  realmId: string;
  wallId: string;
  wallName: string;
  displayIndex: number;
  displayName: string;
  content: WallContentValue;
}

/** How a display's media session id starts. */
const DISPLAY_SESSION = 'wall-display:';

/** Where a display's media session belongs (see mediaSessionOf). */
interface DisplaySession {
  wallId: string;
  displayIndex: number;
  /** The display token's key (WallPairings.keyOf). */
  key: string;
}

/** Subscribes to a topic of the event bus; answers the unsubscribe. */
export type WallSubscribe = (topic: string, listener: () => void) => () => void;

export class WallDisplayAccess {
  constructor(
    private readonly walls: VideoWallRepository,
    private readonly pairings: WallPairings,
    private readonly publish: WallPublisher,
    private readonly now: () => number,
    private readonly subscribe: WallSubscribe,
  ) {}

  /** A wall display page's pairing: a code to show and a token to claim with. */
  startPairing(): Promise<WallPairing> {
    return this.pairings.start();
  }

  /** How many pairings wait now (at most WALL_MAX_PENDING_PAIRINGS). */
  pendingPairings(): Promise<number> {
    return this.walls.pendingPairings(this.now());
  }

  /** The display token once accepted; the display's old page (if any) is unpaired. */
  async claim(pairingToken: string): Promise<WallPairingClaim> {
    const claim = await this.pairings.claim(pairingToken);
    if (claim.displayToken && claim.wallId && claim.realmId && claim.displayIndex !== null) {
      await this.publish.display(claim.wallId, claim.displayIndex);
      await this.publish.wall(claim.realmId, claim.wallId);
    }
    return claim;
  }

  /** The display a token is paired with; throws NOT_PAIRED for a revoked or unknown token. */
  async displayOf(displayToken: string): Promise<WallDisplayTokenRecord> {
    const display = await this.pairings.display(displayToken);
    if (!display) throw DomainError.unauthenticated(WALL_ERROR.NOT_PAIRED);
    return display;
  }

  /** What the display a token is paired with shows now. */
  async displayState(displayToken: string): Promise<WallDisplayState> {
    const display = await this.displayOf(displayToken);
    const wall = await this.walls.byId(display.realmId, display.wallId);
    const shown = wall?.displays[display.displayIndex];
    if (!wall || !shown) throw DomainError.unauthenticated(WALL_ERROR.NOT_PAIRED);
    return {
      realmId: wall.realmId,
      wallId: wall.id,
      wallName: wall.name,
      displayIndex: display.displayIndex,
      displayName: shown.name ?? defaultDisplayName(display.displayIndex),
      content: shown.content,
    };
  }

  /** Whether the display a token is paired with shows the camera now: what its media asks. */
  async displayShows(displayToken: string, cameraId: string): Promise<boolean> {
    const state = await this.displayState(displayToken).catch(() => undefined);
    return state?.content.cameraIds.includes(cameraId) ?? false;
  }

  /** The session a display's media tickets are granted to: the display it shows on (whose changes
   *  are the only ones that can end its media) and its token's key, never the token. */
  mediaSessionOf(displayToken: string, display: { wallId: string; displayIndex: number }): string {
    return `${DISPLAY_SESSION}${display.wallId}:${display.displayIndex}:${this.pairings.keyOf(displayToken)}`;
  }

  /** Whether a media grant's session is a wall display's (see mediaSessionOf). */
  isDisplaySession(sessionId: string): boolean {
    return sessionId.startsWith(DISPLAY_SESSION);
  }

  /** Whether a display's media session may watch the camera: the display is still paired and
   *  shows the camera now. Asked when its socket opens and after each change to its display. */
  async displaySessionMayWatch(sessionId: string, cameraId?: string): Promise<boolean> {
    const session = displaySessionOf(sessionId);
    if (!session) return false;
    const display = await this.pairings.displayByKey(session.key);
    if (display?.wallId !== session.wallId || display.displayIndex !== session.displayIndex) return false;
    if (cameraId === undefined) return true;
    const wall = await this.walls.byId(display.realmId, display.wallId);
    return wall?.displays[display.displayIndex]?.content.cameraIds.includes(cameraId) ?? false;
  }

  /** Calls `changed` after each change to the display a media session shows on: its content, its
   *  pairing, the wall's shape or the wall's removal all publish the display's own topic. */
  watchDisplaySession(sessionId: string, changed: () => void): () => void {
    const session = displaySessionOf(sessionId);
    // Not a display's: displaySessionMayWatch refuses it, and nothing can change that.
    if (!session) return () => undefined;
    return this.subscribe(wallTopics.display(session.wallId, session.displayIndex), changed);
  }
}

/** The parts of a display's media session id; undefined for any other. */
function displaySessionOf(sessionId: string): DisplaySession | undefined {
  if (!sessionId.startsWith(DISPLAY_SESSION)) return undefined;
  const parts = sessionId.slice(DISPLAY_SESSION.length).split(':');
  const key = parts.pop();
  const displayIndex = Number(parts.pop());
  const wallId = parts.join(':');
  if (!key || !wallId || !Number.isInteger(displayIndex)) return undefined;
  return { wallId, displayIndex, key };
}
