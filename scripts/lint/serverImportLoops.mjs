// Measures the server's folder-level import loops (issue 35): the server folders that import one
// another (production files only: tests and testing/ helpers left out) as a graph, and its
// strongly-connected components, with type imports and without them.
// Usage: node scripts/lint/serverImportLoops.mjs [--json] [--root DIR] [--without-exceptions] [--areas]
// (--without-exceptions leaves out the imports serverImportExceptions.mjs names: the loops that
// would remain once they are removed; --areas counts the areas the lint rules speak of, where a
// domain's own http/ folder, should one appear, is a node of its own.)
import path from 'node:path';
import { SERVER_IMPORT_EXCEPTIONS } from './serverImportExceptions.mjs';
import { serverAreaOf } from './serverImportRules.mjs';
import { serverImports } from './serverImports.mjs';

/** The checkout to measure: this one, or the folder after --root (e.g. an older tree's export). */
const rootAt = process.argv.indexOf('--root');
const root = rootAt > 0 ? path.resolve(process.argv[rootAt + 1]) : path.resolve(import.meta.dirname, '..', '..');

const byArea = process.argv.includes('--areas');
const skipped = new Set(
  process.argv.includes('--without-exceptions')
    ? SERVER_IMPORT_EXCEPTIONS.map(([file, target]) => `${file} -> ${target}`)
    : [],
);

/** Folder → folders it imports, with type imports kept or dropped. */
function folderGraph(withTypes) {
  const graph = new Map();
  for (const { file, target, fromFolder: folderFrom, toFolder: folderTo, typeOnly } of serverImports(root)) {
    if (skipped.has(`${file.replace(/\.ts$/, '')} -> ${target}`)) continue;
    const fromFolder = byArea ? serverAreaOf(file) : folderFrom;
    const toFolder = byArea ? serverAreaOf(target) : folderTo;
    if (fromFolder === toFolder) continue;
    if (!graph.has(fromFolder)) graph.set(fromFolder, new Set());
    if (!graph.has(toFolder)) graph.set(toFolder, new Set());
    if (withTypes || !typeOnly) graph.get(fromFolder).add(toFolder);
  }
  return graph;
}

/** Tarjan's strongly-connected components, largest first. */
function components(graph) {
  let index = 0;
  const stack = [];
  const state = new Map();
  const result = [];
  const connect = (node) => {
    state.set(node, { index, low: index, onStack: true });
    index += 1;
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (!state.has(next)) {
        connect(next);
        state.get(node).low = Math.min(state.get(node).low, state.get(next).low);
      } else if (state.get(next).onStack) {
        state.get(node).low = Math.min(state.get(node).low, state.get(next).index);
      }
    }
    if (state.get(node).low === state.get(node).index) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        state.get(member).onStack = false;
        component.push(member);
      } while (member !== node);
      result.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!state.has(node)) connect(node);
  return result.filter((c) => c.length > 1).sort((a, b) => b.length - a.length);
}

const report = {};
for (const [label, withTypes] of [
  ['withTypeImports', true],
  ['runtimeOnly', false],
]) {
  const graph = folderGraph(withTypes);
  const loops = components(graph);
  report[label] = { folders: graph.size, largestLoop: loops[0]?.length ?? 0, loops };
}
if (process.argv.includes('--json')) {
  process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
} else {
  for (const [label, { folders, largestLoop, loops }] of Object.entries(report)) {
    console.log(`${label}: ${folders} folders, largest loop ${largestLoop}`);
    for (const loop of loops) console.log(`  ${loop.length}: ${loop.join(' ')}`);
  }
}
