// Builds the server and the console when their output is missing or older than their sources,
// so `npm start` on a fresh clone (or after a pull) serves what the tree says.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Newest modification time under the given paths (files or folders), ignoring tests. */
function newestSource(paths) {
  let newest = 0;
  const visit = (p) => {
    if (!fs.existsSync(p)) return;
    const stat = fs.statSync(p);
    if (stat.isDirectory()) {
      for (const entry of fs.readdirSync(p)) visit(path.join(p, entry));
    } else if (!/\.test\.tsx?$/.test(p)) {
      newest = Math.max(newest, stat.mtimeMs);
    }
  };
  paths.forEach((p) => visit(path.join(ROOT, p)));
  return newest;
}

function isStale(output, sources) {
  const file = path.join(ROOT, output);
  return !fs.existsSync(file) || fs.statSync(file).mtimeMs < newestSource(sources);
}

function run(label, command, args) {
  process.stdout.write(`Building ${label}…\n`);
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) {
    process.stderr.write(`Building ${label} failed.\n`);
    process.exit(result.status ?? 1);
  }
}

const bin = (name) => path.join(ROOT, 'node_modules', '.bin', name);

export function buildIfStale() {
  if (!fs.existsSync(path.join(ROOT, 'node_modules'))) {
    process.stderr.write('Dependencies are missing: run `npm install` first.\n');
    process.exit(1);
  }
  // tsc -b is incremental and checks its own inputs; it is quick when nothing changed.
  if (isStale('build/server/main.js', ['server', 'shared', 'tsconfig.base.json'])) {
    run('the platform server', bin('tsc'), ['-b', 'server']);
  }
  if (isStale('build/renderer/index.html', ['renderer', 'shared', 'locales', 'assets', 'webpack.config.js'])) {
    run('the console', bin('webpack'), ['--config', 'webpack.config.js', '--env', 'target=web']);
    // webpack keeps unchanged outputs' times; mark the build as current.
    const index = path.join(ROOT, 'build/renderer/index.html');
    fs.utimesSync(index, new Date(), new Date());
  }
}
