/** Compares two heap snapshots of one process (the fault suite writes them with MEMORY_SNAPSHOT_DIR,
 *  see retainedMemory.ts) to tell what the platform kept between them: the net change in count and
 *  self size by constructor, then the objects created since the first snapshot that are largest,
 *  each with the chain of retainers up to an object that was already there (a node's id is stable
 *  within a process, so "already there" is "same id in both").
 *  Usage: npx tsx server/testing/heapSnapshotDiff.ts before.heapsnapshot after.heapsnapshot [minBytes] */
import { readFileSync } from 'node:fs';

interface RawSnapshot {
  snapshot: {
    meta: { node_fields: string[]; node_types: [string[]]; edge_fields: string[]; edge_types: [string[]] };
  };
  nodes: number[];
  edges: number[];
  strings: string[];
}

class HeapSnapshot {
  readonly count: number;
  private readonly raw: RawSnapshot;
  private readonly nodeWidth: number;
  private readonly edgeWidth: number;
  private readonly field: Record<'type' | 'name' | 'id' | 'size' | 'edges', number>;
  private readonly edgeField: Record<'type' | 'name' | 'to', number>;
  private retainersOf?: Array<Array<{ from: number; edge: string }>>;

  constructor(file: string) {
    this.raw = JSON.parse(readFileSync(file, 'utf8')) as RawSnapshot;
    const { node_fields: nodes, edge_fields: edges } = this.raw.snapshot.meta;
    this.nodeWidth = nodes.length;
    this.edgeWidth = edges.length;
    this.field = {
      type: nodes.indexOf('type'),
      name: nodes.indexOf('name'),
      id: nodes.indexOf('id'),
      size: nodes.indexOf('self_size'),
      edges: nodes.indexOf('edge_count'),
    };
    this.edgeField = {
      type: edges.indexOf('type'),
      name: edges.indexOf('name_or_index'),
      to: edges.indexOf('to_node'),
    };
    this.count = this.raw.nodes.length / this.nodeWidth;
  }

  private value(node: number, field: number): number {
    return this.raw.nodes[node * this.nodeWidth + field] ?? 0;
  }

  id = (node: number) => this.value(node, this.field.id);
  size = (node: number) => this.value(node, this.field.size);

  /** Objects, closures and native objects by constructor; other kinds (strings, arrays, code) by kind. */
  kind(node: number): string {
    const type = this.raw.snapshot.meta.node_types[0][this.value(node, this.field.type)] ?? '?';
    const name = this.raw.strings[this.value(node, this.field.name)] ?? '';
    return ['object', 'closure', 'native'].includes(type) ? `${type} ${name.slice(0, 60)}` : type;
  }

  /** The kind, with a string's first characters. */
  label(node: number): string {
    const kind = this.kind(node);
    const name = this.raw.strings[this.value(node, this.field.name)] ?? '';
    return kind === 'string' || kind === 'concatenated string' ? `${kind} "${name.slice(0, 40)}"` : kind;
  }

  /** Strong retainers of a node (weak edges keep nothing). */
  retainers(node: number): Array<{ from: number; edge: string }> {
    if (!this.retainersOf) {
      const { edge_types: edgeTypes } = this.raw.snapshot.meta;
      const all: Array<Array<{ from: number; edge: string }>> = Array.from({ length: this.count }, () => []);
      let edge = 0;
      for (let from = 0; from < this.count; from++) {
        for (let e = 0; e < this.value(from, this.field.edges); e++, edge += this.edgeWidth) {
          const type = edgeTypes[0][this.raw.edges[edge + this.edgeField.type] ?? 0] ?? '?';
          if (type === 'weak') continue;
          const name = this.raw.edges[edge + this.edgeField.name] ?? 0;
          const to = (this.raw.edges[edge + this.edgeField.to] ?? 0) / this.nodeWidth;
          const named = type === 'element' || type === 'hidden' ? `[${name}]` : this.raw.strings[name];
          all[to]?.push({ from, edge: `${type} ${named}` });
        }
      }
      this.retainersOf = all;
    }
    return this.retainersOf[node] ?? [];
  }
}

const [beforeFile, afterFile, minBytes = '100000'] = process.argv.slice(2);
if (!beforeFile || !afterFile)
  throw new Error('usage: heapSnapshotDiff.ts before.heapsnapshot after.heapsnapshot [minBytes]');
const before = new HeapSnapshot(beforeFile);
const after = new HeapSnapshot(afterFile);

const byKind = (snapshot: HeapSnapshot, sign: number, into: Map<string, { count: number; bytes: number }>) => {
  for (let node = 0; node < snapshot.count; node++) {
    const entry = into.get(snapshot.kind(node)) ?? { count: 0, bytes: 0 };
    entry.count += sign;
    entry.bytes += sign * snapshot.size(node);
    into.set(snapshot.kind(node), entry);
  }
};
const net = new Map<string, { count: number; bytes: number }>();
byKind(after, 1, net);
byKind(before, -1, net);
console.log('net change by constructor (bytes, count):');
for (const [kind, { count, bytes }] of [...net].sort((a, b) => b[1].bytes - a[1].bytes).slice(0, 30))
  console.log(`${String(bytes).padStart(11)} ${String(count).padStart(8)}  ${kind}`);

const existed = new Set<number>();
for (let node = 0; node < before.count; node++) existed.add(before.id(node));
const largest: number[] = [];
for (let node = 0; node < after.count; node++)
  if (!existed.has(after.id(node)) && after.size(node) >= Number(minBytes)) largest.push(node);
largest.sort((a, b) => after.size(b) - after.size(a));
console.log(`\nnew objects of ${minBytes} bytes or more: ${largest.length}`);
for (const node of largest.slice(0, 20)) {
  const chain: string[] = [];
  const seen = new Set([node]);
  for (let at = node; chain.length < 12 && !existed.has(after.id(at));) {
    const next = after.retainers(at).find((r) => !seen.has(r.from) && !after.kind(r.from).startsWith('code'));
    if (!next) break;
    chain.push(`${next.edge} of ${after.label(next.from)}`);
    seen.add(next.from);
    at = next.from;
  }
  console.log(`${after.size(node)} ${after.label(node)}\n    <- ${chain.join('\n    <- ')}`);
}
