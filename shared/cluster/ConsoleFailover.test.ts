import { ConsoleFailover, FAILOVER_AFTER_MS } from './ConsoleFailover';

const A = { id: 'vms-1', url: 'http://vms-1.site:8080' };
const B = { id: 'vms-2', url: 'http://vms-2.site:8080/' };
const C = { id: 'vms-3', url: 'http://vms-3.site:8080' };

function onNodeA() {
  let time = 1_000;
  const failover = new ConsoleFailover('http://vms-1.site:8080/', () => time);
  failover.answered([A, B, C]);
  return { failover, advance: (ms: number) => (time += ms) };
}

describe('ConsoleFailover', () => {
  it('stays on a node that answers, and on one that missed answers for less than the wait', () => {
    const { failover, advance } = onNodeA();
    failover.failed();
    advance(FAILOVER_AFTER_MS - 1);
    failover.failed();
    expect(failover.next()).toBeUndefined();
    failover.answered();
    advance(FAILOVER_AFTER_MS);
    expect(failover.isLost()).toBe(false);
    expect(failover.next()).toBeUndefined();
  });

  it('counts the wait from the first unanswered request, and then moves to the next listed node', () => {
    const { failover, advance } = onNodeA();
    failover.failed();
    advance(FAILOVER_AFTER_MS / 2);
    failover.failed();
    advance(FAILOVER_AFTER_MS / 2);
    expect(failover.isLost()).toBe(true);
    expect(failover.next()).toEqual({ id: 'vms-2', url: 'http://vms-2.site:8080' });
  });

  it('moves on from a node that does not answer either, then back round to the first', () => {
    const { failover, advance } = onNodeA();
    failover.failed();
    advance(FAILOVER_AFTER_MS);
    failover.movedTo(failover.next()!.url);
    expect(failover.node).toBe('http://vms-2.site:8080');
    expect(failover.next()).toBeUndefined(); // the new node gets its own wait
    advance(FAILOVER_AFTER_MS);
    expect(failover.next()?.id).toBe('vms-3');
    failover.movedTo(C.url);
    advance(FAILOVER_AFTER_MS);
    expect(failover.next()?.id).toBe('vms-1');
  });

  it('keeps the node it moved to once that one answers, with the list it answers', () => {
    const { failover, advance } = onNodeA();
    failover.failed();
    advance(FAILOVER_AFTER_MS);
    failover.movedTo(B.url);
    failover.answered([B, C]);
    advance(FAILOVER_AFTER_MS * 3);
    expect(failover.next()).toBeUndefined();
    expect(failover.others()).toEqual([C]);
    failover.failed();
    advance(FAILOVER_AFTER_MS);
    expect(failover.next()).toEqual(C);
  });

  it('has nowhere to go when the platform listed no other node', () => {
    let time = 0;
    const failover = new ConsoleFailover(A.url, () => time);
    failover.answered([A]);
    failover.failed();
    time += FAILOVER_AFTER_MS * 2;
    expect(failover.isLost()).toBe(true);
    expect(failover.next()).toBeUndefined();
  });
});
