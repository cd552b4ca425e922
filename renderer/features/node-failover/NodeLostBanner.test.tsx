import '../../testing';
import { act, render, screen } from '@testing-library/react';
import { AUTH_PATHS } from '../../../shared/auth/loginApi';
import { FAILOVER_AFTER_MS } from '../../../shared/cluster/ConsoleFailover';
import { HANDOVER_REFRESH_MS, HANDOVER_TTL_MS, readHandover } from '../../../shared/cluster/sessionHandover';
import { type GraphqlFetch, NODE_PROBE_EVERY_MS } from '../../../shared/cluster/probeConsoleNodes';
import { initI18n } from '../../i18n';
import { NodeLostBanner } from './NodeLostBanner';

const LIST = [
  { id: 'vms-1', url: window.location.origin },
  { id: 'vms-2', url: 'http://vms-2.site:8080' },
  { id: 'vms-3', url: 'https://vms-3.site' },
];

/** A node of three; `grants` says whether it gives hand-over tokens (an older platform does not). */
function node(grants = false) {
  const state = { up: true, issued: 0 };
  const fetch: GraphqlFetch = async (url) => {
    if (!state.up) throw new TypeError('Failed to fetch');
    if (url.endsWith(AUTH_PATHS.handover)) {
      if (!grants) return { ok: false, status: 404, json: async () => ({}) };
      state.issued += 1;
      return { ok: true, status: 200, json: async () => ({ token: `t${state.issued}`, expiresInMs: HANDOVER_TTL_MS }) };
    }
    return { ok: true, status: 200, json: async () => ({ data: { consoleNodes: LIST } }) };
  };
  return { state, fetch };
}

/** Probes until the banner shows (the node went down before). */
async function untilLost() {
  for (let i = 0; i < 5 && !screen.queryByRole('alert'); i++) await probePeriod();
  return screen.getByRole('alert');
}

const probePeriod = () => act(() => jest.advanceTimersByTimeAsync(NODE_PROBE_EVERY_MS));

describe('NodeLostBanner', () => {
  beforeAll(() => initI18n('en-US'));
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('offers the other nodes, on the same page, once this one has not answered for the wait, and goes when it answers', async () => {
    window.history.pushState(null, '', '/workspace/2?camera=demo-hq-camera-1#live');
    const { state, fetch } = node();
    render(<NodeLostBanner fetch={fetch} />);
    await probePeriod();
    state.up = false;
    let waited = 0;
    while (waited < FAILOVER_AFTER_MS - NODE_PROBE_EVERY_MS) {
      await probePeriod();
      waited += NODE_PROBE_EVERY_MS;
      expect(screen.queryByRole('alert')).toBeNull();
    }
    for (let i = 0; i < 3 && !screen.queryByRole('alert'); i++) await probePeriod();

    const banner = screen.getByRole('alert').textContent;
    expect(banner).toContain('This server is not answering');
    const seconds = Number(/\u2068localhost\u2069 has not answered for (\d+) s\./.exec(banner ?? '')?.[1]);
    expect(seconds * 1000).toBeGreaterThanOrEqual(FAILOVER_AFTER_MS);
    const links = screen.getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual([
      'Continue on \u2068vms-2.site:8080\u2069',
      'Continue on \u2068vms-3.site\u2069',
    ]);
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      'http://vms-2.site:8080/workspace/2?camera=demo-hq-camera-1#live',
      'https://vms-3.site/workspace/2?camera=demo-hq-camera-1#live',
    ]);

    state.up = true;
    await probePeriod();
    await probePeriod();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("keeps watching across its own renders when given no fetch (the page's)", async () => {
    const { state, fetch } = node();
    const saved = window.fetch;
    window.fetch = ((url: string, init: RequestInit) =>
      fetch(url, init as Parameters<GraphqlFetch>[1])) as unknown as typeof window.fetch;
    try {
      render(<NodeLostBanner />);
      await probePeriod();
      state.up = false;
      await untilLost();
      expect(screen.getAllByRole('link')).toHaveLength(2);
    } finally {
      window.fetch = saved;
    }
  });

  it('carries the newest hand-over token in its links, so the user arrives signed in, until the token is too old', async () => {
    window.history.pushState(null, '', '/view/2#live');
    const { state, fetch } = node(true);
    render(<NodeLostBanner fetch={fetch} />);
    await probePeriod();
    expect(state.issued).toBe(1);
    // Renewed while the node answers, not at every ask.
    for (let waited = 0; waited < HANDOVER_REFRESH_MS; waited += NODE_PROBE_EVERY_MS) await probePeriod();
    expect(state.issued).toBe(2);

    state.up = false;
    const banner = await untilLost();
    expect(banner.textContent).toContain('you stay signed in');
    const hrefs = screen.getAllByRole('link').map((a) => new URL(a.getAttribute('href') ?? ''));
    expect(hrefs.map((href) => href.origin + href.pathname)).toEqual([
      'http://vms-2.site:8080/handover',
      'https://vms-3.site/handover',
    ]);
    expect(hrefs.map((href) => readHandover(href.hash))).toEqual([
      { token: 't2', to: '/view/2#live' },
      { token: 't2', to: '/view/2#live' },
    ]);

    // The node stays down past the token's life: the links lead to a sign-in there instead.
    for (let waited = 0; waited < HANDOVER_TTL_MS; waited += NODE_PROBE_EVERY_MS) await probePeriod();
    expect(screen.getByRole('alert').textContent).toContain('you will sign in there again');
    expect(screen.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
      'http://vms-2.site:8080/view/2#live',
      'https://vms-3.site/view/2#live',
    ]);
  });

  it('shows nothing when the node never listed another', async () => {
    const fetch: GraphqlFetch = async () => {
      throw new TypeError('Failed to fetch');
    };
    render(<NodeLostBanner fetch={fetch} />);
    for (let i = 0; i < 6; i++) await probePeriod();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
