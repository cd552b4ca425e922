/** grafanaDashboards (spec 3 §7.1; issue 29): the built-in dashboards, and a configured Grafana's
 *  own over its HTTP API (GET /api/search?type=dash-db, bearer token) when a URL and token are set. */
import {
  BUILT_IN_DASHBOARD_FOLDER,
  BUILT_IN_DASHBOARDS,
  GRAFANA_DASHBOARD_PATH,
} from '../../../shared/metrics/builtInDashboards';

export interface DashboardEntry {
  id: string;
  uid: string | null;
  title: string | null;
  url: string | null;
  folderId: string | null;
}

export interface GrafanaSettings {
  /** The Grafana's base URL (VANTAGE_GRAFANA_URL). */
  url: string;
  /** A Grafana service account token (VANTAGE_GRAFANA_TOKEN). */
  token: string;
}

/** How long a Grafana may take to answer before the built-ins are listed without its dashboards. */
const GRAFANA_TIMEOUT_MS = 5_000;

interface GrafanaSearchHit {
  id?: number;
  uid?: string;
  title?: string;
  url?: string;
  folderId?: number;
  type?: string;
}

export class GrafanaDashboards {
  constructor(
    private readonly grafana: GrafanaSettings | undefined,
    private readonly onError: (message: string) => void,
  ) {}

  /** The built-ins (folder BUILT_IN_DASHBOARD_FOLDER) and the Grafana's, in `folderId` or all. */
  async list(folderId: string | null): Promise<DashboardEntry[]> {
    const builtIn =
      folderId === null || folderId === BUILT_IN_DASHBOARD_FOLDER
        ? BUILT_IN_DASHBOARDS.map((d) => ({
            id: `${BUILT_IN_DASHBOARD_FOLDER}:${d.uid}`,
            uid: d.uid,
            title: d.title,
            url: d.uid === 'grafana' ? GRAFANA_DASHBOARD_PATH : null,
            folderId: BUILT_IN_DASHBOARD_FOLDER,
          }))
        : [];
    if (!this.grafana || folderId === BUILT_IN_DASHBOARD_FOLDER) return builtIn;
    return [...builtIn, ...(await this.fromGrafana(this.grafana, folderId))];
  }

  /** The Grafana's dashboards; none (and a log line) when it cannot be read. */
  private async fromGrafana(grafana: GrafanaSettings, folderId: string | null): Promise<DashboardEntry[]> {
    const base = grafana.url.replace(/\/+$/, '');
    const query = new URLSearchParams({ type: 'dash-db' });
    if (folderId !== null) query.set('folderIds', folderId);
    try {
      const response = await fetch(`${base}/api/search?${query.toString()}`, {
        headers: { authorization: `Bearer ${grafana.token}`, accept: 'application/json' },
        signal: AbortSignal.timeout(GRAFANA_TIMEOUT_MS),
        redirect: 'error',
      });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const hits = (await response.json()) as unknown;
      if (!Array.isArray(hits)) throw new Error('the answer is not a list');
      return (hits as GrafanaSearchHit[])
        .filter((hit) => hit && (hit.type === undefined || hit.type === 'dash-db') && (hit.uid || hit.id !== undefined))
        .map((hit) => ({
          id: String(hit.uid ?? hit.id),
          uid: hit.uid ?? null,
          title: hit.title ?? null,
          url: typeof hit.url === 'string' ? new URL(hit.url, `${base}/`).toString() : null,
          folderId: hit.folderId === undefined ? null : String(hit.folderId),
        }));
    } catch (err) {
      const cause = (err as { cause?: { message?: string } }).cause?.message;
      this.onError(`Grafana dashboards could not be read: ${(err as Error).message}${cause ? ` (${cause})` : ''}`);
      return [];
    }
  }
}
