/** Spec 1 §2.2: a URL hash that is not a path starting with / makes the page reload at the plain
 *  path; a hash that is such a path (an old hash-routed link) is followed within the console. */
export type HashAction = { kind: 'none' } | { kind: 'navigate'; path: string } | { kind: 'reload'; url: string };

export function hashAction(location: { pathname: string; search: string; hash: string }): HashAction {
  const hash = location.hash.startsWith('#') ? location.hash.slice(1) : location.hash;
  if (hash === '') return { kind: 'none' };
  if (hash.startsWith('/')) return { kind: 'navigate', path: hash };
  return { kind: 'reload', url: `${location.pathname}${location.search}` };
}
