/** Reads the platform's public parameters (GET /api/parameters) the main process needs before login. */
import { AUTH_PATHS, PREFLIGHT_HEADER, PREFLIGHT_VALUE, type ServerParameter } from '../../shared/auth/loginApi';

/** The part of fetch this needs; Electron's net.fetch and Node's fetch both fit. */
export type FetchLike = (
  url: string,
  init: { method: 'GET'; headers: Record<string, string>; signal?: AbortSignal },
) => Promise<{ ok: boolean; status: number; json(): Promise<unknown> }>;

/** How long main waits for the parameters before carrying on without them. */
export const SERVER_PARAMETERS_TIMEOUT_MS = 10_000;

/** Entries whose name is a string; values that are numbers or booleans are read as their text. */
export function parseServerParameters(body: unknown): ServerParameter[] {
  if (!Array.isArray(body)) throw new Error('GET /api/parameters did not answer a list');
  const parameters: ServerParameter[] = [];
  for (const entry of body as unknown[]) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { name, value } = entry as Record<string, unknown>;
    if (typeof name !== 'string') continue;
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      parameters.push({ name, value: String(value) });
    }
  }
  return parameters;
}

export async function fetchServerParameters(
  fetch: FetchLike,
  serverUrl: string,
  signal?: AbortSignal,
): Promise<ServerParameter[]> {
  const response = await fetch(`${serverUrl}${AUTH_PATHS.parameters}`, {
    method: 'GET',
    headers: { [PREFLIGHT_HEADER]: PREFLIGHT_VALUE, accept: 'application/json' },
    ...(signal ? { signal } : {}),
  });
  if (!response.ok) throw new Error(`GET ${AUTH_PATHS.parameters} answered ${response.status}`);
  return parseServerParameters(await response.json());
}
