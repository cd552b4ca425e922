/** Spec 3 §4 hierarchy tree, §7.3 hierarchyUpdate: which hierarchies this console is saving, so the
 *  refreshes a hierarchyUpdate starts never show a tree older than the newest save. A refresh out
 *  when a save begins is called off (its answer is never written); a hierarchyUpdate that arrives
 *  while a save is out is answered by one refresh once the save has answered (updateHierarchy
 *  answers the whole tree, which the cache already holds by then). Kept per urql client. */
import type { Client } from 'urql';

type Listener = (id: string, phase: 'start' | 'end') => void;

interface Saves {
  pending: Map<string, number>;
  listeners: Set<Listener>;
}

const byClient = new WeakMap<Client, Saves>();

function savesOf(client: Client): Saves {
  let saves = byClient.get(client);
  if (!saves) {
    saves = { pending: new Map(), listeners: new Set() };
    byClient.set(client, saves);
  }
  return saves;
}

/** Runs `save` for hierarchy `id`, telling the hierarchy's readers when it starts and ends. */
export async function trackHierarchySave<T>(client: Client, id: string, save: () => Promise<T>): Promise<T> {
  const saves = savesOf(client);
  saves.pending.set(id, (saves.pending.get(id) ?? 0) + 1);
  for (const listener of saves.listeners) listener(id, 'start');
  try {
    return await save();
  } finally {
    const left = (saves.pending.get(id) ?? 1) - 1;
    if (left > 0) saves.pending.set(id, left);
    else saves.pending.delete(id);
    for (const listener of saves.listeners) listener(id, 'end');
  }
}

export function isSavingHierarchy(client: Client, id: string): boolean {
  return savesOf(client).pending.has(id);
}

export function onHierarchySaves(client: Client, listener: Listener): () => void {
  const saves = savesOf(client);
  saves.listeners.add(listener);
  return () => saves.listeners.delete(listener);
}
