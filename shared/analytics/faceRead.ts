/** What the face engine and the Facial watchlists share (issue 32): a face seen in one passage in
 *  front of a camera with its embedding, and how two embeddings are compared — the Euclidean
 *  distance between face-api's 128-number descriptors, a match being at most the threshold the
 *  camera's VAE config asks for (configuration.matchDistance), FACE_MATCH_DISTANCE unless told. */
import type { FrameBox } from './plateRead';

/** Descriptors of one person lie within ~0.4 of each other, of two people beyond ~0.6 (face-api's
 *  recognition net, trained with that margin); 0.5 keeps the pictures a camera takes, grey and
 *  compressed, of an enrolled face while refusing the package's sample faces (faceWatch tests). */
export const FACE_MATCH_DISTANCE = 0.5;
/** The thresholds a VAE config may ask for. */
export const FACE_MATCH_DISTANCE_RANGE = { min: 0.2, max: 0.8 } as const;

/** One face's passage (track) in front of a camera, given out once its embedding is settled. */
export interface FaceRead {
  cameraId: string;
  /** The capture time of the frame its crop comes from, ms since the epoch. */
  time: number;
  /** The passage's id, unique per camera while the engine runs: one passage, one read. */
  trackId: string;
  /** Where the face is in that frame. */
  box: FrameBox;
  /** The detector's score, 0..1. */
  score: number;
  /** The face's embedding: the mean of the passage's descriptors so far, 128 numbers. */
  descriptor: readonly number[];
  /** A match is at most this far (the camera's VAE config's threshold). */
  matchDistance: number;
  /** The face's crop, JPEG, encoded with the read. */
  cropJpeg: Uint8Array;
  /** The camera's whole picture of that moment, JPEG, when it comes (as PlateRead.picture). */
  picture: Promise<Uint8Array | undefined>;
}

/** Euclidean distance between two descriptors (Infinity when their lengths differ). */
export function faceDistance(a: readonly number[], b: readonly number[]): number {
  if (a.length !== b.length || a.length === 0) return Number.POSITIVE_INFINITY;
  let sum = 0;
  for (let i = 0; i < a.length; i += 1) {
    const d = (a[i] as number) - (b[i] as number);
    sum += d * d;
  }
  return Math.sqrt(sum);
}

/** How sure a match is, 0..1: 1 at distance 0, 0.5 at the threshold, 0 at twice it. */
export function faceConfidence(distance: number, threshold: number): number {
  return Math.max(0, Math.min(1, 1 - distance / (2 * threshold)));
}

/** The VAE config's threshold, clamped to the range; FACE_MATCH_DISTANCE when it names none. */
export function matchDistanceOf(configuration: Record<string, unknown> | undefined): number {
  const asked = Number(configuration?.matchDistance);
  if (!Number.isFinite(asked)) return FACE_MATCH_DISTANCE;
  return Math.max(FACE_MATCH_DISTANCE_RANGE.min, Math.min(FACE_MATCH_DISTANCE_RANGE.max, asked));
}
