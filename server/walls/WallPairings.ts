/** Pairing a wall display page with a display (issue 30): the page starts a pairing and shows its
 *  six-digit code; an administrator accepts the code for a display; the page's next claim (with the
 *  pairing token only it holds) returns its long-lived display token once. Both secrets are kept as
 *  SHA-256 only, in the database, so any platform process answers and a restart loses nothing. */
import { createHash, randomBytes, randomInt } from 'node:crypto';
import {
  WALL_ERROR,
  WALL_MAX_PENDING_PAIRINGS,
  WALL_PAIRING_CODE_LENGTH,
  WALL_PAIRING_TTL_MS,
} from '../../shared/walls/videoWalls';
import type { VideoWallRepository, WallDisplayTokenRecord } from '../db/repositories/videoWalls';
import { DomainError } from '../kernel';

export interface WallPairing {
  code: string;
  pairingToken: string;
  expiresAt: number;
}

export interface WallPairingClaim {
  accepted: boolean;
  displayToken: string | null;
  realmId: string | null;
  wallId: string | null;
  displayIndex: number | null;
}

const hash = (secret: string) => createHash('sha256').update(secret).digest('hex');
const secret = () => randomBytes(32).toString('base64url');

export class WallPairings {
  constructor(
    private readonly walls: VideoWallRepository,
    private readonly now: () => number,
  ) {}

  async start(): Promise<WallPairing> {
    if ((await this.walls.pendingPairings(this.now())) >= WALL_MAX_PENDING_PAIRINGS) {
      throw new DomainError('tooMany', WALL_ERROR.TOO_MANY_PAIRINGS);
    }
    const pairingToken = secret();
    const expiresAt = this.now() + WALL_PAIRING_TTL_MS;
    // A code already waiting is drawn again (the primary key refuses it).
    for (let attempt = 0; ; attempt++) {
      const code = String(randomInt(0, 10 ** WALL_PAIRING_CODE_LENGTH)).padStart(WALL_PAIRING_CODE_LENGTH, '0');
      try {
        await this.walls.insertPairing(code, hash(pairingToken), expiresAt, this.now());
        return { code, pairingToken, expiresAt };
      } catch (err) {
        if (attempt >= 5) throw err;
      }
    }
  }

  async accept(code: string, to: { realmId: string; wallId: string; displayIndex: number; by: string }) {
    const pairing = await this.walls.pairingByCode(code.trim(), this.now());
    // A code another realm's administrator accepted first is not taken over.
    if (!pairing || (pairing.realmId !== null && pairing.realmId !== to.realmId)) {
      throw new DomainError('notFound', WALL_ERROR.PAIRING_CODE);
    }
    await this.walls.acceptPairing(pairing.code, to);
  }

  async claim(pairingToken: string): Promise<WallPairingClaim> {
    const waiting = { accepted: false, displayToken: null, realmId: null, wallId: null, displayIndex: null };
    const pairing = await this.walls.pairingByToken(hash(pairingToken), this.now());
    if (!pairing) throw new DomainError('notFound', WALL_ERROR.PAIRING_TOKEN);
    if (pairing.realmId === null || pairing.wallId === null || pairing.displayIndex === null) return waiting;
    const displayToken = secret();
    const display: WallDisplayTokenRecord = {
      realmId: pairing.realmId,
      wallId: pairing.wallId,
      displayIndex: pairing.displayIndex,
      pairedAt: this.now(),
    };
    if (!(await this.walls.claimPairing(pairing.code, hash(displayToken), display))) {
      throw new DomainError('notFound', WALL_ERROR.PAIRING_TOKEN);
    }
    return { accepted: true, displayToken, ...display };
  }

  /** The display a token is paired with, while it is. */
  display(displayToken: string): Promise<WallDisplayTokenRecord | undefined> {
    return this.walls.displayToken(hash(displayToken));
  }

  /** The display a token's key (keyOf) is paired with, while it is. */
  displayByKey(key: string): Promise<WallDisplayTokenRecord | undefined> {
    return this.walls.displayToken(key);
  }

  /** What names a display token where the token itself must not be kept (media grants). */
  keyOf(displayToken: string): string {
    return hash(displayToken);
  }
}
