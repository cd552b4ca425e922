/** One line for a user audit entry's particulars: `field: value` pairs, a change as `from → to`. */
function valueText(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'object' && 'from' in value && 'to' in value) {
    const change = value as { from: unknown; to: unknown };
    return `${valueText(change.from)} → ${valueText(change.to)}`;
  }
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

export function auditDetailText(detail: unknown): string {
  if (typeof detail !== 'object' || detail === null) return '';
  return Object.entries(detail as Record<string, unknown>)
    .map(([key, value]) => `${key}: ${valueText(value)}`)
    .join('; ');
}
