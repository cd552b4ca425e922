import '../../testing';
import { act, renderHook } from '@testing-library/react';
import { cameraSnapshotUrl } from '../../../shared/video/snapshotUrl';
import { SNAPSHOT_LOADS_AT_ONCE, takeSnapshotTurn } from './snapshotTurns';
import { useCameraSnapshot } from './useCameraSnapshot';

const settle = () => act(() => new Promise<void>((done) => setTimeout(done, 0)));

describe('a camera picture at its turn', () => {
  it('shows the camera at its stamp, and a newer stamp tries again after a failure', async () => {
    const picture = renderHook(({ stamp }) => useCameraSnapshot('cam-1', stamp), { initialProps: { stamp: 100 } });
    await settle();
    const first = picture.result.current;
    expect(first).toEqual({ failed: false, image: expect.objectContaining({ src: cameraSnapshotUrl('cam-1', 100) }) });
    act(() => (first as Extract<typeof first, { failed: false }>).image.onError());
    expect(picture.result.current).toEqual({ failed: true });

    picture.rerender({ stamp: 200 });
    await settle();
    expect(picture.result.current).toMatchObject({ failed: false, image: { src: cameraSnapshotUrl('cam-1', 200) } });
    picture.unmount();
  });

  it('takes no turn for a display without a camera', async () => {
    const empty = Array.from({ length: SNAPSHOT_LOADS_AT_ONCE }, () => renderHook(() => useCameraSnapshot(null, 100)));
    await settle();
    expect(empty.map((hook) => hook.result.current)).toEqual(empty.map(() => null));
    const started: string[] = [];
    const finish = takeSnapshotTurn(() => started.push('a camera'));
    await settle();
    expect(started).toEqual(['a camera']);
    finish();
    empty.forEach((hook) => hook.unmount());
  });
});
