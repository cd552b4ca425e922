/** The file transport's on-demand fetch (spec 2 §4 End events and Reconnect rules, restartFile;
 *  issue 31): archive that only a camera's avatar holds is brought to the cloud a 30 s file (an
 *  AOD chunk) at a time as a player reaches it, at once rather than through the request queue —
 *  the viewer is waiting for it. The avatar's delivery terms still govern it: a stopped or
 *  deactivated delivery service sends nothing, and the camera's archive stays 'Video unavailable'. */
import { AOD_CHUNK_MS } from '../../../shared/video/constants';
import type { ArchiveIndex } from '../archive/ArchiveIndex';
import type { ArchiveReader } from '../archive/ArchiveReader';
import type { CloudArchive } from '../archive/CloudArchive';
import type { DeliveryTermsOf } from './deliveryTerms';

/** A file of one camera stream: the 30 s chunk starting at `start`. */
interface AvatarFile {
  cameraId: string;
  avatarId: string | null;
  stream: number;
  start: number;
}

export class AvatarFiles {
  /** Fetches under way, so two viewers of the same stretch share one transfer. */
  private readonly inFlight = new Map<string, Promise<boolean>>();

  constructor(
    private readonly reader: ArchiveReader,
    private readonly local: ArchiveIndex,
    private readonly cloud: CloudArchive,
    private readonly termsOf: DeliveryTermsOf,
  ) {}

  /** Brings the file holding `time` of a camera stream from its avatar; true once the cloud holds
   *  what the avatar recorded of it, false when the avatar holds none of it or does not deliver now. */
  fetch(cameraId: string, avatarId: string | null, stream: number, time: number): Promise<boolean> {
    const file = { cameraId, avatarId, stream, start: Math.floor(time / AOD_CHUNK_MS) * AOD_CHUNK_MS };
    const key = `${cameraId}|${stream}|${file.start}`;
    const running = this.inFlight.get(key);
    if (running) return running;
    const fetching = this.transfer(file).finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, fetching);
    return fetching;
  }

  private async transfer(file: AvatarFile): Promise<boolean> {
    const end = file.start + AOD_CHUNK_MS;
    if (!(await this.termsOf(file.cameraId, file.avatarId)).running) return false;
    const spans = await this.local.spans(file.cameraId, file.stream, file.start, end);
    if (spans.length === 0) return false;
    // The file's bytes are read from the avatar's storage: the transfer a remote avatar makes (and
    // the reader keeps them at hand for the player that asked).
    let after = file.start - 1;
    for (;;) {
      const page = await this.reader.after(file.cameraId, file.stream, after);
      const inFile = page.filter((row) => row.start_ms < end);
      for (const row of inFile) await this.reader.bytes(row);
      if (inFile.length < page.length || page.length === 0) break;
      after = (page[page.length - 1] as { start_ms: number }).start_ms;
    }
    for (const span of spans) {
      await this.cloud.add(file.cameraId, file.stream, Math.max(span.start, file.start), Math.min(span.end, end));
    }
    return true;
  }
}
