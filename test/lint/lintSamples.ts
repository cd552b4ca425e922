/** Lints a suite's sample imports (lintCases.mjs) as if each lived at its path, all of the suite's
 *  lists in one ESLint run, made when a test first asks: each run reads the import graph the
 *  samples reach anew (import-x/no-cycle, the typescript resolver), which costs most of its time. */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

export type Sample = [file: string, code: string];

const root = path.resolve(__dirname, '..', '..');

export function lintSamples<K extends string>(lists: Record<K, Sample[]>): () => Record<K, string[][]> {
  let results: Record<K, string[][]> | undefined;
  return () => {
    if (results) return results;
    const names = Object.keys(lists) as K[];
    const cases = names.flatMap((name) => lists[name]);
    const output = execFileSync(process.execPath, [path.join(__dirname, 'lintCases.mjs')], {
      cwd: root,
      input: JSON.stringify(cases.map(([file, code]) => ({ file: path.join(root, file), code }))),
    });
    const messages = JSON.parse(output.toString()) as string[][];
    let next = 0;
    results = {} as Record<K, string[][]>;
    for (const name of names) {
      results[name] = messages.slice(next, next + lists[name].length);
      next += lists[name].length;
    }
    return results;
  };
}
