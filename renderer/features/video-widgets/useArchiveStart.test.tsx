import '../../testing';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { type Client, Provider } from 'urql';
import { fromValue } from 'wonka';
import { useArchiveStart } from './useArchiveStart';

function clientAnswering(boundary: number | null) {
  const executeQuery = jest.fn((_request: { variables: unknown }) =>
    fromValue({ data: { archiveBoundary: { boundary } }, stale: false }),
  );
  const client = { executeQuery } as unknown as Client;
  const wrapper = ({ children }: { children: ReactNode }) => <Provider value={client}>{children}</Provider>;
  return { executeQuery, wrapper };
}

describe('the archive start of a cell camera (spec 2 §5)', () => {
  it("is the camera's first recorded edge, asked from the epoch forward", () => {
    const start = Date.UTC(2026, 10, 20, 6, 0, 0);
    const { wrapper, executeQuery } = clientAnswering(start);
    const { result } = renderHook(() => useArchiveStart('cam-1'), { wrapper });
    expect(result.current).toBe(start);
    expect(executeQuery.mock.calls[0]?.[0]).toMatchObject({ variables: { id: 'cam-1' } });
  });

  it('is unknown for a camera without recordings, and nothing is asked for an empty cell', () => {
    const recorded = clientAnswering(null);
    expect(renderHook(() => useArchiveStart('cam-1'), { wrapper: recorded.wrapper }).result.current).toBeUndefined();
    const empty = clientAnswering(1);
    expect(renderHook(() => useArchiveStart(null), { wrapper: empty.wrapper }).result.current).toBeUndefined();
    expect(empty.executeQuery).not.toHaveBeenCalled();
  });
});
