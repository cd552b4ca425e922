/** A realm's License Plate and Facial watchlists (spec 3 §2.12; issue 32): the lists, what a hit
 *  raises and where it counts (cameras, sets, zones of the realm), their entries (a plate, or
 *  enrolled face photos; name, notes, validity window) and the plates' CSV import. Who may act is
 *  decided before (the resolvers ask authorize and the visual configuration); the rules here are
 *  the lists' own. Every change is in the user audit. */
import { randomUUID } from 'node:crypto';
import { normalisePlate } from '../../shared/analytics/plateRead';
import {
  WATCHLIST_ACTIONS,
  WATCHLIST_ERROR,
  WATCHLIST_MAX_ENTRIES,
  WATCHLIST_MAX_PHOTOS,
  WATCHLIST_NOTES_MAX,
  WATCHLIST_PHOTO_MAX_BYTES,
  plateError,
  plateKey,
  validityError,
  watchlistNameError,
  type WatchlistAction,
  type WatchlistKind,
} from '../../shared/watchlists/watchlists';
import type { WatchlistEntryRecord, WatchlistRecord, WatchlistRepository } from '../db/repositories/watchlists';
import type { AuditParty, UserAudit } from '../events';
import { DomainError } from '../kernel';
import { FaceDescriptors } from './FaceDescriptors';
import { parsePlateCsv, type PlateCsvCells } from './parsePlateCsv';

/** Where the lists' cameras, sets and zones are looked up (platform/ wires the realm's devices
 *  and access scopes in). */
export interface WatchlistSources {
  cameraInRealm(realmId: string, cameraId: string): Promise<boolean>;
  /** The cameras of a set or zone of the realm; undefined when there is none by that id. */
  scopeCameras(realmId: string, type: 'SET' | 'ZONE', id: string): Promise<string[] | undefined>;
}

export interface WatchlistActing {
  realmId: string;
  actor: AuditParty;
}

export interface WatchlistInput {
  id?: string | null;
  /** Set when a list is made. */
  kind: WatchlistKind;
  name: string;
  action: WatchlistAction;
  enabled?: boolean | null;
  cameraIds?: readonly string[] | null;
  setIds?: readonly string[] | null;
  zoneIds?: readonly string[] | null;
}

export interface WatchlistEntryInput {
  id?: string | null;
  plate?: string | null;
  name?: string | null;
  notes?: string | null;
  validFrom?: number | null;
  validTo?: number | null;
  /** Face photos as data URLs (image/jpeg or image/png). */
  photos?: readonly string[] | null;
}

/** One row of a CSV import: the entry made, or why not, with the row's cells as they were. */
export interface WatchlistImportRow {
  line: number;
  cells: PlateCsvCells;
  entryId: string | null;
  error: string | null;
}

type WatchlistAuditKind =
  | 'WATCHLIST_CREATED'
  | 'WATCHLIST_UPDATED'
  | 'WATCHLIST_DELETED'
  | 'WATCHLIST_ENTRIES_ADDED'
  | 'WATCHLIST_ENTRY_UPDATED'
  | 'WATCHLIST_ENTRY_DELETED';

const PHOTO = /^data:image\/(jpeg|png);base64,([A-Za-z0-9+/]+={0,2})$/;

export class WatchlistService {
  constructor(
    private readonly lists: WatchlistRepository,
    private readonly sources: WatchlistSources,
    private readonly audit?: UserAudit,
    private readonly now: () => number = Date.now,
    /** Describes enrolled photos: a photo in which the face engines find no face is refused. */
    private readonly faces: FaceDescriptors = new FaceDescriptors(),
  ) {}

  list(realmId: string, kind?: WatchlistKind | null): Promise<WatchlistRecord[]> {
    return this.lists.list(realmId, kind ?? undefined);
  }

  byId(realmId: string, id: string): Promise<WatchlistRecord | undefined> {
    return this.lists.byId(realmId, id);
  }

  entries(realmId: string, watchlistId: string): Promise<WatchlistEntryRecord[]> {
    return this.lists.entries(realmId, watchlistId);
  }

  countEntries(realmId: string, watchlistId: string): Promise<number> {
    return this.lists.countEntries(realmId, watchlistId);
  }

  create(input: Omit<WatchlistInput, 'id'>, acting: WatchlistActing): Promise<WatchlistRecord> {
    return this.save(input, undefined, acting);
  }

  /** Changes the list `input.id` names; its kind stays what it was made as. */
  async update(input: WatchlistInput, acting: WatchlistActing): Promise<WatchlistRecord> {
    return this.save(input, await this.found(acting.realmId, input.id ?? ''), acting);
  }

  private async save(
    input: Omit<WatchlistInput, 'id'>,
    existing: WatchlistRecord | undefined,
    acting: WatchlistActing,
  ): Promise<WatchlistRecord> {
    const kind = existing?.kind ?? input.kind;
    const name = await this.checkName(acting.realmId, kind, input.name, existing?.id);
    if (!WATCHLIST_ACTIONS.includes(input.action)) throw DomainError.badInput(`Unknown action ${input.action}`);
    const list: WatchlistRecord = {
      id: existing?.id ?? randomUUID(),
      realmId: acting.realmId,
      kind,
      name,
      action: input.action,
      enabled: input.enabled ?? existing?.enabled ?? true,
      cameraIds: await this.checkCameras(acting.realmId, input.cameraIds ?? existing?.cameraIds ?? []),
      setIds: await this.checkScopes(acting.realmId, 'SET', input.setIds ?? existing?.setIds ?? []),
      zoneIds: await this.checkScopes(acting.realmId, 'ZONE', input.zoneIds ?? existing?.zoneIds ?? []),
      updatedAt: this.now(),
    };
    await this.lists.save(list, list.updatedAt);
    const { id: _id, realmId: _realm, updatedAt: _at, ...detail } = list;
    await this.record(acting, existing ? 'WATCHLIST_UPDATED' : 'WATCHLIST_CREATED', list, detail);
    return list;
  }

  async delete(id: string, acting: WatchlistActing): Promise<boolean> {
    const list = await this.found(acting.realmId, id);
    const deleted = await this.lists.delete(acting.realmId, id);
    if (deleted) await this.record(acting, 'WATCHLIST_DELETED', list, {});
    return deleted;
  }

  /** Adds an entry, or changes the one `input.id` names. */
  async saveEntry(
    watchlistId: string,
    input: WatchlistEntryInput,
    acting: WatchlistActing,
  ): Promise<WatchlistEntryRecord> {
    const list = await this.found(acting.realmId, watchlistId);
    const existing = input.id ? await this.lists.entry(acting.realmId, input.id) : undefined;
    if (input.id && (!existing || existing.watchlistId !== list.id)) {
      throw new DomainError('notFound', WATCHLIST_ERROR.ENTRY_NOT_FOUND);
    }
    const entry = this.checkEntry(list, input, existing?.id ?? randomUUID());
    await this.refuseDuplicatePlate(list, entry);
    await this.refuseFaceless(entry);
    if (existing) {
      await this.lists.updateEntry(entry, this.now());
      await this.record(acting, 'WATCHLIST_ENTRY_UPDATED', list, { entry: entry.name, plate: entry.plateText });
    } else {
      if ((await this.lists.countEntries(acting.realmId, list.id)) >= WATCHLIST_MAX_ENTRIES) {
        throw DomainError.badInput(WATCHLIST_ERROR.TOO_MANY_ENTRIES);
      }
      await this.lists.insertEntries([entry], this.now());
      await this.record(acting, 'WATCHLIST_ENTRIES_ADDED', list, { entries: [entry.name], count: 1 });
    }
    return entry;
  }

  async deleteEntry(entryId: string, acting: WatchlistActing): Promise<boolean> {
    const entry = await this.lists.entry(acting.realmId, entryId);
    if (!entry) throw new DomainError('notFound', WATCHLIST_ERROR.ENTRY_NOT_FOUND);
    const list = await this.found(acting.realmId, entry.watchlistId);
    const deleted = await this.lists.deleteEntry(acting.realmId, entryId);
    if (deleted)
      await this.record(acting, 'WATCHLIST_ENTRY_DELETED', list, { entry: entry.name, plate: entry.plateText });
    return deleted;
  }

  /** Imports plates from CSV: the fine rows go in together, each refused row comes back whole with
   *  its reason (a plate already on the list, or twice in the file, is refused, not merged). */
  async importPlates(watchlistId: string, csv: string, acting: WatchlistActing): Promise<WatchlistImportRow[]> {
    const list = await this.found(acting.realmId, watchlistId);
    if (list.kind !== 'licensePlate') throw DomainError.badInput(WATCHLIST_ERROR.WRONG_KIND);
    const rows = parsePlateCsv(csv);
    const taken = new Set((await this.lists.entries(acting.realmId, list.id)).map((e) => plateKey(e.plate ?? '')));
    const room = WATCHLIST_MAX_ENTRIES - taken.size;
    const made: WatchlistEntryRecord[] = [];
    const results = rows.map((row): WatchlistImportRow => {
      const refused = (error: string) => ({ line: row.line, cells: row.cells, entryId: null, error });
      if (!row.entry) return refused(row.error ?? WATCHLIST_ERROR.PLATE_EMPTY);
      const entry = this.checkEntry(list, row.entry, randomUUID());
      const key = plateKey(entry.plate ?? '');
      if (taken.has(key)) return refused(WATCHLIST_ERROR.PLATE_TAKEN);
      if (made.length >= room) return refused(WATCHLIST_ERROR.TOO_MANY_ENTRIES);
      taken.add(key);
      made.push(entry);
      return { line: row.line, cells: row.cells, entryId: entry.id, error: null };
    });
    await this.lists.insertEntries(made, this.now());
    if (made.length > 0) {
      await this.record(acting, 'WATCHLIST_ENTRIES_ADDED', list, {
        count: made.length,
        refused: results.length - made.length,
      });
    }
    return results;
  }

  private checkEntry(list: WatchlistRecord, input: WatchlistEntryInput, id: string): WatchlistEntryRecord {
    const isPlate = list.kind === 'licensePlate';
    const plateText = isPlate ? (input.plate ?? '').trim() : null;
    if (plateText !== null) {
      const problem = plateError(plateText);
      if (problem) throw DomainError.badInput(problem);
    } else if (input.plate) {
      throw DomainError.badInput(WATCHLIST_ERROR.WRONG_KIND);
    }
    const name = (input.name ?? '').trim() || plateText || '';
    const nameProblem = watchlistNameError(name);
    if (nameProblem) throw DomainError.badInput(nameProblem);
    const notes = (input.notes ?? '').trim();
    if (notes.length > WATCHLIST_NOTES_MAX) throw DomainError.badInput(WATCHLIST_ERROR.NOTES_TOO_LONG);
    const validFrom = input.validFrom ?? null;
    const validTo = input.validTo ?? null;
    const window = validityError(validFrom, validTo);
    if (window) throw DomainError.badInput(window);
    const photos = isPlate ? [] : checkPhotos(input.photos ?? []);
    if (!isPlate && photos.length === 0) throw DomainError.badInput(WATCHLIST_ERROR.PHOTOS_NEEDED);
    return {
      id,
      watchlistId: list.id,
      realmId: list.realmId,
      plate: plateText === null ? null : normalisePlate(plateText),
      plateText,
      name,
      notes,
      validFrom,
      validTo,
      photos,
      updatedAt: this.now(),
    };
  }

  private async refuseDuplicatePlate(list: WatchlistRecord, entry: WatchlistEntryRecord): Promise<void> {
    if (!entry.plate) return;
    const same = await this.lists.entriesWithPlateKey(list.realmId, plateKey(entry.plate));
    if (same.some((e) => e.watchlistId === list.id && e.id !== entry.id)) {
      throw new DomainError('conflict', WATCHLIST_ERROR.PLATE_TAKEN);
    }
  }

  /** Each enrolled photo must show a face the engines can describe (issue 32); the descriptors are
   *  kept for matching. Without engines (a platform that runs none) photos are taken as they are. */
  private async refuseFaceless(entry: WatchlistEntryRecord): Promise<void> {
    for (const [index, photo] of entry.photos.entries()) {
      const described = this.faces.describe(photo);
      if (described && (await described) === null) throw DomainError.badInput(WATCHLIST_ERROR.NO_FACE(index + 1));
    }
  }

  private async found(realmId: string, id: string): Promise<WatchlistRecord> {
    const list = await this.lists.byId(realmId, id);
    if (!list) throw new DomainError('notFound', WATCHLIST_ERROR.NOT_FOUND);
    return list;
  }

  private async checkName(realmId: string, kind: WatchlistKind, raw: string, ownId?: string): Promise<string> {
    const problem = watchlistNameError(raw);
    if (problem) throw DomainError.badInput(problem);
    const name = raw.trim();
    const same = await this.lists.byName(realmId, kind, name);
    if (same && same.id !== ownId) throw new DomainError('conflict', WATCHLIST_ERROR.NAME_TAKEN);
    return name;
  }

  private async checkCameras(realmId: string, ids: readonly string[]): Promise<string[]> {
    const unique = [...new Set(ids)];
    for (const id of unique) {
      if (!(await this.sources.cameraInRealm(realmId, id)))
        throw DomainError.badInput(WATCHLIST_ERROR.UNKNOWN_CAMERA(id));
    }
    return unique;
  }

  private async checkScopes(realmId: string, type: 'SET' | 'ZONE', ids: readonly string[]): Promise<string[]> {
    const unique = [...new Set(ids)];
    for (const id of unique) {
      if (!(await this.sources.scopeCameras(realmId, type, id)))
        throw DomainError.badInput(WATCHLIST_ERROR.UNKNOWN_SCOPE(id));
    }
    return unique;
  }

  private async record(
    acting: WatchlistActing,
    kind: WatchlistAuditKind,
    list: WatchlistRecord,
    detail: Record<string, unknown>,
  ): Promise<void> {
    await this.audit?.record([acting.realmId], {
      kind,
      actor: acting.actor,
      target: { id: list.id, name: list.name, type: 'watchlist' },
      detail,
    });
  }
}

/** Face photos: JPEG or PNG data URLs, a few, none too large. */
function checkPhotos(photos: readonly string[]): string[] {
  if (photos.length > WATCHLIST_MAX_PHOTOS) throw DomainError.badInput(WATCHLIST_ERROR.TOO_MANY_PHOTOS);
  for (const photo of photos) {
    const m = PHOTO.exec(photo);
    if (!m || Buffer.from(m[2]!, 'base64').length > WATCHLIST_PHOTO_MAX_BYTES) {
      throw DomainError.badInput(WATCHLIST_ERROR.PHOTO);
    }
  }
  return [...photos];
}
