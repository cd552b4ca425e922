import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { type Client, Provider } from 'urql';
import { useTimelineAodRequests } from './useTimelineAodRequests';

/** A client whose aodGet answers the rows `rows()` holds at the time of each poll. */
function clientOf(rows: () => Array<{ id: string; status: string; size: number | null; downloaded: number | null }>) {
  const asked: string[][] = [];
  const client = {
    query: (_doc: unknown, vars: { ids: string[] }) => {
      asked.push(vars.ids);
      return { toPromise: async () => ({ data: { aodGet: rows().filter((r) => vars.ids.includes(r.id)) } }) };
    },
  } as unknown as Client;
  return { client, asked };
}

describe('useTimelineAodRequests (spec 2 §4 GetAOD, requests polled)', () => {
  it('shows a request’s status and progress until it ends, then reads the tracks again and lets it go', async () => {
    let row = { id: 'r1', status: 'EXPORTING', size: 4000, downloaded: 1000 };
    const { client, asked } = clientOf(() => [row]);
    const onEnded = jest.fn();
    const wrapper = ({ children }: { children: ReactNode }) => <Provider value={client}>{children}</Provider>;
    // Polled every 200 ms here (5 s in the console); every list the hook gave is kept.
    const seen: Array<Array<{ status: string; percent: number | null }>> = [];
    const hook = renderHook(
      () => {
        const state = useTimelineAodRequests(onEnded, 200);
        seen.push(state.requests.map(({ status, percent }) => ({ status, percent })));
        return state;
      },
      { wrapper },
    );
    const often = { interval: 10, timeout: 5000 };
    expect(asked).toEqual([]);
    act(() => hook.result.current.add({ id: 'r1', deviceId: 'cam-a', name: 'Gate' }));
    expect(hook.result.current.requests).toEqual([
      { id: 'r1', deviceId: 'cam-a', name: 'Gate', status: 'QUEUED', percent: null, endedPolls: 0 },
    ]);
    await waitFor(
      () => expect(hook.result.current.requests[0]).toMatchObject({ status: 'EXPORTING', percent: 25 }),
      often,
    );
    expect(onEnded).not.toHaveBeenCalled();
    row = { ...row, status: 'COMPLETED', downloaded: 4000 };
    // Its end is shown for a poll, then it goes.
    await waitFor(() => expect(seen).toContainEqual([{ status: 'COMPLETED', percent: 100 }]), often);
    expect(onEnded).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(hook.result.current.requests).toEqual([]), often);
    const polls = asked.length;
    await act(() => new Promise((resolve) => setTimeout(resolve, 450)));
    expect(asked.length).toBe(polls);
  });

  it('counts a request no longer listed as ended', async () => {
    const { client } = clientOf(() => []);
    const onEnded = jest.fn();
    const wrapper = ({ children }: { children: ReactNode }) => <Provider value={client}>{children}</Provider>;
    const seen: string[] = [];
    const hook = renderHook(
      () => {
        const state = useTimelineAodRequests(onEnded, 200);
        seen.push(...state.requests.map((request) => request.status));
        return state;
      },
      { wrapper },
    );
    act(() => hook.result.current.add({ id: 'gone', deviceId: 'cam-a', name: 'Gate' }));
    await waitFor(() => expect(seen).toContain('CANCELED'), { interval: 10, timeout: 5000 });
    expect(onEnded).toHaveBeenCalledTimes(1);
  });
});
