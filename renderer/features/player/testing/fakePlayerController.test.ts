import { createFakePlayerController } from './fakePlayerController';

describe('createFakePlayerController', () => {
  it('records commands and moves its state as a player would', () => {
    const player = createFakePlayerController();
    const seen: string[] = [];
    const unsubscribe = player.subscribe((state) => seen.push(`${state.status} ${state.mode} ${state.speed}`));
    player.playLive('cam-1');
    player.pause();
    player.playArchive(1_000, -2);
    player.jump(30_000);
    player.setSpeed(5);
    player.stop();
    expect(player.calls.map((call) => call.method)).toEqual([
      'playLive',
      'pause',
      'playArchive',
      'jump',
      'setSpeed',
      'stop',
    ]);
    expect(player.callsTo('playArchive')).toEqual([[1_000, -2, undefined]]);
    expect(seen).toEqual([
      'PLAY live 1',
      'PAUSE live 1',
      'PLAY archive -2',
      'PLAY archive -2',
      'PLAY archive 5',
      'STOP archive 5',
    ]);
    expect(player.getState()).toMatchObject({ deviceId: null, time: null });
    unsubscribe();
    expect(player.listenerCount).toBe(0);
  });

  it('lets a test set state, statistics and the snapshot', async () => {
    const player = createFakePlayerController({ deviceId: 'cam-1' });
    const snapshot = player.getState();
    expect(player.getState()).toBe(snapshot);
    player.setState({ error: { code: 50003, text: 'Video unavailable' } });
    expect(player.getState()).not.toBe(snapshot);
    expect(player.getState().error?.code).toBe(50003);
    player.setStats({ framesPainted: 7 });
    expect(player.stats().framesPainted).toBe(7);
    expect(await player.snapshot()).toBeNull();
    const blob = new Blob(['jpeg']);
    player.setSnapshot(blob);
    expect(await player.snapshot()).toBe(blob);
    player.dispose();
    expect(player.disposed).toBe(true);
  });
});
