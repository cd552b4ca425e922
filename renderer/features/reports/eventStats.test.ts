import { acknowledgementTimes, eventsPerHour } from './eventStats';

const HOUR = 3_600_000;
const FROM = Date.UTC(2026, 10, 29, 8, 30);
const TO = FROM + 3 * HOUR;
const device = { id: '47', shortName: 'Device' };
const user = { id: '61', shortName: 'User' };
const asks = [{ key: 'ACK-REQUIRE', value: '1' }];

describe('eventsPerHour', () => {
  it('counts each category’s events in the hour they were raised', () => {
    const stats = eventsPerHour(
      [
        { triggeredAt: FROM + 1_000, category: device },
        { triggeredAt: FROM + 40 * 60_000, category: device },
        { triggeredAt: FROM + 45 * 60_000, category: user },
        { triggeredAt: FROM - 1, category: user },
        { triggeredAt: TO, category: user },
      ],
      FROM,
      TO,
    );
    expect(stats.hours).toEqual([
      Date.UTC(2026, 10, 29, 8),
      Date.UTC(2026, 10, 29, 9),
      Date.UTC(2026, 10, 29, 10),
      Date.UTC(2026, 10, 29, 11),
    ]);
    expect(stats.total).toEqual([1, 2, 0, 0]);
    expect(stats.categories).toEqual([
      { id: '47', name: 'Device', counts: [1, 1, 0, 0], total: 2 },
      { id: '61', name: 'User', counts: [0, 1, 0, 0], total: 1 },
    ]);
  });
});

describe('acknowledgementTimes', () => {
  it('reads how long acknowledged entries waited, and counts those still waiting', () => {
    const minutes = [1, 2, 3, 4, 5, 6, 7, 8, 9, 20];
    const times = acknowledgementTimes([
      ...minutes.map((m) => ({ triggeredAt: 0, modifiedAt: m * 60_000, isAcknowledged: true, metadata: asks })),
      { triggeredAt: 0, isAcknowledged: false, metadata: asks },
      { triggeredAt: 0, modifiedAt: 99 * 60_000, isAcknowledged: true, metadata: [] },
    ]);
    expect(times).toEqual({
      acknowledged: 10,
      waiting: 1,
      medianMs: 5 * 60_000,
      p90Ms: 9 * 60_000,
      longestMs: 20 * 60_000,
    });
  });

  it('has no times when nothing was acknowledged', () => {
    expect(acknowledgementTimes([])).toEqual({
      acknowledged: 0,
      waiting: 0,
      medianMs: null,
      p90Ms: null,
      longestMs: null,
    });
  });
});
