/** The spread rule (issue 33; docs/cluster.md): which live node records each camera. A camera
 *  pinned to live nodes goes to one of them; any other camera (or one whose pinned nodes are all
 *  down) goes to the live node of highest weighted rendezvous score, so each node gets a share of
 *  the cameras in proportion to its capacity weight, and a node that comes or goes moves only the
 *  cameras it gains or held. Every node computes the same plan from the same inputs. */
import { createHash } from 'node:crypto';

export interface NodeForSpread {
  id: string;
  /** Capacity weight, > 0 (a node of weight 2 records about twice the cameras of one of weight 1). */
  weight: number;
  /** Cameras pinned to this node: recorded here while it is alive. */
  pinned: readonly string[];
}

/** The camera → node plan over the live nodes; empty when no node is alive. */
export function spreadCameras(cameraIds: readonly string[], liveNodes: readonly NodeForSpread[]): Map<string, string> {
  const plan = new Map<string, string>();
  if (liveNodes.length === 0) return plan;
  for (const cameraId of cameraIds) {
    const pinnedTo = liveNodes.filter((node) => node.pinned.includes(cameraId));
    const candidates = pinnedTo.length > 0 ? pinnedTo : liveNodes;
    let best: { id: string; score: number } | undefined;
    for (const node of candidates) {
      const score = rendezvousScore(cameraId, node);
      if (!best || score > best.score || (score === best.score && node.id < best.id)) best = { id: node.id, score };
    }
    if (best) plan.set(cameraId, best.id);
  }
  return plan;
}

/** Weighted rendezvous hashing (Schindelhauer and Schomaker's logarithmic method): -w / ln(h),
 *  h uniform in (0, 1) from the camera's and node's ids. */
function rendezvousScore(cameraId: string, node: NodeForSpread): number {
  const digest = createHash('sha256').update(`${cameraId}\u0000${node.id}`).digest();
  const unit = (digest.readUIntBE(0, 6) + 1) / (2 ** 48 + 2);
  return -Math.max(node.weight, 0) / Math.log(unit);
}
