/** The local connections a window keeps after their plays end (issue 31: Local's first picture).
 *  A camera dropped on a cell that played another over Local, or a view opened after one, plays
 *  on a connection to the same avatar that is already up — asked for on its data channel — instead
 *  of a new offer, getSDP, ICE and DTLS. Kept connections are paused (the avatar sends nothing),
 *  closed after KEPT_LOCAL_LINK_MS unused, and only those that played and are still connected are
 *  kept. Keyed by avatar: a connection is to one avatar, which serves its own cameras only. */
import { KEPT_LOCAL_LINK_MS, KEPT_LOCAL_LINKS_MAX } from '../../../shared/video/playerConstants';
import { BROWSER_TIMERS, type PlayerTimers } from './playerDeps';

/** What the window needs of a link to keep it. */
export interface KeepableLink {
  /** Connected, and its play saw pictures. */
  readonly reusable: boolean;
  /** Paused, kept for later. */
  park(): void;
  close(): void;
}

interface Kept<L> {
  link: L;
  expiry: unknown;
}

export class KeptLocalLinks<L extends KeepableLink> {
  private readonly kept = new Map<string, Array<Kept<L>>>();
  private count = 0;

  constructor(
    private readonly timers: PlayerTimers,
    private readonly keptMs = KEPT_LOCAL_LINK_MS,
    private readonly max = KEPT_LOCAL_LINKS_MAX,
  ) {}

  /** A kept connection to the avatar still usable, the newest first; null when there is none. */
  take(avatarId: string): L | null {
    const list = this.kept.get(avatarId);
    for (let entry = list?.pop(); entry; entry = list?.pop()) {
      this.count -= 1;
      this.timers.clearTimeout(entry.expiry);
      if (entry.link.reusable) return entry.link;
      entry.link.close();
    }
    this.kept.delete(avatarId);
    return null;
  }

  /** The play of `link` ended: kept for the avatar's next play when it can serve one, else closed. */
  keep(avatarId: string, link: L): void {
    if (!link.reusable || this.count >= this.max) return link.close();
    link.park();
    const entry: Kept<L> = {
      link,
      expiry: this.timers.setTimeout(() => {
        const list = this.kept.get(avatarId);
        const at = list?.indexOf(entry) ?? -1;
        if (at < 0) return;
        list?.splice(at, 1);
        this.count -= 1;
        link.close();
      }, this.keptMs),
    };
    const list = this.kept.get(avatarId) ?? [];
    list.push(entry);
    this.kept.set(avatarId, list);
    this.count += 1;
  }

  /** Closes every kept connection. */
  dispose(): void {
    for (const list of this.kept.values()) {
      for (const entry of list) {
        this.timers.clearTimeout(entry.expiry);
        entry.link.close();
      }
    }
    this.kept.clear();
    this.count = 0;
  }
}

/** The window's kept connections, shared by all its players. */
let pageKept: KeptLocalLinks<KeepableLink> | null = null;

export function pageKeptLocalLinks<L extends KeepableLink>(): KeptLocalLinks<L> {
  pageKept ??= new KeptLocalLinks(BROWSER_TIMERS);
  return pageKept as KeptLocalLinks<L>;
}
