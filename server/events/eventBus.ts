/** Publish/subscribe between the platform's services and GraphQL subscriptions. */

export type Listener = (payload: unknown) => void;

export interface EventBus {
  publish(topic: string, payload: unknown): Promise<void>;
  /** Returns a function that removes the listener. */
  subscribe(topic: string, listener: Listener): () => void;
  close(): Promise<void>;
}

/** Topics, in one place so publishers and subscribers cannot drift apart. */
export const topics = {
  solidConfig: (userId: string, realmId: string) => `solidConfig:${realmId}:${userId}`,
  sharedViews: (realmId: string) => `sharedViews:${realmId}`,
  sessionClose: (sessionId: string) => `sessionClose:${sessionId}`,
  /** Live updates about the devices of a realm (health STATUS, PTZ …): the objectUpdate feed. */
  objectUpdate: (realmId: string) => `objectUpdate:${realmId}`,
  /** New or changed audit entries (events) of a realm. */
  auditEntries: (realmId: string) => `auditEntries:${realmId}`,
  /** Label inserts, updates and deletes of a realm (spec 3 §7.3 labelUpdate). */
  labelUpdate: (realmId: string) => `labelUpdate:${realmId}`,
  /** Hierarchy inserts, updates and deletes of a realm (spec 3 §7.3 hierarchyUpdate). */
  hierarchyUpdate: (realmId: string) => `hierarchyUpdate:${realmId}`,
  /** A realm's groups, policies, statements, zones or sets changed: policy engines reload it. */
  accessPolicies: (realmId: string) => `accessPolicies:${realmId}`,
  /** Target position reports of a realm (spec 3 §7.3 targetUpdate). */
  targetUpdate: (realmId: string) => `targetUpdate:${realmId}`,
  /** Image map set, layer, map and object changes of a realm (spec 3 §7.3 imageMapUpdate). */
  imageMapUpdate: (realmId: string) => `imageMapUpdate:${realmId}`,
  /** Video request changes of a kind (EXPORT, AOD): a user's own (with userId) or all of a realm's. */
  videoRequests: (realmId: string, userId: string | undefined, kind: string) =>
    `videoRequests:${kind}:${realmId}:${userId ?? '*'}`,
} as const;
