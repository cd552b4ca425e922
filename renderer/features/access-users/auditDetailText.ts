/** One line for a user audit entry's particulars: `field: value` pairs, a change as `from → to`, a
 *  list (a group's users, a statement's actions) as `[a, b]` and a nested record (a policy's
 *  statement) as `{field: value, …}`, so an administrator reads names rather than JSON. What the
 *  entry names by id — a statement's resources `{id, type}`, a zone's devices — reads as the name
 *  the realm knows it by (issue 36), and as the id only when nothing of that id is left. */

/** The name of a user, group, policy, zone, set or device of the realm, by its id. */
export type NameOf = (id: string) => string | undefined;

const NO_NAMES: NameOf = () => undefined;

function isReference(value: object): value is { id: string; type: string } {
  const keys = Object.keys(value);
  return keys.length === 2 && typeof (value as { id?: unknown }).id === 'string' && 'type' in value;
}

function valueText(value: unknown, nameOf: NameOf): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'string') return nameOf(value) ?? value;
  if (typeof value === 'object' && 'from' in value && 'to' in value) {
    const change = value as { from: unknown; to: unknown };
    return `${valueText(change.from, nameOf)} → ${valueText(change.to, nameOf)}`;
  }
  if (Array.isArray(value)) return `[${value.map((item) => valueText(item, nameOf)).join(', ')}]`;
  if (typeof value === 'object') {
    const name = isReference(value) ? nameOf(value.id) : undefined;
    if (name !== undefined) return name;
    return `{${fieldsText(value as Record<string, unknown>, ', ', nameOf)}}`;
  }
  return String(value);
}

function fieldsText(record: Record<string, unknown>, separator: string, nameOf: NameOf): string {
  return Object.entries(record)
    .map(([key, value]) => `${key}: ${valueText(value, nameOf)}`)
    .join(separator);
}

export function auditDetailText(detail: unknown, nameOf: NameOf = NO_NAMES): string {
  if (typeof detail !== 'object' || detail === null) return '';
  return fieldsText(detail as Record<string, unknown>, '; ', nameOf);
}
