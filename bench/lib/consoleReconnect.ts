/** bench/cluster's console reconnect time (issue 33): a desktop console signed in on a node — the
 *  desktop app's own ConsoleNodeWatch, with the session cookie a window would hold — from the node's
 *  kill -9 until the console, moved to another node, has that node answer its session. */
import { ConsoleNodeWatch } from '../../main/core/ConsoleNodeWatch';
import { AUTH_PATHS, PREFLIGHT_HEADER, PREFLIGHT_VALUE } from '../../shared/auth/loginApi';
import { type GraphqlFetch, probeConsoleNodes } from '../../shared/cluster/probeConsoleNodes';

export interface WatchingConsole {
  /** Resolves, after the kill, with the ms from `killedAt` until the console's session is answered
   *  on the node it moved to, and that node's URL. */
  reconnected(killedAt: number): Promise<{ ms: number; to: string }>;
  /** The console has learnt the other nodes from the one it is on. */
  knowsOthers(): boolean;
  stop(): void;
}

/** Signs in on `origin` as a console would and starts the desktop app's watch on it. */
export async function watchingConsole(origin: string, user = 'admin'): Promise<WatchingConsole> {
  const login = await fetch(`${origin}${AUTH_PATHS.login}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [PREFLIGHT_HEADER]: PREFLIGHT_VALUE },
    body: JSON.stringify({ username: user, password: user }),
  });
  const cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]!)[0];
  if (!login.ok || !cookie) throw new Error(`Sign-in on ${origin} answered ${login.status}`);
  // A window's cookie goes to whichever node it is on: every node shares the sessions.
  const withSession: GraphqlFetch = (url, init) => fetch(url, { ...init, headers: { ...init.headers, cookie } });
  let current = origin;
  let onMoved: ((to: string) => void) | undefined;
  const watch = new ConsoleNodeWatch({
    origin: () => current,
    fetch: withSession,
    now: () => performance.now(),
    schedule(run, ms) {
      const timer = setTimeout(run, ms);
      return () => clearTimeout(timer);
    },
    async moveTo(to) {
      current = to;
      onMoved?.(to);
    },
  });
  watch.start();
  return {
    reconnected: (killedAt) =>
      new Promise((resolve, reject) => {
        onMoved = (to) => {
          // The window's first ask on the new node: answered for the same session, with the list.
          const ask = async () => {
            const nodes = await probeConsoleNodes(withSession, to, AbortSignal.timeout(5_000));
            if (!nodes?.length) throw new Error(`${to} did not answer the session`);
            resolve({ ms: Date.now() - killedAt, to });
          };
          ask().catch(reject);
        };
      }),
    knowsOthers: () => watch.others().length > 0,
    stop: () => watch.stop(),
  };
}
