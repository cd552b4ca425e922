/** The stream's metadata channel (spec 2 §3 stream message metadata list; issue 31 analytics
 *  overlay): what the platform found in the picture at one frame time — the motion detector's
 *  moving regions, the analytics engines' boxes with their labels — sent on the media socket as a
 *  binary frame flagged MEDIA_FRAME_FLAG_METADATA whose pts is the frame's and whose duration is how
 *  long the boxes stand unless a newer message of the same source replaces them. Boxes are
 *  quantised to 1/65535 of the picture (9 bytes and the label each), so a message is tens of bytes. */

/** Who found the boxes: each source's newest message replaces its own previous one only. */
export type MetadataSource = 'motion' | 'analytics';
const SOURCES: readonly MetadataSource[] = ['motion', 'analytics'];

/** A box in fractions (0..1) of the picture's width and height, top left origin. */
export interface MetadataBox {
  x: number;
  y: number;
  w: number;
  h: number;
  /** What raised an event or an analytics result (Analytics Markup 'Alert' draws only these). */
  alert: boolean;
  /** What the engine read or recognised (a plate's text); none for motion. */
  label?: string;
}

export interface MediaMetadata {
  /** The frame time the boxes were found in, ms since the epoch. */
  pts: number;
  /** How long (ms) the boxes stand when no newer message of the source comes. */
  duration: number;
  source: MetadataSource;
  /** Empty: the source found nothing any more (its previous boxes go). */
  boxes: MetadataBox[];
}

/** How long a source's boxes stand at least without a newer message (ms): long enough for a live
 *  message that comes a detector's delay after its frame to be drawn with the frames after it. */
export const METADATA_HOLD_MS = 1_000;

/** The Analytics Markup choice of a cell (spec 2 §2, widget property metadataType): everything
 *  found (motion and analytics), only what raised an event or an analytics result, or nothing. */
export type AnalyticsMarkup = 'Alert' | 'All' | 'None';

/** The boxes a cell draws under its markup choice. */
export function boxesShown(boxes: readonly MetadataBox[], markup: AnalyticsMarkup): readonly MetadataBox[] {
  if (markup === 'None') return [];
  return markup === 'All' ? boxes : boxes.filter((box) => box.alert);
}

/** How the console draws the boxes: what raised an event or an analytics result, and other motion
 *  ('All' only). */
export const MARKUP_COLOURS = { alert: '#ff3b30', motion: '#00e5ff' } as const;

/** Boxes one message carries at most: the largest are kept. */
export const METADATA_MAX_BOXES = 32;
/** Bytes of a label at most (UTF-8). */
const MAX_LABEL_BYTES = 64;
const SCALE = 65_535;
const FLAG_ALERT = 1;
const FLAG_LABEL = 2;

/** The payload of a metadata frame: source (uint8), box count (uint8), then per box flags (uint8),
 *  x, y, w, h (uint16 LE, of 65535), and with FLAG_LABEL a byte length (uint8) and the label. */
export function encodeMetadataPayload(source: MetadataSource, boxes: readonly MetadataBox[]): Uint8Array {
  const kept = [...boxes].sort((a, b) => b.w * b.h - a.w * a.h).slice(0, METADATA_MAX_BOXES);
  const labels = kept.map((box) => (box.label ? truncate(utf8(box.label)) : null));
  const size = 2 + kept.reduce((sum, _box, i) => sum + 9 + (labels[i] ? 1 + (labels[i] as Uint8Array).length : 0), 0);
  const out = new Uint8Array(size);
  const view = new DataView(out.buffer);
  out[0] = SOURCES.indexOf(source);
  out[1] = kept.length;
  let at = 2;
  kept.forEach((box, i) => {
    const label = labels[i];
    out[at] = (box.alert ? FLAG_ALERT : 0) | (label ? FLAG_LABEL : 0);
    view.setUint16(at + 1, quantise(box.x), true);
    view.setUint16(at + 3, quantise(box.y), true);
    view.setUint16(at + 5, quantise(box.w), true);
    view.setUint16(at + 7, quantise(box.h), true);
    at += 9;
    if (label) {
      out[at] = label.length;
      out.set(label, at + 1);
      at += 1 + label.length;
    }
  });
  return out;
}

/** The payload back; throws on a payload that is cut short or names no known source. */
export function decodeMetadataPayload(bytes: Uint8Array): { source: MetadataSource; boxes: MetadataBox[] } {
  if (bytes.byteLength < 2) throw new Error('Metadata shorter than its header');
  const source = SOURCES[bytes[0] as number];
  if (!source) throw new Error(`Metadata of an unknown source ${bytes[0]}`);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const count = bytes[1] as number;
  const boxes: MetadataBox[] = [];
  let at = 2;
  for (let i = 0; i < count; i += 1) {
    if (at + 9 > bytes.byteLength) throw new Error('Metadata cut short');
    const flags = bytes[at] as number;
    const box: MetadataBox = {
      x: view.getUint16(at + 1, true) / SCALE,
      y: view.getUint16(at + 3, true) / SCALE,
      w: view.getUint16(at + 5, true) / SCALE,
      h: view.getUint16(at + 7, true) / SCALE,
      alert: (flags & FLAG_ALERT) !== 0,
    };
    at += 9;
    if (flags & FLAG_LABEL) {
      const length = bytes[at] ?? 0;
      if (at + 1 + length > bytes.byteLength) throw new Error('Metadata cut short');
      box.label = fromUtf8(bytes.subarray(at + 1, at + 1 + length));
      at += 1 + length;
    }
    boxes.push(box);
  }
  return { source, boxes };
}

/** UTF-8 by hand: shared/ runs where neither TextEncoder's DOM nor Node's types are declared. */
function utf8(text: string): Uint8Array {
  const out: number[] = [];
  for (const char of text) {
    const c = char.codePointAt(0) as number;
    if (c < 0x80) out.push(c);
    else if (c < 0x800) out.push(0xc0 | (c >> 6), 0x80 | (c & 63));
    else if (c < 0x10000) out.push(0xe0 | (c >> 12), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63));
    else out.push(0xf0 | (c >> 18), 0x80 | ((c >> 12) & 63), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63));
  }
  return Uint8Array.from(out);
}

function fromUtf8(bytes: Uint8Array): string {
  let text = '';
  for (let i = 0; i < bytes.length;) {
    const b = bytes[i] as number;
    const extra = b >= 0xf0 ? 3 : b >= 0xe0 ? 2 : b >= 0xc0 ? 1 : 0;
    let c = extra === 0 ? b : b & (0x3f >> extra);
    for (let k = 1; k <= extra; k += 1) c = (c << 6) | ((bytes[i + k] ?? 0x80) & 63);
    text += String.fromCodePoint(c);
    i += 1 + extra;
  }
  return text;
}

function quantise(fraction: number): number {
  return Math.round(Math.min(1, Math.max(0, Number.isFinite(fraction) ? fraction : 0)) * SCALE);
}

/** At most MAX_LABEL_BYTES, not cutting a UTF-8 sequence in two. */
function truncate(bytes: Uint8Array): Uint8Array {
  if (bytes.length <= MAX_LABEL_BYTES) return bytes;
  let end = MAX_LABEL_BYTES;
  while (end > 0 && ((bytes[end] as number) & 0xc0) === 0x80) end -= 1;
  return bytes.subarray(0, end);
}
