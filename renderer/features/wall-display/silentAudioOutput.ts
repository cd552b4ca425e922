/** A wall cell's sound output (issue 30): none. Nobody in front of a wall can tell one camera's
 *  sound from fifteen others', and its cells are muted for good (useCellAudio): with the player's
 *  own output, every wall cell of a camera with a microphone still decoded the camera's sound and
 *  scheduled it, muted, through the page's Web Audio — work for nothing on a wall PC that decodes
 *  up to sixteen cameras. */
import type { PlayerDeps } from '../player';

type AudioOutput = ReturnType<NonNullable<PlayerDeps['createAudioOutput']>>;

export function silentAudioOutput(): AudioOutput {
  return {
    configure: () => undefined,
    chunk: () => undefined,
    painted: () => undefined,
    reset: () => undefined,
    setLevels: () => undefined,
    avOffsetsMs: [],
    avHeardPercent: null,
    dispose: () => undefined,
  };
}
