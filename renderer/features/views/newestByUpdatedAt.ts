/** Of several copies of the same server record (query, subscription), the most recently updated. */
export function newestByUpdatedAt<T extends { updatedAt: number }>(...copies: (T | null | undefined)[]): T | undefined {
  let newest: T | undefined;
  for (const copy of copies) if (copy && (!newest || copy.updatedAt > newest.updatedAt)) newest = copy;
  return newest;
}
