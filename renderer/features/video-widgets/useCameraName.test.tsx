import '../../testing';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { type Client, Provider } from 'urql';
import { fromValue, never } from 'wonka';
import { useCameraName } from './useCameraName';

function clientWith(update: { id: string; action: string } | null, device: { id: string; name: string } | null) {
  const executeQuery = jest.fn(() => fromValue({ data: { device }, stale: false }));
  const client = {
    executeQuery,
    executeSubscription: () => (update ? fromValue({ data: { objectUpdate: update } }) : never),
  } as unknown as Client;
  const wrapper = ({ children }: { children: ReactNode }) => <Provider value={client}>{children}</Provider>;
  return { executeQuery, wrapper };
}

describe('a cell camera and its object updates (spec 2 §2)', () => {
  it('shows the current name, and a delete notice for the camera empties the cell', () => {
    const onDeleted = jest.fn();
    const { wrapper } = clientWith({ id: 'cam-1', action: 'DELETE' }, { id: 'cam-1', name: 'Gate (new)' });
    const { result } = renderHook(() => useCameraName('cam-1', 'Gate', onDeleted), { wrapper });
    expect(result.current.name).toBe('Gate (new)');
    expect(onDeleted).toHaveBeenCalledTimes(1);
  });

  it('ignores notices about other cameras and refetches the name on an update', () => {
    const onDeleted = jest.fn();
    const other = clientWith({ id: 'cam-2', action: 'DELETE' }, { id: 'cam-1', name: 'Gate' });
    renderHook(() => useCameraName('cam-1', 'Gate', onDeleted), { wrapper: other.wrapper });
    expect(onDeleted).not.toHaveBeenCalled();

    const updated = clientWith({ id: 'cam-1', action: 'UPDATE' }, { id: 'cam-1', name: 'Gate' });
    renderHook(() => useCameraName('cam-1', 'Gate', onDeleted), { wrapper: updated.wrapper });
    expect(updated.executeQuery.mock.calls.length).toBeGreaterThan(1);
    expect(onDeleted).not.toHaveBeenCalled();
  });

  it('empties the cell when the server no longer knows the camera', () => {
    const onDeleted = jest.fn();
    const { wrapper } = clientWith(null, null);
    const { result } = renderHook(() => useCameraName('cam-9', 'Old', onDeleted), { wrapper });
    expect(result.current).toEqual({ name: 'Old', missing: true });
    expect(onDeleted).toHaveBeenCalledTimes(1);
  });
});
