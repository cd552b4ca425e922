/** Faces matched against the Facial watchlists (spec 3 §2.12; issue 32): each face passage the
 *  engines settle is compared, by the Euclidean distance of its descriptor to the enrolled photos'
 *  (FaceDescriptors), with the entries in force at its time on the realm's enabled Facial lists
 *  that watch its camera; the nearest entry within the camera's threshold is a hit, and the
 *  passage raises exactly one event through the audit log — the first hit's list decides: its
 *  alarm (acknowledgement required) or information event — witnessed by the camera, with the face's
 *  crop (the event's image) at once and the camera's whole picture when it comes, the matched
 *  person, the confidence and the face's box. A passage is the engine's track: raised at most once. */
import { faceConfidence, faceDistance, type FaceRead } from '../../shared/analytics/faceRead';
import { AUDIT_CATEGORY, AUDIT_METADATA_KEY, EVENT_TYPE, METADATA_TRUE } from '../../shared/events/auditConstants';
import {
  FACE_METADATA_KEY,
  WATCHLIST_METADATA_KEY,
  isValidAt,
  watchlistHitMessage,
} from '../../shared/watchlists/watchlists';
import type { AuditMetadataPair } from '../db/repositories/auditEntries';
import type { WatchlistEntryRecord, WatchlistRecord, WatchlistRepository } from '../db/repositories/watchlists';
import type { AuditLog } from '../events';
import type { AnalyticsEngines } from './AnalyticsEngines';
import type { FaceDescriptors } from './FaceDescriptors';
import type { PlateReadSources } from './PlateReads';

/** Passages remembered as raised (a track is given out once; this guards a replay). */
const MAX_REMEMBERED = 1_000;

export interface FaceHit {
  list: WatchlistRecord;
  entry: WatchlistEntryRecord;
  distance: number;
}

/** What one face passage came to. */
export interface FaceOutcome {
  hits: FaceHit[];
  eventId: string | null;
  /** The nearest enrolled face's distance, whether or not within the threshold (null: none enrolled). */
  nearest: number | null;
}

export class FaceMatches {
  private stopListening: (() => void) | undefined;
  private readonly raised = new Set<string>();
  private readonly outcomeListeners = new Set<(read: FaceRead, outcome: FaceOutcome) => void>();

  constructor(
    private readonly lists: WatchlistRepository,
    private readonly sources: PlateReadSources,
    private readonly descriptors: FaceDescriptors,
    private readonly auditLog: AuditLog,
    private readonly onError: (message: string) => void,
  ) {}

  /** Takes every face passage the engines settle from now on; enrolled photos are described by them. */
  listen(engines: AnalyticsEngines): void {
    this.stopListening?.();
    this.descriptors.use(engines);
    this.stopListening = engines.onFace((read) => {
      this.accept(read).then(
        (outcome) => {
          for (const listener of [...this.outcomeListeners]) listener(read, outcome);
        },
        (err: Error) => this.onError(`face passage of ${read.cameraId} failed: ${err.message}`),
      );
    });
  }

  /** Told what each passage came to (the matched and the unknown alike). */
  onOutcome(listener: (read: FaceRead, outcome: FaceOutcome) => void): () => void {
    this.outcomeListeners.add(listener);
    return () => this.outcomeListeners.delete(listener);
  }

  close(): void {
    this.stopListening?.();
    this.stopListening = undefined;
  }

  async accept(read: FaceRead): Promise<FaceOutcome> {
    const key = `${read.cameraId}/${read.trackId}`;
    const camera = await this.sources.camera(read.cameraId);
    if (!camera || this.raised.has(key)) return { hits: [], eventId: null, nearest: null };
    const { hits, nearest } = await this.hitsOf(camera.realmId, read);
    if (hits.length === 0) return { hits, eventId: null, nearest };
    this.raised.add(key);
    if (this.raised.size > MAX_REMEMBERED) this.raised.delete(this.raised.values().next().value as string);
    const eventId = await this.raise(camera, read, hits);
    void this.attachPicture(camera.realmId, camera.id, eventId, read);
    return { hits, eventId, nearest };
  }

  /** One hit per list (its nearest entry in force within the threshold), alarms first, then nearest. */
  private async hitsOf(realmId: string, read: FaceRead): Promise<{ hits: FaceHit[]; nearest: number | null }> {
    const lists = (await this.lists.list(realmId, 'facial')).filter((list) => list.enabled);
    const hits: FaceHit[] = [];
    let nearest: number | null = null;
    for (const list of lists) {
      if (!(await this.watches(list, read.cameraId))) continue;
      let best: FaceHit | undefined;
      for (const entry of await this.lists.entries(realmId, list.id)) {
        if (!isValidAt(entry, read.time)) continue;
        for (const descriptor of await this.descriptors.of(entry.photos)) {
          const distance = faceDistance(read.descriptor, descriptor);
          nearest = nearest === null ? distance : Math.min(nearest, distance);
          if (distance <= read.matchDistance && (!best || distance < best.distance)) best = { list, entry, distance };
        }
      }
      if (best) hits.push(best);
    }
    hits.sort(
      (a, b) => rank(a.list) - rank(b.list) || a.distance - b.distance || a.list.name.localeCompare(b.list.name),
    );
    return { hits, nearest };
  }

  /** Whether the list watches the camera: its own cameras, its sets' and zones'; all when it names none. */
  private async watches(list: WatchlistRecord, cameraId: string): Promise<boolean> {
    if (list.cameraIds.length + list.setIds.length + list.zoneIds.length === 0) return true;
    if (list.cameraIds.includes(cameraId)) return true;
    const scoped = await Promise.all([
      ...list.setIds.map((id) => this.sources.scopeCameras(list.realmId, 'SET', id)),
      ...list.zoneIds.map((id) => this.sources.scopeCameras(list.realmId, 'ZONE', id)),
    ]);
    return scoped.some((ids) => ids?.includes(cameraId) ?? false);
  }

  private async raise(
    camera: { id: string; realmId: string; name: string; deviceType: string },
    read: FaceRead,
    hits: readonly FaceHit[],
  ): Promise<string> {
    const { list, entry, distance } = hits[0]!;
    const alarm = list.action === 'alarm';
    const face = FACE_METADATA_KEY.CLASS;
    const confidence = faceConfidence(distance, read.matchDistance);
    const metadata: AuditMetadataPair[] = [
      { key: AUDIT_METADATA_KEY.EVENT_TYPE, class: face, value: alarm ? EVENT_TYPE.ALERT : EVENT_TYPE.INFORMATION },
      { key: FACE_METADATA_KEY.PERSON, class: face, value: entry.name },
      { key: WATCHLIST_METADATA_KEY.CONFIDENCE, class: face, value: confidence.toFixed(2) },
      { key: FACE_METADATA_KEY.DISTANCE, class: face, value: distance.toFixed(3) },
      { key: WATCHLIST_METADATA_KEY.WATCHLIST, class: face, value: hits.map((h) => h.list.name).join(', ') },
      { key: WATCHLIST_METADATA_KEY.ENTRY, class: face, value: entry.name },
      { key: WATCHLIST_METADATA_KEY.TRACK, class: face, value: read.trackId },
      { key: FACE_METADATA_KEY.BOX, class: face, value: JSON.stringify(read.box) },
    ];
    if (alarm) metadata.push({ key: AUDIT_METADATA_KEY.ACK_REQUIRE, class: face, value: METADATA_TRUE });
    const event = await this.auditLog.record({
      realmId: camera.realmId,
      category: AUDIT_CATEGORY.DEVICE,
      message: watchlistHitMessage(list.name, entry.name),
      triggeredAt: read.time,
      witnesses: [{ id: camera.id, name: camera.name, type: camera.deviceType }],
      metadata,
      snapshots: [
        {
          snapshot: Buffer.from(read.cropJpeg).toString('base64'),
          default: true,
          type: 'image/jpeg',
          tags: { objid: camera.id, schema: 'crop', createdAt: read.time },
        },
      ],
      createdBy: null,
    });
    return event.id;
  }

  /** The whole frame joins the hit's event when it comes: the alarm never waits for it. */
  private async attachPicture(realmId: string, cameraId: string, eventId: string, read: FaceRead): Promise<void> {
    try {
      const jpeg = await read.picture.catch(() => undefined);
      if (!jpeg || jpeg.length === 0) return;
      await this.auditLog.attachSnapshots(realmId, eventId, [
        {
          snapshot: Buffer.from(jpeg).toString('base64'),
          default: false,
          type: 'image/jpeg',
          tags: { objid: cameraId, schema: 'full', createdAt: read.time },
        },
      ]);
    } catch (err) {
      this.onError(`the picture of face event ${eventId} was lost: ${(err as Error).message}`);
    }
  }
}

const rank = (list: WatchlistRecord) => (list.action === 'alarm' ? 0 : 1);
