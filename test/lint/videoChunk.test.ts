/** The video area loads as its own chunk (webpack's import() in video-widgets/lazyVideo.ts): what
 *  the login page and the shell import statically must not reach the player, the cell, the Timeline,
 *  PTZ or delivery, or their code lands in main.js again. */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..', '..');
const VIDEO_FEATURES = ['player', 'camera-cell', 'timeline', 'ptz', 'delivery'];

function resolveModule(from: string, source: string): string | null {
  const base = path.resolve(path.dirname(from), source);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')];
  return candidates.find((file) => /\.tsx?$/.test(file) && existsSync(file)) ?? null;
}

/** Relative modules a file imports at run time: type-only imports and import() are left out. */
function staticImports(file: string): string[] {
  const code = readFileSync(file, 'utf8');
  const sources = [...code.matchAll(/^(?:import|export)\s+(?!type\s)[^;]*?from\s+'(\.[^']+)'/gms)].map((m) => m[1]!);
  const bare = [...code.matchAll(/^import\s+'(\.[^']+)'/gm)].map((m) => m[1]!);
  return [...sources, ...bare].flatMap((source) => resolveModule(file, source) ?? []);
}

function reachable(entry: string): Set<string> {
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...staticImports(file));
  }
  return seen;
}

describe('the video chunk', () => {
  it('stays out of the main bundle: the entry reaches no video feature without import()', () => {
    const files = [...reachable(path.join(root, 'renderer/index.tsx'))].map((file) => path.relative(root, file));
    expect(files).toContain('renderer/features/video-widgets/lazyVideo.ts');
    const video = files.filter((file) =>
      VIDEO_FEATURES.some((feature) => file.startsWith(`renderer/features/${feature}/`)),
    );
    expect(video).toEqual([]);
  });
});
