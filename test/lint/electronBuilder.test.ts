/** electron-builder.yml names an app icon that exists in assets/ and that the Windows and Linux
 *  targets can use (a PNG of at least 256x256). */
import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..', '..');
const config = readFileSync(path.join(root, 'electron-builder.yml'), 'utf8');
const icons = [...config.matchAll(/^\s*icon:\s*['"]?([^'"#\s]+)/gm)].map((match) => match[1] as string);

/** Width and height from a PNG's IHDR chunk, or null when the file is not a PNG. */
function pngSize(file: string): { width: number; height: number } | null {
  const data = readFileSync(file);
  if (data.subarray(1, 4).toString('latin1') !== 'PNG') return null;
  return { width: data.readUInt32BE(16), height: data.readUInt32BE(20) };
}

describe('electron-builder.yml', () => {
  it('names an icon for each desktop target', () => {
    expect(icons.length).toBeGreaterThan(0);
  });

  it.each(icons)('names %s, a PNG of at least 256x256 in assets/', (icon) => {
    expect(icon.startsWith('assets/')).toBe(true);
    const size = pngSize(path.join(root, icon));
    expect(size).not.toBeNull();
    expect(Math.min(size?.width ?? 0, size?.height ?? 0)).toBeGreaterThanOrEqual(256);
  });
});
