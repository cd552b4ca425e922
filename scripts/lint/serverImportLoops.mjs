// Measures the server's folder-level import loops (issue 35): reads every production file under
// server/ (tests excluded), maps each relative import to the server folder it lands in, and prints
// the strongly-connected components of that folder graph, with type imports and without them.
// Usage: node scripts/lint/serverImportLoops.mjs [--json]
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(import.meta.dirname, '..', '..');
const server = path.join(root, 'server');

/** Every production .ts file under server/ (tests and generated declarations excluded). */
function sourceFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return /\.ts$/.test(entry.name) && !/\.(test|d)\.ts$/.test(entry.name) ? [full] : [];
  });
}

/** The server folder a path lies in ('config.ts' at the top counts as folder 'config'). */
function folderOf(file) {
  const [first] = path.relative(server, file).split(path.sep);
  return first.replace(/\.ts$/, '');
}

/** The relative imports of one file, each with whether it is type-only (erased at run time). */
function importsOf(file) {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const found = [];
  const visit = (node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const named = clause?.namedBindings && ts.isNamedImports(clause.namedBindings) ? clause.namedBindings : undefined;
      const typeOnly =
        clause !== undefined &&
        (clause.isTypeOnly ||
          (!clause.name &&
            named !== undefined &&
            named.elements.length > 0 &&
            named.elements.every((e) => e.isTypeOnly)));
      found.push({ spec: node.moduleSpecifier.text, typeOnly });
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const named = node.exportClause && ts.isNamedExports(node.exportClause) ? node.exportClause : undefined;
      const typeOnly =
        node.isTypeOnly ||
        (named !== undefined && named.elements.length > 0 && named.elements.every((e) => e.isTypeOnly));
      found.push({ spec: node.moduleSpecifier.text, typeOnly });
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      found.push({ spec: node.arguments[0].text, typeOnly: false });
    } else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    ) {
      found.push({ spec: node.argument.literal.text, typeOnly: true });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found.filter(({ spec }) => spec.startsWith('.'));
}

/** Folder → folders it imports, from the files' imports (type imports kept or dropped). */
function folderGraph(withTypes) {
  const graph = new Map();
  for (const file of sourceFiles(server)) {
    const from = folderOf(file);
    if (!graph.has(from)) graph.set(from, new Set());
    for (const { spec, typeOnly } of importsOf(file)) {
      if (typeOnly && !withTypes) continue;
      const target = path.resolve(path.dirname(file), spec);
      if (!target.startsWith(server + path.sep)) continue;
      const to = folderOf(target);
      if (to !== from) graph.get(from).add(to);
    }
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
