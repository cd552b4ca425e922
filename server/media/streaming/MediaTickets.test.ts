import { MediaTickets, type TicketGrant, type TicketStore } from './MediaTickets';

const grant = { userId: 'u', realmId: 'r', sessionId: 's', cameraId: 'c', isLocal: false };

describe('MediaTickets', () => {
  it('redeems a ticket once', async () => {
    const tickets = new MediaTickets(1000);
    const ticket = await tickets.issue(grant, 0);
    expect(await tickets.redeem(ticket, 10)).toEqual(grant);
    expect(await tickets.redeem(ticket, 20)).toBeUndefined();
  });

  it('refuses an expired, unknown or malformed ticket', async () => {
    const tickets = new MediaTickets(1000);
    const ticket = await tickets.issue(grant, 0);
    expect(await tickets.redeem(ticket, 1000)).toBeUndefined();
    expect(await tickets.redeem('nope', 0)).toBeUndefined();
    expect(await tickets.redeem(42, 0)).toBeUndefined();
  });

  it('in a cluster, keeps only the ticket’s hash in the shared store, which any node redeems once', async () => {
    const kept = new Map<string, TicketGrant>();
    const store: TicketStore = {
      put: async (hash, held) => void kept.set(hash, held),
      take: async (hash) => {
        const held = kept.get(hash);
        kept.delete(hash);
        return held;
      },
    };
    const issuing = new MediaTickets();
    issuing.useStore(store);
    const ticket = await issuing.issue(grant);
    expect([...kept.keys()]).toEqual([expect.stringMatching(/^[0-9a-f]{64}$/)]);
    expect([...kept.keys()]).not.toContain(ticket);
    const redeeming = new MediaTickets();
    redeeming.useStore(store);
    expect(await redeeming.redeem(ticket)).toEqual(grant);
    expect(await issuing.redeem(ticket)).toBeUndefined();
  });
});
