/** The cluster's clocks (issue 33; docs/cluster.md "Failover time"). A node that stops heartbeating
 *  is counted out after NODE_TIMEOUT_MS and its leases lapse LEASE_MS after their last renewal; the
 *  others look every RENEW_EVERY_MS, so its cameras record elsewhere within
 *  max(NODE_TIMEOUT_MS, LEASE_MS) + RENEW_EVERY_MS plus their sources' start (≤ 15 s in all). */

/** How long a lease lasts after it is taken or renewed, by the database's clock. */
export const LEASE_MS = 6_000;
/** How often a node heartbeats, renews its leases and applies the spread rule. */
export const RENEW_EVERY_MS = 1_500;
/** A node whose last heartbeat is older than this is counted out of the spread. */
export const NODE_TIMEOUT_MS = 6_000;
/** Taken off a lease's local validity: clocks of two machines may run at slightly different rates. */
export const CLOCK_MARGIN_MS = 500;
