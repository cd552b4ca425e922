/** The face demo scene's visitors (issue 32): a lobby where one person after another walks up to
 *  the camera, stands before it and walks off — the enrolled demo face (Eileen Collins, a public-
 *  domain NASA portrait) every third passage, two strangers from the face engine package's sample
 *  photos between. Who is in the picture at any wall time is a pure function of the time, so the
 *  scene, the tests and the bench know which face was shown when. */

/** One passage's timeline, ms from its start. */
export const FACE_PASSAGE = { walkInMs: 1_500, standMs: 4_000, walkOutMs: 1_500, emptyMs: 3_000 } as const;
export const FACE_PASSAGE_MS =
  FACE_PASSAGE.walkInMs + FACE_PASSAGE.standMs + FACE_PASSAGE.walkOutMs + FACE_PASSAGE.emptyMs;

/** The people of the scene, in the order they come; the first is the one the demo enrols. */
export const FACE_PEOPLE = [
  { id: 'eileen-collins', name: 'Eileen Collins', enrolled: true },
  { id: 'visitor-a', name: 'Visitor A', enrolled: false },
  { id: 'visitor-b', name: 'Visitor B', enrolled: false },
] as const;
export type FacePerson = (typeof FACE_PEOPLE)[number];

/** The portrait's size in fractions of the frame: a head and shoulders filling most of its height. */
export const PORTRAIT = { width: 0.375, height: 0.83 } as const;

export interface FacePassage {
  /** Passage number since the epoch: unique and in order. */
  index: number;
  person: FacePerson;
  startMs: number;
  /** When the person has left the picture. */
  endMs: number;
}

/** The passage under way at wall time `timeMs` (its person in the picture), if any. */
export function facePassageAt(timeMs: number): FacePassage | undefined {
  const index = Math.floor(timeMs / FACE_PASSAGE_MS);
  const startMs = index * FACE_PASSAGE_MS;
  const endMs = startMs + FACE_PASSAGE_MS - FACE_PASSAGE.emptyMs;
  if (timeMs >= endMs) return undefined;
  const person = FACE_PEOPLE[((index % FACE_PEOPLE.length) + FACE_PEOPLE.length) % FACE_PEOPLE.length]!;
  return { index, person, startMs, endMs };
}

/** Every passage whose person is in the picture at some time within [fromMs, toMs). */
export function facePassagesBetween(fromMs: number, toMs: number): FacePassage[] {
  const out: FacePassage[] = [];
  for (let i = Math.floor(fromMs / FACE_PASSAGE_MS); i * FACE_PASSAGE_MS < toMs; i += 1) {
    const passage = facePassageAt(i * FACE_PASSAGE_MS);
    if (passage && passage.endMs > fromMs) out.push(passage);
  }
  return out;
}

/** The portrait's left edge in fractions of the frame's width at `timeMs` (it walks in from the
 *  left, stands in the middle, walks off to the right); undefined while the lobby is empty. */
export function portraitX(timeMs: number): number | undefined {
  const passage = facePassageAt(timeMs);
  if (!passage) return undefined;
  const t = timeMs - passage.startMs;
  const centre = (1 - PORTRAIT.width) / 2;
  const { walkInMs, standMs, walkOutMs } = FACE_PASSAGE;
  if (t < walkInMs) return -PORTRAIT.width + (centre + PORTRAIT.width) * (t / walkInMs);
  if (t < walkInMs + standMs) return centre;
  return centre + (1 - centre) * ((t - walkInMs - standMs) / walkOutMs);
}
