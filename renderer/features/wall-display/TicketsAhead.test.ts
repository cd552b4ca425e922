/** The first tickets a wall display's state brings (issue 30): each taken once, by camera, while fresh. */
import { TICKETS_AHEAD_KEPT_MS, TicketsAhead } from './TicketsAhead';

describe('TicketsAhead', () => {
  it('hands each ticket out once, to the camera it was issued for', () => {
    const ahead = new TicketsAhead(
      [
        { cameraId: 'gate', ticket: 'gate-1' },
        { cameraId: 'yard', ticket: 'yard-1' },
        // The same camera in two cells: each cell's player gets a ticket of its own.
        { cameraId: 'gate', ticket: 'gate-2' },
      ],
      0,
      () => 10,
    );
    expect(ahead.take('yard')).toBe('yard-1');
    expect(ahead.take('gate')).toBe('gate-1');
    expect(ahead.take('gate')).toBe('gate-2');
    expect(ahead.take('gate')).toBeNull();
    expect(ahead.take('yard')).toBeNull();
    expect(ahead.take('lobby')).toBeNull();
  });

  it('hands out none once they are too old to be sure of the platform taking them', () => {
    let now = 1_000;
    const ahead = new TicketsAhead([{ cameraId: 'gate', ticket: 'gate-1' }], 1_000, () => now);
    now += TICKETS_AHEAD_KEPT_MS + 1;
    expect(ahead.take('gate')).toBeNull();
  });
});
