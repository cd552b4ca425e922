/** The origins the URL widget may frame (issue 16): those an administrator lists in
 *  VANTAGE_FRAME_SOURCES, and those of the URL widgets in views administrators made (their own
 *  views and the realms' shared views). An operator's own views add none: an operator cannot make
 *  the console frame a page of their choosing for everyone. Read at most every few seconds, when
 *  a console page is served. */
import { parseSharedViews, parseWorkspaceConfig, type View } from '../../shared/views';
import { urlWidgetOrigins } from './urlWidgetOrigins';
import type { AdminViewsRepository } from '../db/repositories/adminViews';

/** How long one reading serves console pages. */
export const FRAME_SOURCES_TTL_MS = 2000;

function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export class FrameSources {
  private cached: { at: number; origins: Promise<string[]> } | undefined;

  constructor(
    private readonly views: Pick<AdminViewsRepository, 'adminConfigs' | 'sharedViews'>,
    private readonly configured: readonly string[],
    private readonly now: () => number = Date.now,
  ) {}

  /** Never rejects: while the database cannot be read (starting), the configured origins. */
  origins(): Promise<string[]> {
    const now = this.now();
    if (!this.cached || now - this.cached.at >= FRAME_SOURCES_TTL_MS) {
      const origins = this.read().catch(() => {
        // A failed read is not kept: the next page asks again.
        this.cached = undefined;
        return [...this.configured];
      });
      this.cached = { at: now, origins };
    }
    return this.cached.origins;
  }

  private async read(): Promise<string[]> {
    const [configs, shared] = await Promise.all([this.views.adminConfigs(), this.views.sharedViews()]);
    const views: View[] = [
      ...configs.flatMap((text) => parseWorkspaceConfig(parsed(text)).config.views),
      ...shared.flatMap((text) => parseSharedViews(parsed(text), null).views),
    ];
    return [...new Set([...this.configured, ...urlWidgetOrigins(views)])];
  }
}
