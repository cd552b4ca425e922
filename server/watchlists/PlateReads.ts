/** Licence plate reads (issue 32): each passage's best read from the engines is stored to be
 *  searched, matched against the realm's License Plate watchlists and, when it is on one, raised
 *  through the audit log as exactly one event for the passage: the list's alarm (which needs
 *  acknowledgement) or information event, witnessed by the camera, carrying the plate's crop (the
 *  event's image) at once and the whole frame when it comes, the read text and its confidence
 *  (spec 3 §2.12, §3.2). The passage is the engine's track: the store keeps one row per camera and
 *  track, and only the read that made the row raises the event, so a track read again, or by two
 *  processes, raises none. */
import { randomUUID } from 'node:crypto';
import { normalisePlate, type PlateRead } from '../../shared/analytics/plateRead';
import { AUDIT_CATEGORY, AUDIT_METADATA_KEY, EVENT_TYPE, METADATA_TRUE } from '../../shared/events/auditConstants';
import {
  PLATE_READ_PAGE_LIMIT,
  PLATE_READ_RETENTION_DAYS,
  WATCHLIST_METADATA_KEY,
  plateKey,
  watchlistHitMessage,
} from '../../shared/watchlists/watchlists';
import type { AuditMetadataPair, AuditSnapshotRecord } from '../db/repositories/auditEntries';
import type { PlateReadQuery, PlateReadRecord, PlateReadRepository } from '../db/repositories/plateReads';
import type { WatchlistEntryRecord, WatchlistRecord, WatchlistRepository } from '../db/repositories/watchlists';
import type { AuditLog } from '../events';
import { DomainError } from '../kernel';
import type { AnalyticsEngines } from './AnalyticsEngines';
import { matchPlate, type PlateHit } from './matchPlate';
import { narrowToVisible, type VisibleCameras } from './visibleCameras';
import type { WatchlistSources } from './WatchlistService';

/** The camera a read comes from, as its event names it. */
export interface ReadCamera {
  id: string;
  realmId: string;
  name: string;
  deviceType: string;
}

export interface PlateReadSources extends WatchlistSources {
  /** The camera by id in any realm (the engines know cameras, not realms); undefined when gone. */
  camera(cameraId: string): Promise<ReadCamera | undefined>;
}

/** What one read came to. */
export interface PlateReadOutcome {
  /** False when the passage was stored already (its event, if any, raised then). */
  stored: boolean;
  readId: string | null;
  eventId: string | null;
}

export interface PlateReadSearch {
  text?: string | null;
  cameraIds?: readonly string[] | null;
  from?: number | null;
  to?: number | null;
  hitsOnly?: boolean | null;
  start?: number | null;
  limit?: number | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** A list with the cameras it watches resolved (null: every camera of the realm). */
type WatchingList = WatchlistRecord & { cameras: ReadonlySet<string> | null };
type Hit = PlateHit<WatchingList, WatchlistEntryRecord>;

export class PlateReads {
  private stopListening: (() => void) | undefined;

  constructor(
    private readonly reads: PlateReadRepository,
    private readonly lists: WatchlistRepository,
    private readonly sources: PlateReadSources,
    private readonly auditLog: AuditLog,
    private readonly onError: (message: string) => void,
  ) {}

  /** Takes every read the engines make from now on. */
  listen(engines: AnalyticsEngines): void {
    this.stopListening?.();
    this.stopListening = engines.onRead((read) => {
      this.accept(read).catch((err: Error) => this.onError(`plate read of ${read.cameraId} failed: ${err.message}`));
    });
  }

  close(): void {
    this.stopListening?.();
    this.stopListening = undefined;
  }

  async accept(read: PlateRead): Promise<PlateReadOutcome> {
    const camera = await this.sources.camera(read.cameraId);
    const text = normalisePlate(read.text || read.rawText);
    if (!camera || !text) return { stored: false, readId: null, eventId: null };
    const hits = await this.hitsOf(camera, text, read.time);
    const record: PlateReadRecord = {
      id: randomUUID(),
      realmId: camera.realmId,
      cameraId: camera.id,
      time: Math.round(read.time),
      text,
      rawText: read.rawText.slice(0, 64),
      confidence: read.confidence,
      box: read.box,
      trackId: read.trackId,
      crop: Buffer.from(read.cropJpeg).toString('base64'),
      eventId: null,
      watchlists: hits.map((h) => h.list.name),
    };
    if (!(await this.reads.insert(record))) return { stored: false, readId: null, eventId: null };
    if (hits.length === 0) return { stored: true, readId: record.id, eventId: null };
    const event = await this.raise(camera, record, hits);
    await this.reads.setEvent(record.id, event);
    await this.attachPicture(camera, record, event, read.picture);
    return { stored: true, readId: record.id, eventId: event };
  }

  /** The whole frame joins the hit's event when it comes: the alarm never waits for the camera's
   *  picture to be decoded (issue 32: frame to event ≤ 1 s). */
  private async attachPicture(
    camera: ReadCamera,
    record: PlateReadRecord,
    eventId: string,
    picture: Promise<Uint8Array | undefined>,
  ): Promise<void> {
    const jpeg = await picture.catch(() => undefined);
    if (!jpeg || jpeg.length === 0) return;
    await this.auditLog.attachSnapshots(camera.realmId, eventId, [
      {
        snapshot: Buffer.from(jpeg).toString('base64'),
        default: false,
        type: 'image/jpeg',
        tags: { objid: camera.id, schema: 'full', createdAt: record.time },
      },
    ]);
  }

  /** Reads of the realm, newest first: by part of the plate (compared by plateKey), cameras
   *  (`cameraIds`, within those the caller may see: `visible`) and time range. */
  search(realmId: string, filter: PlateReadSearch, visible: VisibleCameras): Promise<PlateReadRecord[]> {
    const limit = filter.limit ?? 50;
    if (limit < 1 || limit > PLATE_READ_PAGE_LIMIT) {
      throw DomainError.badInput(`limit must be between 1 and ${PLATE_READ_PAGE_LIMIT}`);
    }
    const query: PlateReadQuery = {
      text: filter.text ?? null,
      ...narrowToVisible(filter.cameraIds, visible),
      from: filter.from ?? null,
      to: filter.to ?? null,
      hitsOnly: filter.hitsOnly ?? null,
      offset: Math.max(0, (filter.start ?? 1) - 1),
      limit,
    };
    return this.reads.search(realmId, query);
  }

  /** Deletes reads older than the retention. */
  prune(now: number): Promise<number> {
    return this.reads.prune(now - PLATE_READ_RETENTION_DAYS * DAY_MS);
  }

  private async hitsOf(camera: ReadCamera, text: string, time: number): Promise<Hit[]> {
    const entries = await this.lists.entriesWithPlateKey(camera.realmId, plateKey(text));
    if (entries.length === 0) return [];
    const lists = await this.lists.list(camera.realmId, 'licensePlate');
    const withCameras = await Promise.all(
      lists
        .filter((list) => list.enabled && entries.some((e) => e.watchlistId === list.id))
        .map(async (list) => ({ ...list, cameras: await this.camerasOf(list) })),
    );
    return matchPlate({ cameraId: camera.id, text, time }, withCameras, entries);
  }

  /** The cameras a list watches: its own, its sets' and its zones'; null (every camera) when it names none. */
  private async camerasOf(list: WatchlistRecord): Promise<ReadonlySet<string> | null> {
    if (list.cameraIds.length + list.setIds.length + list.zoneIds.length === 0) return null;
    const cameras = new Set(list.cameraIds);
    const scoped = await Promise.all([
      ...list.setIds.map((id) => this.sources.scopeCameras(list.realmId, 'SET', id)),
      ...list.zoneIds.map((id) => this.sources.scopeCameras(list.realmId, 'ZONE', id)),
    ]);
    for (const ids of scoped) for (const id of ids ?? []) cameras.add(id);
    return cameras;
  }

  /** One event for the passage: the first hit's list decides alarm or information (alarms sort first). */
  private async raise(camera: ReadCamera, record: PlateReadRecord, hits: readonly Hit[]): Promise<string> {
    const { list, entry } = hits[0]!;
    const alarm = list.action === 'alarm';
    const lpr = WATCHLIST_METADATA_KEY.CLASS;
    const metadata: AuditMetadataPair[] = [
      { key: AUDIT_METADATA_KEY.EVENT_TYPE, class: lpr, value: alarm ? EVENT_TYPE.ALERT : EVENT_TYPE.INFORMATION },
      { key: WATCHLIST_METADATA_KEY.PLATE, class: lpr, value: record.text },
      { key: WATCHLIST_METADATA_KEY.RAW_TEXT, class: lpr, value: record.rawText },
      { key: WATCHLIST_METADATA_KEY.CONFIDENCE, class: lpr, value: record.confidence.toFixed(2) },
      { key: WATCHLIST_METADATA_KEY.WATCHLIST, class: lpr, value: hits.map((h) => h.list.name).join(', ') },
      { key: WATCHLIST_METADATA_KEY.ENTRY, class: lpr, value: entry.name },
      { key: WATCHLIST_METADATA_KEY.TRACK, class: lpr, value: record.trackId },
      { key: WATCHLIST_METADATA_KEY.BOX, class: lpr, value: JSON.stringify(record.box) },
    ];
    if (alarm) metadata.push({ key: AUDIT_METADATA_KEY.ACK_REQUIRE, class: lpr, value: METADATA_TRUE });
    const snapshots: AuditSnapshotRecord[] = [
      {
        snapshot: record.crop,
        default: true,
        type: 'image/jpeg',
        tags: { objid: camera.id, schema: 'crop', createdAt: record.time },
      },
    ];
    const subject = entry.name === entry.plateText ? record.text : `${record.text} (${entry.name})`;
    const event = await this.auditLog.record({
      realmId: camera.realmId,
      category: AUDIT_CATEGORY.DEVICE,
      message: watchlistHitMessage(list.name, subject),
      triggeredAt: record.time,
      witnesses: [{ id: camera.id, name: camera.name, type: camera.deviceType }],
      metadata,
      snapshots,
      createdBy: null,
    });
    return event.id;
  }
}
