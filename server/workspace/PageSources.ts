/** What a console page may load from elsewhere (issue 16), for its CSP: frames, the origins an
 *  administrator lists in VANTAGE_FRAME_SOURCES and those of the URL widgets in views
 *  administrators made (their own views and the realms' shared views; an operator's own views add
 *  none, so an operator cannot make the console frame a page of their choosing for everyone);
 *  images, VANTAGE_MAP_TILE_SOURCES alone: map tiles come through the platform (issue 34), so no
 *  realm's map settings widen the policy. Read at most every few
 *  seconds, when a console page or a URL widget's framing page is served. */
import { parseSharedViews, parseWorkspaceConfig, type View } from '../../shared/views';
import type { AdminViewsRepository } from '../db/repositories/adminViews';
import { urlWidgetOrigins } from './urlWidgetOrigins';

/** How long one reading serves console pages. */
export const PAGE_SOURCES_TTL_MS = 2000;

export interface PageSourceLists {
  frameSources: string[];
  imageSources: string[];
}

function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export class PageSources {
  private cached: { at: number; sources: Promise<PageSourceLists> } | undefined;

  constructor(
    private readonly readers: {
      views: Pick<AdminViewsRepository, 'adminConfigs' | 'sharedViews'>;
    },
    private readonly configured: Readonly<PageSourceLists>,
    private readonly now: () => number = Date.now,
  ) {}

  /** Never rejects: while the database cannot be read (starting), the configured origins. */
  sources(): Promise<PageSourceLists> {
    const now = this.now();
    if (!this.cached || now - this.cached.at >= PAGE_SOURCES_TTL_MS) {
      const sources = this.read().catch(() => {
        // A failed read is not kept: the next page asks again.
        this.cached = undefined;
        return { frameSources: [...this.configured.frameSources], imageSources: [...this.configured.imageSources] };
      });
      this.cached = { at: now, sources };
    }
    return this.cached.sources;
  }

  /** Whether a URL widget may frame `origin`: from the last reading, or, when that does not list
   *  it, from a fresh one, so a widget an administrator saved a moment ago shows at once. */
  async framesOrigin(origin: string): Promise<boolean> {
    if ((await this.sources()).frameSources.includes(origin)) return true;
    this.cached = undefined;
    return (await this.sources()).frameSources.includes(origin);
  }

  private async read(): Promise<PageSourceLists> {
    const [configs, shared] = await Promise.all([this.readers.views.adminConfigs(), this.readers.views.sharedViews()]);
    const views: View[] = [
      ...configs.flatMap((text) => parseWorkspaceConfig(parsed(text)).config.views),
      ...shared.flatMap((text) => parseSharedViews(parsed(text), null).views),
    ];
    return {
      frameSources: [...new Set([...this.configured.frameSources, ...urlWidgetOrigins(views)])],
      imageSources: [...this.configured.imageSources],
    };
  }
}
