/** The audit log's rules (spec 3 §3.2, §4 acknowledgement, §7.1–§7.4): pages of at most 100 entries
 *  of the caller's realm, newest first, start counted from 1; the pending need-acknowledge ones;
 *  recording new events and publishing them; one-way acknowledgement where a stale modifiedAt or
 *  a second acknowledgement is refused. Every read and write names the realm. */
import { randomUUID } from 'node:crypto';
import {
  ACKNOWLEDGEABLE_CATEGORIES,
  AUDIT_CATEGORIES,
  AUDIT_ERROR,
  AUDIT_METADATA_KEY,
  AUDIT_PAGE_LIMIT,
  auditPageOffset,
  EVENT_TYPE,
  MAX_ACK_NOTE_LENGTH,
  METADATA_TRUE,
} from '../../shared/events/auditConstants';
import type { EventTypeFilter } from '../../shared/events/eventListConstants';
import type {
  AuditEntryRecord,
  AuditEntryRepository,
  AuditMetadataPair,
  AuditSnapshotRecord,
  NewAuditEntry,
} from '../db/repositories/auditEntries';
import { DomainError } from '../kernel/DomainError';
import { redactCredentials } from '../kernel/redactCredentials';
import { topics, type EventBus } from './eventBus';

export interface AuditEntryFilter {
  from?: number | null;
  to?: number | null;
  witnesses?: readonly string[] | null;
  categories?: readonly string[] | null;
  start?: number | null;
  limit?: number | null;
  /** The event list's type filter (spec 3 §2.2): all, need acknowledge, information or alert. */
  type?: EventTypeFilter | null;
  /** The event list's text search: id, message or a witness's name, any case. */
  search?: string | null;
}

/** What the auditEntries topic carries: enough to filter by witnesses and categories without
 *  reading the entry (the payload stays small for NOTIFY); subscribers read the entry itself.
 *  `triggeredAt` lets a recorder keep the video around an event that reached it late. */
export interface AuditEntryChange {
  type: 'insert' | 'update' | 'delete';
  id: string;
  realmId: string;
  category: string;
  witnesses: string[];
  triggeredAt: number;
}

/** An event to record; id, modifiedAt and the need-acknowledge flag are the log's to set. */
export type AuditEventInput = Omit<NewAuditEntry, 'id' | 'modifiedAt' | 'requiresAck' | 'isAlert' | 'note'> & {
  note?: string | null;
};

export interface AcknowledgeRequest {
  context: string;
  note?: string | null;
  modifiedAt?: number | null;
}

export type AcknowledgeOutcome = { context: string; entry: AuditEntryRecord } | { context: string; error: string };

export class AuditLog {
  private readonly recordListeners: Array<(entry: { realmId: string; category: string }) => void> = [];

  constructor(
    private readonly entries: AuditEntryRepository,
    private readonly bus: EventBus,
    private readonly now: () => number = Date.now,
  ) {}

  categories() {
    return AUDIT_CATEGORIES;
  }

  /** Told of every event this process records (the platform's metrics count them by category). */
  onRecord(listener: (entry: { realmId: string; category: string }) => void): void {
    this.recordListeners.push(listener);
  }

  page(realmId: string, filter: AuditEntryFilter): Promise<AuditEntryRecord[]> {
    return this.entries.page(realmId, this.query(filter));
  }

  /** The entries that need acknowledgement and have none (requireAcknowledgeEntries). */
  pending(realmId: string, filter: AuditEntryFilter): Promise<AuditEntryRecord[]> {
    return this.entries.page(realmId, { ...this.query(filter), pendingOnly: true });
  }

  /** How many entries need acknowledgement and have none over every page of pending(), of those
   *  with a witness the caller sees (`seen`, from the caller's device scope; all when absent). */
  pendingCount(
    realmId: string,
    filter: Pick<AuditEntryFilter, 'from' | 'to' | 'categories'>,
    seen?: { only: readonly string[] } | { except: readonly string[] },
  ): Promise<number> {
    return this.entries.countPending(realmId, filter, seen);
  }

  async entry(realmId: string, id: string): Promise<AuditEntryRecord> {
    const found = await this.entries.byId(realmId, id);
    if (!found) throw new DomainError('notFound', AUDIT_ERROR.NOT_FOUND);
    return found;
  }

  /** Stores an event and tells the realm's subscribers; returns the stored entry. */
  async record(input: AuditEventInput): Promise<AuditEntryRecord> {
    const entry: NewAuditEntry = {
      ...input,
      // An event's words come from devices and their pipelines: never with a URL's login (issue 36).
      message: input.message == null ? null : redactCredentials(input.message),
      id: randomUUID(),
      note: input.note == null ? null : redactCredentials(input.note),
      modifiedAt: this.now(),
      requiresAck: metadataFlag(input.metadata, AUDIT_METADATA_KEY.ACK_REQUIRE),
      isAlert: input.metadata.some((m) => m.key === AUDIT_METADATA_KEY.EVENT_TYPE && m.value === EVENT_TYPE.ALERT),
    };
    await this.entries.insert(entry);
    for (const listener of this.recordListeners) listener(entry);
    await this.publish('insert', entry);
    return { ...entry, acknowledged: false, acknowledgedBy: null };
  }

  /** Rewrites an unacknowledged entry's message and metadata (a repeat folded into it) and tells
   *  the realm's subscribers as an update; undefined when it is gone or was acknowledged. */
  async revise(
    realmId: string,
    id: string,
    change: Pick<AuditEntryRecord, 'message' | 'metadata'>,
  ): Promise<AuditEntryRecord | undefined> {
    const entry = await this.entries.byId(realmId, id);
    if (!entry || entry.acknowledged) return undefined;
    const revised = {
      ...entry,
      message: change.message == null ? null : redactCredentials(change.message),
      metadata: change.metadata,
      modifiedAt: Math.max(this.now(), entry.modifiedAt + 1),
    };
    if (!(await this.entries.revise(realmId, revised))) return undefined;
    await this.publish('update', revised);
    return revised;
  }

  /** Adds pictures taken after the entry was recorded (a plate hit's whole frame comes after its
   *  alarm, issue 32) and tells the realm's subscribers. modifiedAt stays: a picture changes nothing
   *  an acknowledgement answers for, so a console that read the entry may still acknowledge it.
   *  False when the entry is gone. */
  async attachSnapshots(realmId: string, id: string, snapshots: readonly AuditSnapshotRecord[]): Promise<boolean> {
    if (!(await this.entries.addSnapshots(realmId, id, snapshots))) return false;
    const entry = await this.entries.byId(realmId, id);
    if (entry) await this.publish('update', entry);
    return true;
  }

  /** One-way: refused when the entry is already acknowledged, was changed since the modifiedAt
   *  the caller read, or takes no acknowledgement. The update is guarded in the database, so of
   *  two acknowledgements at once one wins and the other hears why it did not. */
  async acknowledge(realmId: string, userId: string, request: AcknowledgeRequest): Promise<AuditEntryRecord> {
    const note = request.note ?? null;
    if (note !== null && note.length > MAX_ACK_NOTE_LENGTH) throw DomainError.badInput(AUDIT_ERROR.NOTE_TOO_LONG);
    const entry = await this.entry(realmId, request.context);
    refuseAcknowledgement(entry, request.modifiedAt);
    // modifiedAt only moves forward, so a console that read the old value is always refused.
    const at = Math.max(this.now(), entry.modifiedAt + 1);
    const won = await this.entries.acknowledge(realmId, entry.id, {
      note,
      at,
      userId,
      expectedModifiedAt: entry.modifiedAt,
    });
    if (!won) {
      refuseAcknowledgement(await this.entry(realmId, entry.id), entry.modifiedAt);
      throw new DomainError('conflict', AUDIT_ERROR.STALE);
    }
    const acknowledged = { ...entry, acknowledged: true, note, modifiedAt: at, acknowledgedBy: userId };
    await this.publish('update', acknowledged);
    return acknowledged;
  }

  /** Each entry on its own: one refusal does not undo the others. */
  async acknowledgeMany(
    realmId: string,
    userId: string,
    requests: readonly AcknowledgeRequest[],
  ): Promise<AcknowledgeOutcome[]> {
    const outcomes: AcknowledgeOutcome[] = [];
    for (const request of requests) {
      try {
        outcomes.push({ context: request.context, entry: await this.acknowledge(realmId, userId, request) });
      } catch (err) {
        if (!DomainError.is(err)) throw err;
        outcomes.push({ context: request.context, error: err.message });
      }
    }
    return outcomes;
  }

  private query(filter: AuditEntryFilter) {
    const { limit, start, type, ...rest } = filter;
    if (limit != null && (limit < 1 || limit > AUDIT_PAGE_LIMIT)) {
      throw DomainError.badInput(`limit must be between 1 and ${AUDIT_PAGE_LIMIT}`);
    }
    if (start != null && start < 0) throw DomainError.badInput('start must not be negative');
    // Filtered where the entries are, so a page holds the next matching entries of the whole log and
    // a pending alarm is never hidden behind entries a console has not loaded (issue 34).
    return {
      ...rest,
      pendingOnly: type === 'needAcknowledge',
      alert: type === 'alert' ? true : type === 'info' ? false : null,
      offset: auditPageOffset(start),
      limit: limit ?? AUDIT_PAGE_LIMIT,
    };
  }

  private publish(type: AuditEntryChange['type'], entry: NewAuditEntry): Promise<void> {
    const change: AuditEntryChange = {
      type,
      id: entry.id,
      realmId: entry.realmId,
      category: entry.category,
      witnesses: entry.witnesses.map((w) => w.id),
      triggeredAt: entry.triggeredAt,
    };
    return this.bus.publish(topics.auditEntries(entry.realmId), change);
  }
}

/** True when the metadata holds `key` with the value 1 (spec 3 §3.2). */
export function metadataFlag(metadata: readonly AuditMetadataPair[], key: string): boolean {
  return metadata.some((m) => m.key === key && String(m.value) === METADATA_TRUE);
}

/** Acknowledgeable: categories 47 and 61, or any entry that asks for it (spec 3 §3.2). */
export function isAcknowledgeable(entry: Pick<AuditEntryRecord, 'category' | 'requiresAck'>): boolean {
  return entry.requiresAck || ACKNOWLEDGEABLE_CATEGORIES.includes(entry.category);
}

function refuseAcknowledgement(entry: AuditEntryRecord, modifiedAt: number | null | undefined): void {
  if (entry.acknowledged) throw new DomainError('conflict', AUDIT_ERROR.ALREADY_ACKNOWLEDGED);
  if (!isAcknowledgeable(entry)) throw DomainError.badInput(AUDIT_ERROR.NOT_ACKNOWLEDGEABLE);
  if (modifiedAt != null && modifiedAt !== entry.modifiedAt) throw new DomainError('conflict', AUDIT_ERROR.STALE);
}
