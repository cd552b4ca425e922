/** Test helper: a counter that makes predictable layout node ids ('n1', 'n2' …). */
import type { IdFactory } from './layoutTemplates';

export function counterIds(prefix = 'n'): IdFactory {
  let next = 0;
  return () => `${prefix}${++next}`;
}
