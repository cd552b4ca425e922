import '../../testing';
import { act, render, screen } from '@testing-library/react';
import { FAILOVER_AFTER_MS } from '../../../shared/cluster/ConsoleFailover';
import { type GraphqlFetch, NODE_PROBE_EVERY_MS } from '../../../shared/cluster/probeConsoleNodes';
import { initI18n } from '../../i18n';
import { NodeLostBanner } from './NodeLostBanner';

const LIST = [
  { id: 'vms-1', url: window.location.origin },
  { id: 'vms-2', url: 'http://vms-2.site:8080' },
  { id: 'vms-3', url: 'https://vms-3.site' },
];

function node() {
  const state = { up: true };
  const fetch: GraphqlFetch = async () => {
    if (!state.up) throw new TypeError('Failed to fetch');
    return { ok: true, status: 200, json: async () => ({ data: { consoleNodes: LIST } }) };
  };
  return { state, fetch };
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
      for (let i = 0; i < 5 && !screen.queryByRole('alert'); i++) await probePeriod();
      expect(screen.getAllByRole('link')).toHaveLength(2);
    } finally {
      window.fetch = saved;
    }
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
