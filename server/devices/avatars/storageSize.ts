/** Bytes on disk under a directory (an avatar's recordings), for its storage usage. */
import type { Dirent } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';

export async function directorySize(dir: string): Promise<number> {
  let total = 0;
  let entries: Dirent[];
  try {
    entries = await fs.readdir(dir, { withFileTypes: true });
  } catch {
    return 0;
  }
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) total += await directorySize(full);
    else if (entry.isFile()) total += (await fs.stat(full).catch(() => ({ size: 0 }))).size;
  }
  return total;
}

/** Size and free space of the file system holding `dir`. */
export async function diskOf(dir: string): Promise<{ size: number; free: number }> {
  const stats = await fs.statfs(dir);
  return { size: stats.blocks * stats.bsize, free: stats.bavail * stats.bsize };
}
