/** Walks ISO-BMFF boxes (size, type, payload) in a byte range; the base of the fMP4 parser. */

export interface Box {
  type: string;
  /** Offset of the box header inside the buffer. */
  start: number;
  /** Offset of the payload (after the header). */
  payload: number;
  /** Offset one past the box. */
  end: number;
}

/** Boxes in buf[from, to); stops at a box that does not fit (the caller waits for more bytes). */
export function readBoxes(buf: Buffer, from = 0, to = buf.length): Box[] {
  const boxes: Box[] = [];
  let at = from;
  while (at + 8 <= to) {
    const box = boxAt(buf, at, to);
    if (!box) break;
    boxes.push(box);
    at = box.end;
  }
  return boxes;
}

/** The box whose header starts at `at`, or undefined when it is not complete yet. */
export function boxAt(buf: Buffer, at: number, to = buf.length): Box | undefined {
  if (at + 8 > to) return undefined;
  let size = buf.readUInt32BE(at);
  const type = buf.toString('latin1', at + 4, at + 8);
  let payload = at + 8;
  if (size === 1) {
    if (at + 16 > to) return undefined;
    size = Number(buf.readBigUInt64BE(at + 8));
    payload = at + 16;
  } else if (size === 0) {
    size = to - at;
  }
  if (size < payload - at) throw new Error(`Malformed MP4 box '${type}' of size ${size}`);
  if (at + size > to) return undefined;
  return { type, start: at, payload, end: at + size };
}

/** The first child of `parent` with the given type (children start `skip` bytes into the payload). */
export function child(buf: Buffer, parent: Box, type: string, skip = 0): Box | undefined {
  return readBoxes(buf, parent.payload + skip, parent.end).find((b) => b.type === type);
}

/** Follows a path of box types from a parent, e.g. ['trak', 'mdia', 'mdhd']. */
export function descend(buf: Buffer, parent: Box, path: string[]): Box | undefined {
  let box: Box | undefined = parent;
  for (const type of path) {
    if (!box) return undefined;
    box = child(buf, box, type);
  }
  return box;
}
