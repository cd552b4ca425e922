/** One media URL asked for ahead of its play (a camera dropped on a cell, issue 17): taken once,
 *  by a play of that camera within PREFETCHED_MEDIA_URL_KEPT_MS (well inside the ticket's own
 *  lifetime); a later play asks again. The page's media access and each player worker keep one. */
import { PREFETCHED_MEDIA_URL_KEPT_MS } from '../../../shared/video/playerConstants';

export class PrefetchedMediaUrl<Answer> {
  private held: { deviceId: string; at: number; answer: Promise<Answer> } | null = null;

  constructor(private readonly now: () => number) {}

  hold(deviceId: string, answer: Promise<Answer>): void {
    this.held = { deviceId, at: this.now(), answer };
  }

  /** The held answer if it is this camera's and fresh; either way nothing is held after. */
  take(deviceId: string): Promise<Answer> | null {
    const held = this.held;
    this.held = null;
    return held?.deviceId === deviceId && this.now() - held.at < PREFETCHED_MEDIA_URL_KEPT_MS ? held.answer : null;
  }
}
