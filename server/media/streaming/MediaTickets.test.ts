import { MediaTickets } from './MediaTickets';

const grant = { userId: 'u', realmId: 'r', sessionId: 's', cameraId: 'c', isLocal: false };

describe('MediaTickets', () => {
  it('redeems a ticket once', () => {
    const tickets = new MediaTickets(1000);
    const ticket = tickets.issue(grant, 0);
    expect(tickets.redeem(ticket, 10)).toEqual(grant);
    expect(tickets.redeem(ticket, 20)).toBeUndefined();
  });

  it('refuses an expired, unknown or malformed ticket', () => {
    const tickets = new MediaTickets(1000);
    const ticket = tickets.issue(grant, 0);
    expect(tickets.redeem(ticket, 1000)).toBeUndefined();
    expect(tickets.redeem('nope', 0)).toBeUndefined();
    expect(tickets.redeem(42, 0)).toBeUndefined();
  });
});
