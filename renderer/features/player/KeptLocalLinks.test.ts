/** The local connections a window keeps (issue 31): only one that played and is still connected
 *  is kept, paused; the next play of the same avatar takes it (another avatar's play does not),
 *  one that went bad while kept is closed instead of taken, and each is closed after
 *  KEPT_LOCAL_LINK_MS unused or beyond KEPT_LOCAL_LINKS_MAX. */
import { KEPT_LOCAL_LINK_MS, KEPT_LOCAL_LINKS_MAX } from '../../../shared/video/playerConstants';
import { KeptLocalLinks, type KeepableLink } from './KeptLocalLinks';
import { BROWSER_TIMERS } from './playerDeps';

class Link implements KeepableLink {
  parked = false;
  closed = false;
  constructor(public reusable = true) {}
  park() {
    this.parked = true;
  }
  close() {
    this.closed = true;
    this.reusable = false;
  }
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('KeptLocalLinks', () => {
  it("keeps a link that played, paused, for the same avatar's next play only", () => {
    const kept = new KeptLocalLinks<Link>(BROWSER_TIMERS);
    const link = new Link();
    kept.keep('avatar-1', link);
    expect(link).toMatchObject({ parked: true, closed: false });
    expect(kept.take('avatar-2')).toBeNull();
    expect(kept.take('avatar-1')).toBe(link);
    // Taken once: the next play makes its own.
    expect(kept.take('avatar-1')).toBeNull();
  });

  it('closes a link that cannot serve another play instead of keeping it', () => {
    const kept = new KeptLocalLinks<Link>(BROWSER_TIMERS);
    const never = new Link(false);
    kept.keep('avatar-1', never);
    expect(never).toMatchObject({ parked: false, closed: true });
    expect(kept.take('avatar-1')).toBeNull();
  });

  it('passes over a kept link that went bad while kept, and closes it', () => {
    const kept = new KeptLocalLinks<Link>(BROWSER_TIMERS);
    const good = new Link();
    const lost = new Link();
    kept.keep('avatar-1', good);
    kept.keep('avatar-1', lost);
    lost.reusable = false;
    expect(kept.take('avatar-1')).toBe(good);
    expect(lost.closed).toBe(true);
  });

  it('closes a link unused for KEPT_LOCAL_LINK_MS', () => {
    const kept = new KeptLocalLinks<Link>(BROWSER_TIMERS);
    const link = new Link();
    kept.keep('avatar-1', link);
    jest.advanceTimersByTime(KEPT_LOCAL_LINK_MS - 1);
    expect(link.closed).toBe(false);
    jest.advanceTimersByTime(1);
    expect(link.closed).toBe(true);
    expect(kept.take('avatar-1')).toBeNull();
  });

  it('keeps no more than KEPT_LOCAL_LINKS_MAX; a taken one frees its place', () => {
    const kept = new KeptLocalLinks<Link>(BROWSER_TIMERS);
    const links = Array.from({ length: KEPT_LOCAL_LINKS_MAX }, () => new Link());
    links.forEach((link) => kept.keep('avatar-1', link));
    const extra = new Link();
    kept.keep('avatar-2', extra);
    expect(extra.closed).toBe(true);
    kept.take('avatar-1');
    const next = new Link();
    kept.keep('avatar-2', next);
    expect(next).toMatchObject({ parked: true, closed: false });
    kept.dispose();
    expect([...links.slice(0, -1), next].every((link) => link.closed)).toBe(true);
  });
});
