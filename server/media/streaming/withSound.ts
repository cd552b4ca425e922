/** Archive sound among the pictures of a row (issue 31): each sound frame goes AUDIO_LEAD_MS
 *  ahead of its time, the pictures keep their decode order. */
import type { Frame } from '../sources/SourceListener';

/** Archive sound goes out this much ahead of its pictures' schedule, so the console can start it
 *  exactly when the picture of its time is shown (a sound that arrives on time is already late). */
export const AUDIO_LEAD_MS = 150;

/** A sound frame among the pictures of a row. */
export interface Sound {
  sound: Frame;
}

export function isSound(item: Frame | Sound): item is Sound {
  return 'sound' in item;
}

/** A row's pictures with its sound from `from` on, each sound placed before the first picture due
 *  after it (AUDIO_LEAD_MS ahead of its time); the pictures keep their decode order. */
export function withSound(pictures: readonly Frame[], audio: readonly Frame[], from: number): Array<Frame | Sound> {
  const sounds = audio.filter((f) => f.pts >= from);
  if (sounds.length === 0) return [...pictures];
  const out: Array<Frame | Sound> = [];
  let next = 0;
  for (const picture of pictures) {
    while (next < sounds.length && (sounds[next] as Frame).pts - AUDIO_LEAD_MS <= picture.pts) {
      out.push({ sound: sounds[next++] as Frame });
    }
    out.push(picture);
  }
  for (; next < sounds.length; next += 1) out.push({ sound: sounds[next] as Frame });
  return out;
}
