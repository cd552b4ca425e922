/** The picture a tile's bytes hold, by their signature (issue 34): the tile route passes on PNG,
 *  JPEG, WebP and GIF only, whatever the upstream server's headers claim, so the platform's tile
 *  fetches can never hand a page of some other service to the console. */

const SIGNATURES: ReadonlyArray<{ type: string; matches(bytes: Uint8Array): boolean }> = [
  { type: 'image/png', matches: (b) => b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47 },
  { type: 'image/jpeg', matches: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { type: 'image/gif', matches: (b) => ascii(b, 0, 4) === 'GIF8' },
  { type: 'image/webp', matches: (b) => ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WEBP' },
];

function ascii(bytes: Uint8Array, from: number, to: number): string {
  return String.fromCharCode(...bytes.subarray(from, to));
}

/** The image's mime type, or null when the bytes are no picture of those kinds. */
export function imageType(bytes: Uint8Array): string | null {
  return SIGNATURES.find((s) => s.matches(bytes))?.type ?? null;
}
