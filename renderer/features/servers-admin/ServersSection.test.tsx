import { screen, within } from '@testing-library/react';
import { mockFetch, renderApp, shellServer } from '../../testing';

const node = (id: string, failoverGroup: string | null, cameras: Array<{ id: string; name: string }>) => ({
  id,
  url: `http://${id}:8080`,
  weight: 1,
  pinned: [],
  failoverGroup,
  heartbeatAt: Date.now(),
  online: true,
  self: id === 'node-a',
  cameras,
});

describe('Devices → Servers (issue 33)', () => {
  it("shows each node's failover group, and says so where a node has none", async () => {
    mockFetch({
      'POST /api/graphql': shellServer({
        ClusterNodes: {
          clusterNodes: [node('node-a', 'east', [{ id: 'c1', name: 'Lobby' }]), node('node-b', null, [])],
        },
      } as never),
    });
    await renderApp('/view/Servers');
    const table = await screen.findByRole('table', { name: 'Servers' });
    expect(within(table).getByRole('columnheader', { name: 'Failover group' })).toBeTruthy();
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first as HTMLElement).getByText('east')).toBeTruthy();
    expect(within(first as HTMLElement).getByText('Lobby')).toBeTruthy();
    expect(within(second as HTMLElement).getByText('None')).toBeTruthy();
    expect(within(second as HTMLElement).getByText('No cameras')).toBeTruthy();
  });
});
