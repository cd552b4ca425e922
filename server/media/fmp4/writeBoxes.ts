/** Builds ISO-BMFF boxes: a size, a type and the payload parts; full boxes add version and flags. */

export function box(type: string, ...parts: Buffer[]): Buffer {
  const header = Buffer.alloc(8);
  const payload = Buffer.concat(parts);
  header.writeUInt32BE(8 + payload.length);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, payload]);
}

export function fullBox(type: string, version: number, flags: number, ...parts: Buffer[]): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(((version & 0xff) << 24) | (flags & 0xffffff));
  return box(type, head, ...parts);
}

/** Big-endian unsigned 32-bit words. */
export function u32(...values: number[]): Buffer {
  const out = Buffer.alloc(4 * values.length);
  values.forEach((value, i) => out.writeUInt32BE(value >>> 0, 4 * i));
  return out;
}

/** Big-endian unsigned 16-bit words. */
export function u16(...values: number[]): Buffer {
  const out = Buffer.alloc(2 * values.length);
  values.forEach((value, i) => out.writeUInt16BE(value & 0xffff, 2 * i));
  return out;
}
