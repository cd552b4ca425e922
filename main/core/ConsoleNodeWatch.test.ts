import { FAILOVER_AFTER_MS } from '../../shared/cluster/ConsoleFailover';
import { type GraphqlFetch, NODE_PROBE_EVERY_MS } from '../../shared/cluster/probeConsoleNodes';
import { ConsoleNodeWatch } from './ConsoleNodeWatch';

const A = 'http://vms-1.site:8080';
const B = 'http://vms-2.site:8080';
const C = 'http://vms-3.site:8080';
const LIST = [
  { id: 'vms-1', url: A, self: true },
  { id: 'vms-2', url: B, self: false },
  { id: 'vms-3', url: C, self: false },
];

/** Nodes that answer as the platform does: the list, a status, or no connection at all. */
function cluster() {
  const answers = new Map<string, number | 'down'>([
    [A, 200],
    [B, 200],
    [C, 200],
  ]);
  const asked: string[] = [];
  const fetch: GraphqlFetch = async (url, init) => {
    const origin = new URL(url).origin;
    asked.push(origin);
    expect(init.credentials).toBe('include');
    const answer = answers.get(origin);
    if (answer === 'down' || answer === undefined) throw new TypeError('fetch failed');
    return { ok: answer < 400, status: answer, json: async () => ({ data: { consoleNodes: LIST } }) };
  };
  return { answers, asked, fetch };
}

function watchOn(fetch: GraphqlFetch) {
  let time = 0;
  let origin = A;
  const moves: Array<[string, string]> = [];
  const watch = new ConsoleNodeWatch({
    origin: () => origin,
    fetch,
    now: () => time,
    schedule: () => () => undefined,
    async moveTo(to, from) {
      moves.push([to, from]);
      origin = to;
    },
  });
  /** One probe period: the clock moves on, then the watch asks. */
  const tick = async () => {
    time += NODE_PROBE_EVERY_MS;
    await watch.probe();
  };
  return { watch, moves, tick, origin: () => origin };
}

describe('ConsoleNodeWatch', () => {
  it('learns the other nodes from the one it is on and stays while it answers', async () => {
    const { fetch, asked } = cluster();
    const { watch, moves, tick } = watchOn(fetch);
    for (let i = 0; i < 5; i++) await tick();
    expect(watch.others().map((n) => n.url)).toEqual([B, C]);
    expect(new Set(asked)).toEqual(new Set([A]));
    expect(moves).toEqual([]);
  });

  it('moves the windows to the next live node once its own has not answered for the wait, and then stays there', async () => {
    const { fetch, answers } = cluster();
    const { moves, tick, origin } = watchOn(fetch);
    await tick();
    answers.set(A, 'down');
    let waited = 0;
    while (moves.length === 0 && waited < FAILOVER_AFTER_MS * 3) {
      await tick();
      waited += NODE_PROBE_EVERY_MS;
    }
    expect(moves).toEqual([[B, A]]);
    expect(waited).toBeGreaterThanOrEqual(FAILOVER_AFTER_MS);
    expect(waited).toBeLessThanOrEqual(FAILOVER_AFTER_MS + 2 * NODE_PROBE_EVERY_MS);
    for (let i = 0; i < 10; i++) await tick();
    expect(origin()).toBe(B);
    expect(moves).toHaveLength(1);
  });

  it('counts a gateway error as no answer, and a refusal of the session (not signed in) as an answer', async () => {
    const { fetch, answers } = cluster();
    const { moves, tick } = watchOn(fetch);
    await tick();
    answers.set(A, 401);
    for (let i = 0; i < 10; i++) await tick();
    expect(moves).toEqual([]);
    answers.set(A, 502);
    for (let i = 0; i < 10; i++) await tick();
    expect(moves).toEqual([[B, A]]);
  });

  it('goes on to a third node when the second does not answer either', async () => {
    const { fetch, answers } = cluster();
    const { moves, tick } = watchOn(fetch);
    await tick();
    answers.set(A, 'down');
    answers.set(B, 'down');
    for (let i = 0; i < 12; i++) await tick();
    expect(moves).toEqual([
      [B, A],
      [C, B],
    ]);
  });

  it('stays and keeps asking when it never learnt another node', async () => {
    const { fetch, answers } = cluster();
    const { moves, tick } = watchOn(fetch);
    answers.set(A, 'down');
    for (let i = 0; i < 10; i++) await tick();
    expect(moves).toEqual([]);
  });
});
