/** The label rules of spec 3 (§3.3, §4 label assignment and editing, §5, §7.2, §8): insert with
 *  client-made ids, assign and remove per object, rename and delete of LABEL labels only, deletion
 *  refused while a hierarchy uses the label and asked first while cameras carry it. */
import { DELETE_DIALOG_MAX_ITEMS, EDITABLE_LABEL_TYPE } from '../../shared/labels/labelConstants';
import { isLabelNameValid } from '../../shared/labels/labelNames';
import type { DeviceRepository } from '../db/repositories/devices';
import type { HierarchyRepository } from '../db/repositories/hierarchies';
import type { LabelRepository, LabelRow } from '../db/repositories/labels';
import { DomainError } from '../kernel/DomainError';
import { topics, type EventBus } from '../events/eventBus';

export interface LabelRecord {
  id: string;
  name: string;
  type: string;
}

/** What the labelUpdate topic carries; subscribers read the label itself. */
export interface LabelChange {
  realmId: string;
  type: 'insert' | 'update' | 'delete';
  id: string;
}

/** The answer of a delete: done, or why not (the first items and how many more). */
export interface LabelDeleteOutcome {
  deleted: boolean;
  /** 'hierarchy/level/level' paths that use the label; deletion is refused while there are any. */
  hierarchyPaths: string[];
  moreHierarchyPaths: number;
  /** Names of cameras that carry the label; deletion waits for a confirmation while there are any. */
  cameraNames: string[];
  moreCameras: number;
}

export const LABEL_NAME_INVALID = 'Label name should be non-empty and unique';
export const LABEL_NOT_EDITABLE = 'Only labels of type LABEL can be changed';

const toRecord = (row: LabelRow): LabelRecord => ({ id: row.id, name: row.name, type: row.type });

export class LabelService {
  constructor(
    private readonly labels: LabelRepository,
    private readonly hierarchies: HierarchyRepository,
    private readonly devices: DeviceRepository,
    private readonly bus: EventBus,
    private readonly now: () => number = Date.now,
  ) {}

  async list(realmId: string): Promise<LabelRecord[]> {
    return (await this.labels.inRealm(realmId)).map(toRecord);
  }

  async byId(realmId: string, id: string): Promise<LabelRecord | undefined> {
    const [row] = await this.labels.byIds(realmId, [id]);
    return row && toRecord(row);
  }

  objects(realmId: string, labelIds: readonly string[]): Promise<Map<string, string[]>> {
    return this.labels.objectsOf(realmId, labelIds);
  }

  objectCounts(realmId: string): Promise<Map<string, number>> {
    return this.labels.objectCounts(realmId);
  }

  labelIdsOf(realmId: string, objectIds: readonly string[]): Promise<Map<string, string[]>> {
    return this.labels.labelIdsOf(realmId, objectIds);
  }

  /** New labels (type LABEL) with the objects they are attached to. */
  async insert(
    realmId: string,
    inputs: ReadonlyArray<{ id: string; name: string; objectIds?: readonly string[] | null }>,
  ): Promise<LabelRecord[]> {
    const existing = await this.labels.inRealm(realmId);
    const names = inputs.map((input) => input.name.trim());
    const all = [...existing, ...inputs.map((input, i) => ({ id: input.id, name: names[i] ?? '' }))];
    if (inputs.some((input, i) => !input.id || !isLabelNameValid(names[i] ?? '', all, input.id))) {
      throw DomainError.badInput(LABEL_NAME_INVALID);
    }
    if (
      new Set(inputs.map((i) => i.id)).size < inputs.length ||
      (await this.labels.idsTaken(inputs.map((i) => i.id))).length
    ) {
      throw new DomainError('conflict', 'Label id already exists');
    }
    await this.requireDevices(
      realmId,
      inputs.flatMap((input) => input.objectIds ?? []),
    );
    const rows = inputs.map((input, i) => ({
      id: input.id,
      realm_id: realmId,
      name: names[i] ?? '',
      type: EDITABLE_LABEL_TYPE,
      created_at: this.now(),
    }));
    await this.labels.insert(rows);
    await this.labels.attach(
      realmId,
      inputs.flatMap((input) => (input.objectIds ?? []).map((objectId) => ({ labelId: input.id, objectId }))),
    );
    await this.publish(
      realmId,
      'insert',
      rows.map((r) => r.id),
    );
    return rows.map(toRecord);
  }

  /** Attaches labels to one object. */
  async assign(realmId: string, objectId: string, labelIds: readonly string[]): Promise<LabelRecord[]> {
    const rows = await this.editable(realmId, labelIds);
    await this.requireDevices(realmId, [objectId]);
    await this.labels.attach(
      realmId,
      rows.map((r) => ({ labelId: r.id, objectId })),
    );
    await this.publish(
      realmId,
      'update',
      rows.map((r) => r.id),
    );
    return rows.map(toRecord);
  }

  /** Detaches labels from one object. */
  async remove(realmId: string, objectId: string, labelIds: readonly string[]): Promise<LabelRecord[]> {
    const rows = await this.editable(realmId, labelIds);
    await this.labels.detach(
      realmId,
      objectId,
      rows.map((r) => r.id),
    );
    await this.publish(
      realmId,
      'update',
      rows.map((r) => r.id),
    );
    return rows.map(toRecord);
  }

  /** Renames a LABEL label; the name stays unique (exact match). */
  async rename(realmId: string, id: string, name: string): Promise<LabelRecord> {
    const [row] = await this.editable(realmId, [id]);
    if (!row) throw DomainError.notFound('Label');
    const trimmed = name.trim();
    if (!isLabelNameValid(trimmed, await this.labels.inRealm(realmId), id))
      throw DomainError.badInput(LABEL_NAME_INVALID);
    await this.labels.rename(realmId, id, trimmed);
    await this.publish(realmId, 'update', [id]);
    return { ...toRecord(row), name: trimmed };
  }

  /** Deletes a LABEL label unless a hierarchy uses it; one on cameras only once `confirmed`. */
  async delete(realmId: string, id: string, confirmed: boolean): Promise<LabelDeleteOutcome> {
    const [row] = await this.editable(realmId, [id]);
    if (!row) throw DomainError.notFound('Label');
    const outcome: LabelDeleteOutcome = {
      deleted: false,
      hierarchyPaths: [],
      moreHierarchyPaths: 0,
      cameraNames: [],
      moreCameras: 0,
    };
    const uses = await this.hierarchies.usesOfLabel(realmId, id);
    if (uses.length > 0) {
      outcome.hierarchyPaths = uses
        .slice(0, DELETE_DIALOG_MAX_ITEMS)
        .map((use) => [use.hierarchyName, ...use.path].join('/'));
      outcome.moreHierarchyPaths = Math.max(0, uses.length - DELETE_DIALOG_MAX_ITEMS);
      return outcome;
    }
    const objectIds = (await this.labels.objectsOf(realmId, [id])).get(id) ?? [];
    if (objectIds.length > 0 && !confirmed) {
      const devices = await this.devices.byIds(realmId, objectIds.slice(0, DELETE_DIALOG_MAX_ITEMS));
      outcome.cameraNames = devices.map((d) => d.name);
      outcome.moreCameras = Math.max(0, objectIds.length - outcome.cameraNames.length);
      return outcome;
    }
    await this.labels.delete(realmId, id);
    await this.publish(realmId, 'delete', [id]);
    return { ...outcome, deleted: true };
  }

  /** The realm's labels among `ids`, all of which must exist and be of type LABEL. */
  private async editable(realmId: string, ids: readonly string[]): Promise<LabelRow[]> {
    const unique = [...new Set(ids)];
    const rows = await this.labels.byIds(realmId, unique);
    if (rows.length < unique.length) throw DomainError.notFound('Label');
    if (rows.some((r) => r.type !== EDITABLE_LABEL_TYPE)) throw DomainError.forbidden(LABEL_NOT_EDITABLE);
    return rows;
  }

  private async requireDevices(realmId: string, ids: readonly string[]): Promise<void> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return;
    const found = await this.devices.byIds(realmId, unique);
    if (found.length < unique.length) throw DomainError.notFound('Device');
  }

  private async publish(realmId: string, type: LabelChange['type'], ids: readonly string[]): Promise<void> {
    for (const id of ids)
      await this.bus.publish(topics.labelUpdate(realmId), { realmId, type, id } satisfies LabelChange);
  }
}
