import { matchesDeliveryFilter, type DeliveryFilter } from './filterDeliveryRequests';

const now = Date.UTC(2026, 0, 1, 12);
const base: DeliveryFilter = { periodHours: 8, status: 'ALL', type: 'Manual', text: '' };
const request = { id: 'req-1', status: 'EXPORTING' as const, type: 'Manual' as const, createdAt: now - 3_600_000 };

describe('delivery manager filters (spec 2 §4)', () => {
  it('never lists canceled requests', () => {
    expect(matchesDeliveryFilter({ ...request, status: 'CANCELED' }, 'Lobby', base, now)).toBe(false);
  });

  it('keeps the period', () => {
    const old = { ...request, createdAt: now - 9 * 3_600_000 };
    expect(matchesDeliveryFilter(old, 'Lobby', base, now)).toBe(false);
    expect(matchesDeliveryFilter(old, 'Lobby', { ...base, periodHours: 24 }, now)).toBe(true);
  });

  it('counts Exporting as Processing', () => {
    expect(matchesDeliveryFilter(request, 'Lobby', { ...base, status: 'PROCESSING' }, now)).toBe(true);
    expect(matchesDeliveryFilter(request, 'Lobby', { ...base, status: 'QUEUED' }, now)).toBe(false);
  });

  it('filters by type and by text over id, device name and status', () => {
    expect(matchesDeliveryFilter(request, 'Lobby', { ...base, type: 'Auto' }, now)).toBe(false);
    expect(matchesDeliveryFilter(request, 'Lobby', { ...base, text: 'lob' }, now)).toBe(true);
    expect(matchesDeliveryFilter(request, 'Lobby', { ...base, text: 'REQ-1' }, now)).toBe(true);
    expect(matchesDeliveryFilter(request, 'Lobby', { ...base, text: 'garage' }, now)).toBe(false);
  });
});
