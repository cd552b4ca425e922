/** The spread rule (issue 33; docs/cluster.md): which live node records each camera. A camera
 *  pinned to live nodes goes to one of them; any other camera goes to its home — of every node that
 *  registered, alive or not, the one of highest weighted rendezvous score (among its pinned nodes,
 *  when it has some) — while the home lives. So each node gets a share of the cameras in proportion
 *  to its capacity weight, and a node that comes or goes moves only the cameras it gains or held.
 *  A camera whose home is down goes to the best live node of the home's failover group, and only
 *  when that group has none alive (or the home has no group) to the best live node of all. Every
 *  node computes the same plan from the same inputs. */
import { createHash } from 'node:crypto';

export interface NodeForSpread {
  id: string;
  /** Capacity weight, > 0 (a node of weight 2 records about twice the cameras of one of weight 1). */
  weight: number;
  /** Cameras pinned to this node: recorded here while it is alive. */
  pinned: readonly string[];
  /** Its failover group: a camera of this node moves to a node of the same group first when this
   *  node is down. None: anywhere. */
  group?: string;
}

/** The camera → node plan over the live nodes; empty when no node is alive. `knownNodes` are
 *  every node that registered, the live ones among them (the homes of a dead node's cameras). */
export function spreadCameras(
  cameraIds: readonly string[],
  liveNodes: readonly NodeForSpread[],
  knownNodes: readonly NodeForSpread[] = liveNodes,
): Map<string, string> {
  const plan = new Map<string, string>();
  if (liveNodes.length === 0) return plan;
  const live = new Set(liveNodes.map((node) => node.id));
  const known = [...knownNodes, ...liveNodes.filter((node) => !knownNodes.some((k) => k.id === node.id))];
  for (const cameraId of cameraIds) {
    const pinnedTo = liveNodes.filter((node) => node.pinned.includes(cameraId));
    if (pinnedTo.length > 0) {
      plan.set(cameraId, best(cameraId, pinnedTo)!.id);
      continue;
    }
    const pinnedAnywhere = known.filter((node) => node.pinned.includes(cameraId));
    const home = best(cameraId, pinnedAnywhere.length > 0 ? pinnedAnywhere : known)!;
    const ofGroup = home.group ? liveNodes.filter((node) => node.group === home.group) : [];
    const candidates = live.has(home.id) ? [home] : ofGroup.length > 0 ? ofGroup : liveNodes;
    plan.set(cameraId, best(cameraId, candidates)!.id);
  }
  return plan;
}

/** The node of highest score for the camera; ties by the lower id. */
function best(cameraId: string, nodes: readonly NodeForSpread[]): NodeForSpread | undefined {
  let found: { node: NodeForSpread; score: number } | undefined;
  for (const node of nodes) {
    const score = rendezvousScore(cameraId, node);
    if (!found || score > found.score || (score === found.score && node.id < found.node.id)) found = { node, score };
  }
  return found?.node;
}

/** Weighted rendezvous hashing (Schindelhauer and Schomaker's logarithmic method): -w / ln(h),
 *  h uniform in (0, 1) from the camera's and node's ids. */
function rendezvousScore(cameraId: string, node: NodeForSpread): number {
  const digest = createHash('sha256').update(`${cameraId}\u0000${node.id}`).digest();
  const unit = (digest.readUIntBE(0, 6) + 1) / (2 ** 48 + 2);
  return -Math.max(node.weight, 0) / Math.log(unit);
}
