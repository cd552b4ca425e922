import { healthCounts, streamHealthRows } from './streamHealthRows';

const media = (extra: Record<string, unknown>) => ({ type: 'Media', streamSize: 'FULL', ...extra });

describe('streamHealthRows', () => {
  const rows = streamHealthRows([
    { id: 'a', name: 'Lobby', healthStatus: 'NORMAL', aspects: [media({ FPS: 25, frameRate: 25 })] },
    { id: 'b', name: 'Gate', healthStatus: 'NORMAL', aspects: [media({ FPS: 12, frameRate: 25 })] },
    { id: 'c', name: 'Yard', healthStatus: 'BROKEN', aspects: [media({ FPS: 0 })] },
    { id: 'd', name: 'Dock', healthStatus: 'NORMAL', enabled: false, aspects: [] },
    { id: 'e', name: 'Roof', healthStatus: 'DEGRADED', aspects: [{ type: 'PTZ' }, media({ FPS: 5 })] },
  ]);

  it('lists broken and degraded cameras first, then the ones dropping the most frames', () => {
    expect(rows.map((row) => row.name)).toEqual(['Yard', 'Roof', 'Dock', 'Gate', 'Lobby']);
  });

  it('reads a disabled camera as off and counts each state', () => {
    expect(rows.find((row) => row.id === 'd')?.health).toBe('OFF');
    expect(healthCounts(rows)).toEqual({ BROKEN: 1, DEGRADED: 1, PENDING: 0, OFF: 1, NORMAL: 2 });
  });

  it('reads the main stream and adds up every stream’s archive', () => {
    const [row] = streamHealthRows([
      {
        id: 'x',
        name: 'Two streams',
        healthStatus: 'NORMAL',
        aspects: [
          media({ streamSize: 'REVIEW', FPS: 5, consumedSpace: 100, spaceUsagePerDay: 10 }),
          media({ FPS: 25, liveBitrate: 4e6, consumedSpace: 900, spaceUsagePerDay: 90 }),
        ],
      },
    ]);
    expect(row).toMatchObject({ fps: 25, liveBitrate: 4e6, consumedSpace: 1000, spaceUsagePerDay: 100 });
  });
});
