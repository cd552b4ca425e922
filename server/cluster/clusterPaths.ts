/** The internal channel's routes (issue 33): what one node asks of another, signed with the
 *  cluster's key (NodeCredential). Under /api so the console's routes never shadow them. */
export const CLUSTER_PATHS = {
  /** GET: a segment's init file; `:id` the segment. */
  segmentInit: '/api/cluster/segments/:id/init',
  /** GET ?offset&length: bytes of a segment's data file. */
  segmentData: '/api/cluster/segments/:id/data',
  /** WebSocket ?camera&stream: the live edge of a camera this node records (relayProtocol). */
  live: '/api/cluster/live',
  /** GET: a finished export's file this node made; `:realm` and `:id` the request, `:name` the file. */
  exportFile: '/api/cluster/exports/:realm/:id/:name',
  /** POST {command}: a PTZ command on a dome this node runs, its lock decided by the asking node;
   *  GET: the dome's pan now (ptzStatus). */
  ptz: '/api/cluster/ptz/:camera',
} as const;

/** A route's path with its parameters filled in. */
export function clusterPath(route: string, params: Record<string, string>): string {
  return route.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}
