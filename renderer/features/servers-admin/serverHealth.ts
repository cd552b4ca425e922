/** A node's health in the admin kit's terms (spec 3 §4 names): heartbeating is Normal, one that
 *  left on purpose (its heartbeat cleared as it stopped) is Off, one that stopped answering is Broken. */
import type { ClusterNodeRecord } from './serverDocuments';

export function serverHealth(node: Pick<ClusterNodeRecord, 'online' | 'heartbeatAt'>): 'NORMAL' | 'OFF' | 'BROKEN' {
  if (node.online) return 'NORMAL';
  return Number(node.heartbeatAt) === 0 ? 'OFF' : 'BROKEN';
}
