/** Map tiles kept on disk under the data directory (issue 34): a tile fetched once is served again
 *  without its tile server, so a control room that loses its uplink keeps the map it has looked at.
 *  The cache holds at most `maxBytes`; past that, the tiles used longest ago go first. Which tiles
 *  there are, their sizes and the order of their use are held in memory, read from the folder (by
 *  modification time, which a use renews) the first time the cache is asked. */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/** Files being written end so; any left by a crash are removed on the first read of the folder. */
const PARTIAL = '.part';

export class TileCache {
  /** Relative name → size, in order of use: the first entry is the one used longest ago. */
  private readonly entries = new Map<string, number>();
  private total = 0;
  private loaded: Promise<void> | undefined;

  constructor(
    private readonly dir: string,
    private readonly maxBytes: number,
  ) {}

  /** Bytes held now. */
  async size(): Promise<number> {
    await this.load();
    return this.total;
  }

  /** The tile stored under `name` (a relative path of the caller's making), or null. */
  async read(name: string): Promise<Buffer | null> {
    await this.load();
    const size = this.entries.get(name);
    if (size === undefined) return null;
    const file = path.join(this.dir, name);
    try {
      const bytes = await fs.readFile(file);
      this.entries.delete(name);
      this.entries.set(name, size);
      const now = new Date();
      // The order of use survives a restart; a failed touch only makes the tile look older.
      fs.utimes(file, now, now).catch(() => undefined);
      return bytes;
    } catch {
      this.forget(name);
      return null;
    }
  }

  /** Keeps a tile (written whole, then renamed into place), then trims the cache to its bound. */
  async write(name: string, bytes: Uint8Array): Promise<void> {
    await this.load();
    if (bytes.length > this.maxBytes) return;
    const file = path.join(this.dir, name);
    await fs.mkdir(path.dirname(file), { recursive: true });
    const partial = `${file}.${randomBytes(4).toString('hex')}${PARTIAL}`;
    await fs.writeFile(partial, bytes);
    await fs.rename(partial, file);
    this.forget(name);
    this.entries.set(name, bytes.length);
    this.total += bytes.length;
    await this.trim();
  }

  private forget(name: string): void {
    const size = this.entries.get(name);
    if (size === undefined) return;
    this.entries.delete(name);
    this.total -= size;
  }

  private async trim(): Promise<void> {
    for (const name of this.entries.keys()) {
      if (this.total <= this.maxBytes) return;
      this.forget(name);
      await fs.rm(path.join(this.dir, name), { force: true });
    }
  }

  private load(): Promise<void> {
    this.loaded ??= this.readFolder();
    return this.loaded;
  }

  private async readFolder(): Promise<void> {
    const names = await fs.readdir(this.dir, { recursive: true }).catch(() => [] as string[]);
    const found: Array<{ name: string; size: number; used: number }> = [];
    for (const name of names) {
      const file = path.join(this.dir, name);
      const stat = await fs.stat(file).catch(() => null);
      if (!stat?.isFile()) continue;
      if (name.endsWith(PARTIAL)) await fs.rm(file, { force: true });
      else found.push({ name: name.split(path.sep).join('/'), size: stat.size, used: stat.mtimeMs });
    }
    found.sort((a, b) => a.used - b.used);
    for (const { name, size } of found) {
      this.entries.set(name, size);
      this.total += size;
    }
    await this.trim();
  }
}
