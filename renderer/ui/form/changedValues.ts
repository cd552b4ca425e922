/** The form kit's "send only what changed" (issue 35; issue 36: saving one changed setting must not
 *  write the others): the values that differ from the form's starting values, nested objects
 *  compared field by field, anything else (arrays, dates, numbers, text) as a whole. */

type Plain = Record<string, unknown>;

function isPlainObject(value: unknown): value is Plain {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);
}

function same(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (a instanceof Date && b instanceof Date) return a.getTime() === b.getTime();
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => same(item, b[i]));
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((key) => same(a[key], b[key]));
  }
  return false;
}

/** The part of `values` that differs from `initial`; a nested object appears with its changed
 *  fields only, and not at all when none changed. */
export function changedValues<T extends object>(initial: object | undefined, values: T): Partial<T> {
  const before = (initial ?? {}) as Plain;
  const out: Plain = {};
  for (const [key, value] of Object.entries(values as Plain)) {
    const was = before[key];
    if (isPlainObject(value) && isPlainObject(was)) {
      const inner = changedValues(was, value);
      if (Object.keys(inner).length > 0) out[key] = inner;
    } else if (!same(was, value)) {
      out[key] = value;
    }
  }
  return out as Partial<T>;
}
