import '../../testing';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { type Client, Provider } from 'urql';
import { fromValue } from 'wonka';
import { ARCHIVE_START_QUERY_DELAY_MS } from '../../../shared/video/videoWidgetConstants';
import { useArchiveStart } from './useArchiveStart';

function clientAnswering(boundary: number | null) {
  const executeQuery = jest.fn((_request: { variables: unknown }) =>
    fromValue({ data: { archiveBoundary: { boundary } }, stale: false }),
  );
  const client = { executeQuery } as unknown as Client;
  const wrapper = ({ children }: { children: ReactNode }) => <Provider value={client}>{children}</Provider>;
  return { executeQuery, wrapper };
}

const waitOut = () => act(() => jest.advanceTimersByTime(ARCHIVE_START_QUERY_DELAY_MS));

describe('the archive start of a cell camera (spec 2 §5)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("is the camera's first recorded edge, asked a moment after the camera is given", () => {
    const start = Date.UTC(2026, 10, 20, 6, 0, 0);
    const { wrapper, executeQuery } = clientAnswering(start);
    const { result, rerender } = renderHook(({ id }) => useArchiveStart(id), {
      wrapper,
      initialProps: { id: 'cam-1' },
    });
    // The player's media URL goes first.
    expect(executeQuery).not.toHaveBeenCalled();
    expect(result.current).toBeUndefined();
    waitOut();
    expect(result.current).toBe(start);
    expect(executeQuery.mock.calls[0]?.[0]).toMatchObject({ variables: { id: 'cam-1' } });
    // Another camera: the first one's start is not shown for it meanwhile.
    rerender({ id: 'cam-2' });
    expect(result.current).toBeUndefined();
    waitOut();
    expect(executeQuery.mock.calls.at(-1)?.[0]).toMatchObject({ variables: { id: 'cam-2' } });
  });

  it('is unknown for a camera without recordings, and nothing is asked for an empty cell', () => {
    const recorded = clientAnswering(null);
    const { result } = renderHook(() => useArchiveStart('cam-1'), { wrapper: recorded.wrapper });
    waitOut();
    expect(recorded.executeQuery).toHaveBeenCalled();
    expect(result.current).toBeUndefined();
    const empty = clientAnswering(1);
    expect(renderHook(() => useArchiveStart(null), { wrapper: empty.wrapper }).result.current).toBeUndefined();
    waitOut();
    expect(empty.executeQuery).not.toHaveBeenCalled();
  });
});
