/** What a player session tells the player's sound output (issue 31), wherever the session runs:
 *  the stream's sound header, its AAC frames, each picture painted (the clock the sound follows)
 *  and every restart. Times are wall-clock milliseconds since the epoch (a worker's clock has
 *  another origin than the page's). */
import type { MediaAudioHeader } from '../../../../shared/video/mediaFrame';

/** Hears a piece of sound of media time `pts` come out of the decoder at wall-clock ms `at`. */
export type SoundReadyListener = (pts: number, at: number) => void;

export interface SessionAudio {
  /** The stream's sound, or null when it has none. */
  configure(header: MediaAudioHeader | null): void;
  /** One AAC frame: media time and length in ms. */
  chunk(pts: number, duration: number, data: Uint8Array): void;
  /** The picture of media time `pts` was painted at wall time `at`. */
  painted(pts: number, at: number): void;
  /** A new play, seek, pause or hide: what was scheduled stops. `audible`: the play is forward at
   *  1× (spec: only then is sound played). */
  reset(audible: boolean): void;
  /** An output on the page only: `listener` hears each piece of sound as it comes out of the
   *  decoder, ready to be heard (media time, wall-clock ms), so a lip sync counts the decoder's time
   *  too; null stops it. A session in a worker has no such output and judges its sound on arrival. */
  onDecoded?(listener: SoundReadyListener | null): void;
}

/** A player's sound output as the controller holds it (AudioOutput in the browser). */
export interface PlayerAudioOutput extends SessionAudio {
  setLevels(levels: { volume: number; muted: boolean }): void;
  /** The A/V offsets measured lately, ms. */
  readonly avOffsetsMs: readonly number[];
  /** The share of the pictures lately painted whose sound was heard, percent; null before sound. */
  readonly avHeardPercent: number | null;
  dispose(): void;
}

/** Only a forward play at 1× is heard; other speeds stay silent. */
export function audibleAt(speed: number): boolean {
  return speed === 1;
}
