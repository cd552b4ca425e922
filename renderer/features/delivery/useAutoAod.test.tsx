import { act, screen, waitFor } from '@testing-library/react';
import { STOP_CODE } from '../../../shared/video/constants';
import type { GraphqlOperations } from '../../testing';
import type { PlayerController, PlayerState } from '../player';
import { renderDelivery } from './testing/renderDelivery';
import { useAutoAod } from './useAutoAod';

/** A controller whose state the test moves; it records playArchive. */
function fakeController(initial: Partial<PlayerState>) {
  let state: PlayerState = {
    status: 'PLAY',
    buffering: false,
    mode: 'archive',
    deviceId: 'cam-1',
    time: null,
    speed: 1,
    connection: 'auto',
    stream: 'AUTO',
    transport: 'cloud',
    notice: null,
    error: null,
    size: null,
    mime: null,
    keyframesOnly: false,
    behindLive: false,
    ...initial,
  };
  const listeners = new Set<(state: PlayerState) => void>();
  const playArchive = jest.fn((time: number) => set({ status: 'PLAY', time, error: null }));
  function set(patch: Partial<PlayerState>) {
    state = { ...state, ...patch };
    for (const listener of [...listeners]) listener(state);
  }
  const controller = {
    getState: () => state,
    subscribe(listener: (state: PlayerState) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    playArchive,
  } as unknown as PlayerController;
  return { controller, set: (patch: Partial<PlayerState>) => act(() => set(patch)), playArchive };
}

function Probe(props: { controller: PlayerController; enabled?: boolean }) {
  const state = useAutoAod({
    controller: props.controller,
    deviceId: 'cam-1',
    enabled: props.enabled ?? true,
    pollMs: 10,
  });
  return <output aria-label="aod">{`${state.phase} ${state.prefetching}`}</output>;
}

const T = Date.UTC(2026, 0, 1, 10, 0, 47);
const CHUNK = Date.UTC(2026, 0, 1, 10, 0, 30);
const stopped = { status: 'STOP' as const, time: T, transport: null };

function aodServer(statuses: string[], overrides: GraphqlOperations = {}): GraphqlOperations {
  let polls = 0;
  return {
    AodSubmit: (variables) => ({
      aodSubmit: { id: 'aod-1', status: 'QUEUED', ...(variables.input as { startTime: number; endTime: number }) },
    }),
    AodGet: () => ({ aodGet: [{ id: 'aod-1', status: statuses[Math.min(polls++, statuses.length - 1)] }] }),
    AodCoverage: { archiveCoverage: { coverage: [], partialCoverage: [], offlineCoverage: [], aod: [] } },
    ...overrides,
  };
}

describe('useAutoAod (spec 2 §4 Archive-on-demand)', () => {
  it('requests the archive on video unavailable in cloud archive, waits, and resumes on COMPLETED', async () => {
    const { controller, set, playArchive } = fakeController({ time: T - 1000 });
    const view = await renderDelivery(<Probe controller={controller} />, {
      operations: aodServer(['QUEUED', 'EXPORTING', 'COMPLETED']),
    });
    set({ ...stopped, error: { code: STOP_CODE.VIDEO_UNAVAILABLE, text: 'Video unavailable' } });
    expect(await screen.findByText('Request archive from avatar to cloud')).toBeTruthy();
    await waitFor(() => expect(playArchive).toHaveBeenCalledWith(T));
    expect(view.variablesOf('AodSubmit')).toEqual([
      { input: { deviceId: 'cam-1', startTime: CHUNK, endTime: CHUNK + 60_000, streamNumber: 1, auto: true } },
    ]);
    expect(view.variablesOf('AodGet').length).toBeGreaterThanOrEqual(3);
    expect(screen.getByRole('status', { name: 'aod' }).textContent).toBe('idle 0');
  });

  it('ends without resuming when the request fails', async () => {
    const { controller, set, playArchive } = fakeController({});
    const view = await renderDelivery(<Probe controller={controller} />, { operations: aodServer(['FAILED']) });
    set({ ...stopped, error: { code: STOP_CODE.END_OF_ARCHIVE, text: 'End of archive' } });
    await waitFor(() => expect(view.variablesOf('AodGet').length).toBeGreaterThan(0));
    await waitFor(() => expect(screen.getByRole('status', { name: 'aod' }).textContent).toBe('idle 0'));
    expect(playArchive).not.toHaveBeenCalled();
  });

  it("says 'Cannot process AOD request' when the request is refused", async () => {
    const { controller, set } = fakeController({});
    await renderDelivery(<Probe controller={controller} />, {
      operations: aodServer([], {
        AodSubmit: { reply: { body: { data: null, errors: [{ message: 'Device not found' }] } } },
      }),
    });
    set({ ...stopped, error: { code: STOP_CODE.VIDEO_UNAVAILABLE, text: 'Video unavailable' } });
    expect(await screen.findByText('Cannot process AOD request')).toBeTruthy();
  });

  it('does nothing when auto AOD is off, live, or for another stop', async () => {
    const off = fakeController({});
    const view = await renderDelivery(<Probe controller={off.controller} enabled={false} />, {
      operations: aodServer(['COMPLETED']),
    });
    off.set({ ...stopped, error: { code: STOP_CODE.VIDEO_UNAVAILABLE, text: 'Video unavailable' } });
    view.unmount();
    const live = fakeController({ mode: 'live' });
    const second = await renderDelivery(<Probe controller={live.controller} />, {
      operations: aodServer(['COMPLETED']),
    });
    live.set({ ...stopped, error: { code: STOP_CODE.VIDEO_UNAVAILABLE, text: 'Video unavailable' } });
    live.set({ status: 'PLAY', mode: 'archive' });
    live.set({ ...stopped, error: { code: STOP_CODE.INTERNAL_ERROR, text: 'Internal error' } });
    await new Promise((done) => setTimeout(done, 50));
    expect([...view.variablesOf('AodSubmit'), ...second.variablesOf('AodSubmit')]).toEqual([]);
  });

  it('requests 60 s ahead when the next chunk is only on the avatar, once, and forgets it when done', async () => {
    const next = CHUNK + 30_000;
    const { controller, set } = fakeController({ time: CHUNK });
    const view = await renderDelivery(<Probe controller={controller} />, {
      operations: aodServer(['EXPORTING', 'COMPLETED'], {
        AodCoverage: {
          archiveCoverage: {
            coverage: [{ deviceId: 'cam-1', time: CHUNK }],
            partialCoverage: [],
            offlineCoverage: [{ deviceId: 'cam-1', coverage: [{ time: next }] }],
            aod: [],
          },
        },
      }),
    });
    set({ time: T });
    set({ time: T + 1000 });
    await waitFor(() => expect(view.variablesOf('AodSubmit')).toHaveLength(1));
    expect(view.variablesOf('AodCoverage')).toEqual([
      { ids: ['cam-1'], startTime: next, endTime: next + 30_000, streams: ['FULL'] },
    ]);
    expect(view.variablesOf('AodSubmit')[0]).toEqual({
      input: { deviceId: 'cam-1', startTime: next, endTime: next + 60_000, streamNumber: 1, auto: true },
    });
    await waitFor(() => expect(screen.getByRole('status', { name: 'aod' }).textContent).toBe('idle 0'));
    expect(view.variablesOf('AodGet').length).toBeGreaterThanOrEqual(2);
  });

  it('does not request ahead when the cloud already holds the next chunk', async () => {
    const { controller, set } = fakeController({});
    const view = await renderDelivery(<Probe controller={controller} />, {
      operations: aodServer([], {
        AodCoverage: {
          archiveCoverage: {
            coverage: [{ deviceId: 'cam-1', time: CHUNK + 30_000 }],
            partialCoverage: [],
            offlineCoverage: [],
            aod: [],
          },
        },
      }),
    });
    set({ time: T });
    await waitFor(() => expect(view.variablesOf('AodCoverage')).toHaveLength(1));
    await new Promise((done) => setTimeout(done, 30));
    expect(view.variablesOf('AodSubmit')).toEqual([]);
  });
});
