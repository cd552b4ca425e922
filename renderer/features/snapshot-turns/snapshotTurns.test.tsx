import '../../testing';
import { act, renderHook } from '@testing-library/react';
import { SNAPSHOT_LOADS_AT_ONCE, takeSnapshotTurn, useSnapshotTurn } from './snapshotTurns';

const settle = () => act(() => new Promise<void>((done) => setTimeout(done, 0)));

describe('camera pictures take turns', () => {
  it(`loads ${SNAPSHOT_LOADS_AT_ONCE} at a time and starts the next when one ends`, async () => {
    const started: number[] = [];
    const finishes = [1, 2, 3, 4].map((n) => takeSnapshotTurn(() => started.push(n)));
    await settle();
    expect(started).toEqual([1, 2]);
    finishes[1]!();
    await settle();
    expect(started).toEqual([1, 2, 3]);
    finishes[0]!();
    await settle();
    expect(started).toEqual([1, 2, 3, 4]);
    finishes.forEach((finish) => finish());
  });

  it('never starts a picture given up before its turn, and it holds no place', async () => {
    const started: string[] = [];
    const first = takeSnapshotTurn(() => started.push('first'));
    const second = takeSnapshotTurn(() => started.push('second'));
    const goneAway = takeSnapshotTurn(() => started.push('gone away'));
    const last = takeSnapshotTurn(() => started.push('last'));
    await settle();
    goneAway();
    first();
    await settle();
    expect(started).toEqual(['first', 'second', 'last']);
    [second, last].forEach((finish) => finish());
  });

  it('asks for the newest stamp only, and keeps the picture it shows until the next one may load', async () => {
    const busy = () => takeSnapshotTurn(() => undefined);
    const holds = [busy(), busy()];
    const image = renderHook(({ stamp }) => useSnapshotTurn(stamp), { initialProps: { stamp: 100 } });
    image.rerender({ stamp: 200 });
    await settle();
    expect(image.result.current).toBeNull();
    holds[0]!();
    await settle();
    expect(image.result.current?.stamp).toBe(200);

    act(() => image.result.current!.done());
    holds.push(busy());
    await settle();
    image.rerender({ stamp: 300 });
    await settle();
    expect(image.result.current?.stamp).toBe(200);
    holds[1]!();
    await settle();
    expect(image.result.current?.stamp).toBe(300);
    image.unmount();
    holds.forEach((finish) => finish());
  });

  it('gives every image its turn when newer pictures are asked before the loads end', async () => {
    // Three displays of a VMX refreshed while the platform is slower than the refresh: the third
    // keeps its place in line and loads the newest picture, before the first two load again.
    const images = [1, 2, 3].map(() =>
      renderHook(({ stamp }) => useSnapshotTurn(stamp), { initialProps: { stamp: 1 } }),
    );
    const stamps = () => images.map((image) => image.result.current?.stamp ?? null);
    await settle();
    expect(stamps()).toEqual([1, 1, null]);
    images.forEach((image) => image.rerender({ stamp: 2 }));
    await settle();
    expect(stamps()).toEqual([1, 1, null]);
    act(() => images[0]!.result.current!.done());
    await settle();
    expect(stamps()).toEqual([1, 1, 2]);
    act(() => images[1]!.result.current!.done());
    await settle();
    expect(stamps()).toEqual([2, 1, 2]);
    images.forEach((image) => image.unmount());
  });
});
