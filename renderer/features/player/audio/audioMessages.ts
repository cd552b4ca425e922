/** A session's sound crossing from a player worker to the page (issue 31): the page holds the
 *  AudioContext (workers have none), so the worker's session sends what SessionAudio is told. Only
 *  a stream with sound costs messages: without it, frames and pictures are not reported. */
import type { MediaAudioHeader } from '../../../../shared/video/mediaFrame';
import type { SessionAudio } from './SessionAudio';

export type AudioMessage =
  | { k: 'configure'; header: MediaAudioHeader | null }
  | { k: 'chunk'; pts: number; duration: number; data: ArrayBuffer }
  | { k: 'painted'; pts: number; at: number }
  | { k: 'reset'; audible: boolean };

/** The worker's side: a SessionAudio that posts (the frame's bytes are copied once and transferred). */
export function sessionAudioOverPort(post: (message: AudioMessage, transfer?: Transferable[]) => void): SessionAudio {
  let withSound = false;
  return {
    configure(header) {
      withSound = header !== null;
      post({ k: 'configure', header });
    },
    chunk(pts, duration, data) {
      if (!withSound) return;
      const copy = data.slice().buffer;
      post({ k: 'chunk', pts, duration, data: copy }, [copy]);
    },
    painted(pts, at) {
      if (withSound) post({ k: 'painted', pts, at });
    },
    // Rare, and it must arrive whatever the stream: a session's first one comes before its header.
    reset(audible) {
      post({ k: 'reset', audible });
    },
  };
}

/** The page's side: hands a message to the player's sound output. */
export function deliverAudioMessage(audio: SessionAudio | undefined, message: AudioMessage): void {
  if (!audio) return;
  if (message.k === 'configure') audio.configure(message.header);
  else if (message.k === 'chunk') audio.chunk(message.pts, message.duration, new Uint8Array(message.data));
  else if (message.k === 'painted') audio.painted(message.pts, message.at);
  else audio.reset(message.audible);
}
