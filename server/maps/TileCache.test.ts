import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { TileCache } from './TileCache';

const bytes = (n: number, fill: number) => Buffer.alloc(n, fill);

describe('the map tile cache on disk (issue 34: bounded, the tiles used longest ago go first)', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vantage-tiles-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('keeps tiles as files and reads them back', async () => {
    const cache = new TileCache(dir, 1000);
    expect(await cache.read('src/1/0/0')).toBeNull();
    await cache.write('src/1/0/0', bytes(100, 1));
    expect(await cache.read('src/1/0/0')).toEqual(bytes(100, 1));
    expect(fs.readFileSync(path.join(dir, 'src', '1', '0', '0'))).toEqual(bytes(100, 1));
    expect(await cache.size()).toBe(100);
  });

  it('stays within its bound, dropping the tile used longest ago, in memory and on disk', async () => {
    const cache = new TileCache(dir, 300);
    await cache.write('s/1/0/0', bytes(100, 1));
    await cache.write('s/1/0/1', bytes(100, 2));
    await cache.write('s/1/1/0', bytes(100, 3));
    // Read now, so the tile written first is no longer the one used longest ago.
    expect(await cache.read('s/1/0/0')).not.toBeNull();
    await cache.write('s/1/1/1', bytes(100, 4));
    expect(await cache.size()).toBe(300);
    expect(await cache.read('s/1/0/1')).toBeNull();
    expect(fs.existsSync(path.join(dir, 's', '1', '0', '1'))).toBe(false);
    for (const kept of ['s/1/0/0', 's/1/1/0', 's/1/1/1']) expect(await cache.read(kept)).not.toBeNull();
    // A tile larger than the whole cache is not kept, and pushes nothing out.
    await cache.write('s/2/0/0', bytes(301, 5));
    expect(await cache.read('s/2/0/0')).toBeNull();
    expect(await cache.size()).toBe(300);
  });

  it('after a restart knows its tiles and their order of use from the folder, and trims to a smaller bound', async () => {
    const first = new TileCache(dir, 1000);
    await first.write('s/1/0/0', bytes(100, 1));
    await first.write('s/1/0/1', bytes(100, 2));
    // File times say which was used last: the first tile, an hour later.
    const later = new Date(Date.now() + 3_600_000);
    fs.utimesSync(path.join(dir, 's', '1', '0', '0'), later, later);
    fs.writeFileSync(path.join(dir, 's', '1', '0', '2.abcd.part'), bytes(50, 9));
    const again = new TileCache(dir, 150);
    expect(await again.size()).toBe(100);
    expect(await again.read('s/1/0/0')).toEqual(bytes(100, 1));
    expect(await again.read('s/1/0/1')).toBeNull();
    expect(fs.readdirSync(path.join(dir, 's', '1', '0'))).toEqual(['0']);
  });
});
