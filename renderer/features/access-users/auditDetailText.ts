/** One line for a user audit entry's particulars: `field: value` pairs, a change as `from → to`, a
 *  list (a group's users, a statement's actions) as `[a, b]` and a nested record (a policy's
 *  statement, a resource) as `{field: value, …}`, so an administrator reads names rather than JSON. */
function valueText(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'object' && 'from' in value && 'to' in value) {
    const change = value as { from: unknown; to: unknown };
    return `${valueText(change.from)} → ${valueText(change.to)}`;
  }
  if (Array.isArray(value)) return `[${value.map(valueText).join(', ')}]`;
  if (typeof value === 'object') return `{${fieldsText(value as Record<string, unknown>, ', ')}}`;
  return String(value);
}

function fieldsText(record: Record<string, unknown>, separator: string): string {
  return Object.entries(record)
    .map(([key, value]) => `${key}: ${valueText(value)}`)
    .join(separator);
}

export function auditDetailText(detail: unknown): string {
  if (typeof detail !== 'object' || detail === null) return '';
  return fieldsText(detail as Record<string, unknown>, '; ');
}
