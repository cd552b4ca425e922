/** A node's pinned cameras as stored (JSON text in cluster_nodes.pinned); none when unreadable. */
export function parsePinned(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}
