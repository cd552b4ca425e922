import { copiedFraction, trackExport } from './exportProgress';
import type { ExportUpdate } from './statusBarDocuments';

const push = (id: string, status: string, extra: Partial<ExportUpdate> = {}): ExportUpdate =>
  ({ id, userId: 'me', type: 'Manual', status, size: null, downloaded: null, ...extra }) as ExportUpdate;

describe('the status bar’s exports', () => {
  it('follows the user’s own manual exports until they end, and no one else’s', () => {
    let running = trackExport(new Map(), push('a', 'QUEUED'), 'me');
    running = trackExport(running, push('b', 'PROCESSING'), 'me');
    running = trackExport(running, push('c', 'PROCESSING', { userId: 'someone else' }), 'me');
    running = trackExport(running, push('d', 'PROCESSING', { type: 'Auto' }), 'me');
    expect([...running.keys()]).toEqual(['a', 'b']);
    running = trackExport(running, push('a', 'COMPLETED'), 'me');
    running = trackExport(running, push('b', 'PAUSED'), 'me');
    expect(running.size).toBe(0);
  });

  it('shows how much is copied once every export knows its size', () => {
    const sized = [push('a', 'PROCESSING', { size: 300, downloaded: 150 }), push('b', 'PROCESSING', { size: 100 })];
    expect(copiedFraction(sized)).toBe(0.375);
    expect(copiedFraction([...sized, push('c', 'QUEUED')])).toBeUndefined();
    expect(copiedFraction([push('a', 'PROCESSING', { size: 10, downloaded: 12 })])).toBe(1);
  });
});
