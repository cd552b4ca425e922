/** Faces matched against the Facial watchlists (spec 3 §2.12; issue 32): each face passage the
 *  engines settle is compared, by the Euclidean distance of its descriptor to the enrolled photos'
 *  (FaceDescriptors), with the entries in force at its time on the realm's enabled Facial lists
 *  that watch its camera; the nearest entry within the camera's threshold is a hit, and the
 *  passage raises exactly one event through the audit log — the first hit's list decides: its
 *  alarm (acknowledgement required) or information event — witnessed by the camera, with the face's
 *  crop (the event's image) at once and the camera's whole picture when it comes, the matched
 *  person, the confidence and the face's box, and the passage's box in the camera's metadata
 *  channel is labelled with the person from then on. Every passage, matched or not, is stored with its
 *  crop and the nearest enrolled person, to be searched by camera and time range as plate reads
 *  are ('non-matches are searchable'). A passage is the engine's track: the store keeps one row per
 *  camera and track, and only the passage that made the row raises the event. */
import { randomUUID } from 'node:crypto';
import { faceConfidence, faceDistance, type FaceRead } from '../../shared/analytics/faceRead';
import { AUDIT_CATEGORY, AUDIT_METADATA_KEY, EVENT_TYPE, METADATA_TRUE } from '../../shared/events/auditConstants';
import {
  FACE_METADATA_KEY,
  FACE_READ_RETENTION_DAYS,
  PLATE_READ_PAGE_LIMIT,
  WATCHLIST_METADATA_KEY,
  isValidAt,
  watchlistHitMessage,
} from '../../shared/watchlists/watchlists';
import type { AuditMetadataPair } from '../db/repositories/auditEntries';
import type { FaceReadQuery, FaceReadRecord, FaceReadRepository } from '../db/repositories/faceReads';
import type { WatchlistEntryRecord, WatchlistRecord, WatchlistRepository } from '../db/repositories/watchlists';
import type { AuditLog } from '../events';
import { DomainError } from '../kernel';
import type { AnalyticsEngines } from './AnalyticsEngines';
import type { FaceDescriptors } from './FaceDescriptors';
import type { PlateReadSources } from './PlateReads';
import { narrowToVisible, type VisibleCameras } from './visibleCameras';

const DAY_MS = 24 * 60 * 60 * 1000;

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
  /** The stored passage (null: its camera is gone, or the passage was stored already). */
  readId: string | null;
}

/** A search of the stored passages. */
export interface FaceReadSearch {
  cameraIds?: readonly string[] | null;
  from?: number | null;
  to?: number | null;
  /** true: only passages on a watchlist; false: only the unmatched. */
  matched?: boolean | null;
  start?: number | null;
  limit?: number | null;
}

export class FaceMatches {
  private stopListening: (() => void) | undefined;
  private engines: AnalyticsEngines | undefined;
  private readonly outcomeListeners = new Set<(read: FaceRead, outcome: FaceOutcome) => void>();

  constructor(
    private readonly reads: FaceReadRepository,
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
    this.engines = engines;
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
    const camera = await this.sources.camera(read.cameraId);
    if (!camera) return { hits: [], eventId: null, nearest: null, readId: null };
    const { hits, nearest } = await this.hitsOf(camera.realmId, read);
    const record: FaceReadRecord = {
      id: randomUUID(),
      realmId: camera.realmId,
      cameraId: camera.id,
      time: Math.round(read.time),
      trackId: read.trackId,
      box: read.box,
      score: read.score,
      crop: Buffer.from(read.cropJpeg).toString('base64'),
      nearestName: nearest?.entry.name ?? null,
      nearestDistance: nearest?.distance ?? null,
      matchDistance: read.matchDistance,
      matched: hits.length > 0,
      eventId: null,
      watchlists: hits.map((h) => h.list.name),
    };
    const distance = nearest?.distance ?? null;
    if (!(await this.reads.insert(record))) return { hits: [], eventId: null, nearest: distance, readId: null };
    if (hits.length === 0) return { hits, eventId: null, nearest: distance, readId: record.id };
    // The person's name goes on the passage's box while it is still in the picture.
    this.engines?.nameFace?.(camera.id, read.trackId, hits[0]!.entry.name);
    const eventId = await this.raise(camera, read, hits);
    await this.reads.setEvent(record.id, eventId);
    void this.attachPicture(camera.realmId, camera.id, eventId, read);
    return { hits, eventId, nearest: distance, readId: record.id };
  }

  /** Passages of the realm, newest first: by camera (`cameraIds`, within those the caller may see:
   *  `visible`), time range and whether they matched. */
  search(realmId: string, filter: FaceReadSearch, visible: VisibleCameras): Promise<FaceReadRecord[]> {
    const limit = filter.limit ?? 50;
    if (limit < 1 || limit > PLATE_READ_PAGE_LIMIT) {
      throw DomainError.badInput(`limit must be between 1 and ${PLATE_READ_PAGE_LIMIT}`);
    }
    const query: FaceReadQuery = {
      ...narrowToVisible(filter.cameraIds, visible),
      from: filter.from ?? null,
      to: filter.to ?? null,
      matched: filter.matched ?? null,
      offset: Math.max(0, (filter.start ?? 1) - 1),
      limit,
    };
    return this.reads.search(realmId, query);
  }

  /** Deletes passages older than the retention. */
  prune(now: number): Promise<number> {
    return this.reads.prune(now - FACE_READ_RETENTION_DAYS * DAY_MS);
  }

  /** One hit per list (its nearest entry in force within the threshold), alarms first, then
   *  nearest; and the nearest entry of all, within the threshold or not. */
  private async hitsOf(realmId: string, read: FaceRead): Promise<{ hits: FaceHit[]; nearest: FaceHit | null }> {
    const lists = (await this.lists.list(realmId, 'facial')).filter((list) => list.enabled);
    const hits: FaceHit[] = [];
    let nearest: FaceHit | null = null;
    for (const list of lists) {
      if (!(await this.watches(list, read.cameraId))) continue;
      let best: FaceHit | undefined;
      for (const entry of await this.lists.entries(realmId, list.id)) {
        if (!isValidAt(entry, read.time)) continue;
        for (const descriptor of await this.descriptors.of(entry.photos)) {
          const distance = faceDistance(read.descriptor, descriptor);
          if (Number.isFinite(distance) && (!nearest || distance < nearest.distance))
            nearest = { list, entry, distance };
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
