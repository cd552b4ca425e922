/** What the platform's video analytics share between the engines and their users (issue 32): a
 *  licence plate read, the target an engine analyses, the statistics it reports (spec 3 §3.1 VAE
 *  aspect: engine fps, statistics) — and the one plate normaliser every side compares plates by. */

/** The analytics engines the platform runs. */
export type AnalyticsEngineKind = 'lpr' | 'face';

/** One camera an engine analyses, at `fps` frames per second of its review stream. */
export interface AnalysisTarget {
  cameraId: string;
  engine: AnalyticsEngineKind;
  fps: number;
  /** The face engine's match threshold (its VAE config's configuration.matchDistance). */
  matchDistance?: number;
}

/** A box in fractions (0..1) of the frame's width and height, top left origin. */
export interface FrameBox {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** What is known of the best read of one plate's passage (track) in front of a camera: what the
 *  engine hands on (PlateRead) and what the platform stores of it alike. */
export interface PlateReadFacts {
  cameraId: string;
  /** The analysed frame's capture time, ms since the epoch. */
  time: number;
  /** normalisePlate(rawText): what watchlists and searches compare. */
  text: string;
  /** What the OCR read, as read. */
  rawText: string;
  /** 0..1. */
  confidence: number;
  /** Where the plate is in the frame the read comes from. */
  box: FrameBox;
  /** The passage's id, unique per camera while the engine runs: one passage, one read. */
  trackId: string;
}

/** The best read of one plate's passage, as an engine hands it on. */
export interface PlateRead extends PlateReadFacts {
  /** The plate's region, JPEG: encoded with the read, in the engine's process. */
  cropJpeg: Uint8Array;
  /** The whole frame the read comes from, JPEG, once it is had; undefined when it cannot be. The
   *  camera's own picture takes a decode of its FULL stream, which the read does not wait for: a
   *  hit's event is raised with the crop and gets this picture when it comes. */
  picture: Promise<Uint8Array | undefined>;
}

/** What an engine reports for one analysed camera (the VAE aspect's statistics). */
export interface AnalyticsStatistics {
  cameraId: string;
  engine: AnalyticsEngineKind;
  /** The fps the target asked for. */
  requestedFps: number;
  /** Frames analysed per second over the last few seconds. */
  engineFps: number;
  framesAnalysed: number;
  /** Frames skipped because the engine was still busy with an earlier one. */
  framesDropped: number;
  /** Reads emitted (one per passage). */
  reads: number;
  /** From a frame's capture time to its analysis done, ms, over the recent frames; null before any. */
  latencyMsP50: number | null;
  latencyMsP95: number | null;
  /** Since when the engine analyses this camera, ms since the epoch. */
  since: number;
}

/** Characters an OCR confuses on plates: letter ⇄ digit. */
const LETTER_FOR_DIGIT: Readonly<Record<string, string>> = { '0': 'O', '1': 'I', '8': 'B', '5': 'S' };
const DIGIT_FOR_LETTER: Readonly<Record<string, string>> = { O: '0', I: '1', B: '8', S: '5' };

type CharClass = 'letter' | 'digit';

function classOf(char: string): CharClass | null {
  if (char in LETTER_FOR_DIGIT || char in DIGIT_FOR_LETTER) return null;
  return char >= '0' && char <= '9' ? 'digit' : 'letter';
}

/** The class of the nearest unambiguous character to `index` in `chars`: the nearer side wins,
 *  the left one on a tie; null when every character is a confusable one. */
function neighbourClass(chars: readonly string[], index: number): CharClass | null {
  for (let d = 1; d < chars.length; d++) {
    const left = index - d >= 0 ? classOf(chars[index - d]!) : null;
    if (left) return left;
    const right = index + d < chars.length ? classOf(chars[index + d]!) : null;
    if (right) return right;
  }
  return null;
}

/**
 * A plate as watchlists and searches compare it: upper case, accents dropped, only A–Z and 0–9.
 * The confusable pairs O/0, I/1, B/8 and S/5 are settled by position, because plates are written
 * as blocks of letters and blocks of digits ("ABC 1234", "WX 12345", "AB 123 CD"): a confusable
 * character takes the class of the nearest unambiguous character in its block (blocks are what
 * spaces, hyphens or dots separate), the nearer side winning and the left one on a tie; a block of
 * confusables only ("0018", "SB") is read as digits, as such blocks mostly are. So "abc-1234" becomes "ABC1234", "A8C 1O34" becomes
 * "ABC1034" and "5AB I02" becomes "SAB102".
 */
export function normalisePlate(raw: string): string {
  const blocks = raw
    .normalize('NFKD')
    .toUpperCase()
    .split(/[\s\-.·_/]+/)
    .map((block) => [...block.replace(/[^A-Z0-9]/g, '')])
    .filter((block) => block.length > 0);
  const out: string[] = [];
  for (const block of blocks) {
    block.forEach((char, i) => {
      const cls = classOf(char) ?? neighbourClass(block, i) ?? 'digit';
      out.push(cls === 'digit' ? (DIGIT_FOR_LETTER[char] ?? char) : (LETTER_FOR_DIGIT[char] ?? char));
    });
  }
  return out.join('');
}
