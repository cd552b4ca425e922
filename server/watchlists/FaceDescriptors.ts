/** Enrolled faces' descriptors (issue 32): each photo of a Facial watchlist entry described once by
 *  the analytics engines' own network — at enrolment, where a photo with no face is refused, and
 *  again after a restart the first time a face is matched — and kept by the photo's digest, so an
 *  entry's photos are compared by the same model that describes the cameras' faces. */
import { createHash } from 'node:crypto';
import type { AnalyticsEngines } from './AnalyticsEngines';

/** Photos whose descriptors are kept (a list's entries have at most five each). */
const MAX_KEPT = 20_000;

export class FaceDescriptors {
  private readonly kept = new Map<string, Promise<number[] | null>>();
  private engines: Pick<AnalyticsEngines, 'describeFace'> | undefined;

  /** Hands the engines in; until then nothing is described (a platform without them). */
  use(engines: Pick<AnalyticsEngines, 'describeFace'>): void {
    this.engines = engines;
  }

  get running(): boolean {
    return this.engines !== undefined;
  }

  /** The photo's descriptor; null when it shows no face; undefined without engines. */
  describe(photo: string): Promise<number[] | null> | undefined {
    const engines = this.engines;
    if (!engines) return undefined;
    const key = createHash('sha256').update(photo).digest('base64');
    let found = this.kept.get(key);
    if (!found) {
      found = engines.describeFace(photo);
      // A failure (the worker stopped) is not remembered: the next ask tries again.
      found.catch(() => this.kept.delete(key));
      this.kept.set(key, found);
      if (this.kept.size > MAX_KEPT) this.kept.delete(this.kept.keys().next().value as string);
    }
    return found;
  }

  /** The descriptors of an entry's photos that show a face. */
  async of(photos: readonly string[]): Promise<number[][]> {
    const described = await Promise.all(photos.map((photo) => this.describe(photo)?.catch(() => null) ?? null));
    return described.filter((d): d is number[] => d !== null);
  }
}
