/** The page the console shows, on another node of the cluster (issue 33): same path, query and hash. */
export function pageOnNode(page: Pick<Location, 'pathname' | 'search' | 'hash'>, nodeUrl: string): string {
  return `${nodeUrl.replace(/\/+$/, '')}${page.pathname}${page.search}${page.hash}`;
}
