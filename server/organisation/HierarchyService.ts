/** The hierarchy rules of spec 3 (§3.3, §5, §7.2, §8): names unique case-insensitively, trees of
 *  up to 5 levels with labels at leaves, rename or whole-tree update, and deletion refused while
 *  views or shared views use the hierarchy. */
import { hierarchyNameError } from '../../shared/labels/labelNames';
import { hierarchyTreeError, leafLabels, type HierarchyLevel } from '../../shared/labels/hierarchyTree';
import { parseJson } from '../db/json';
import type { HierarchyRepository, HierarchyRow } from '../db/repositories/hierarchies';
import type { LabelRepository } from '../db/repositories/labels';
import { DomainError } from '../kernel/DomainError';
import { topics, type EventBus } from '../events/eventBus';
import { viewsUsingHierarchy, type HierarchyUsage, type ViewSources } from './viewsUsingHierarchy';

export interface HierarchyRecord {
  id: string;
  name: string;
  root: HierarchyLevel;
}

/** What the hierarchyUpdate topic carries; subscribers read the hierarchy itself. */
export interface HierarchyChange {
  realmId: string;
  type: 'insert' | 'update' | 'delete';
  id: string;
}

export interface HierarchyInput {
  id: string;
  name: string;
  /** Absent for a rename. */
  root?: HierarchyLevel | null;
}

export interface HierarchyDeleteOutcome {
  deleted: boolean;
  usage: HierarchyUsage | null;
}

/** Spec 3 §5 and §8 wording. */
export const HIERARCHY_NAME_EMPTY = 'Name should not be empty';
export const HIERARCHY_NAME_EXISTS = 'Hierarchy name already exists';

const toRecord = (row: HierarchyRow): HierarchyRecord => ({
  id: row.id,
  name: row.name,
  root: parseJson<HierarchyLevel>(row.root, { id: `${row.id}-root`, name: row.name, levels: [] }),
});

export class HierarchyService {
  constructor(
    private readonly hierarchies: HierarchyRepository,
    private readonly labels: LabelRepository,
    private readonly views: ViewSources,
    private readonly bus: EventBus,
    private readonly now: () => number = Date.now,
  ) {}

  async list(realmId: string): Promise<HierarchyRecord[]> {
    return (await this.hierarchies.inRealm(realmId)).map(toRecord);
  }

  async byId(realmId: string, id: string): Promise<HierarchyRecord | undefined> {
    const row = await this.hierarchies.byId(realmId, id);
    return row && toRecord(row);
  }

  async insert(realmId: string, input: HierarchyInput): Promise<HierarchyRecord> {
    const name = await this.checkName(realmId, input.name);
    if (!input.id || (await this.hierarchies.idTaken(input.id))) {
      throw new DomainError('conflict', 'Hierarchy id already exists');
    }
    const root = input.root ?? { id: `${input.id}-root`, name, levels: [] };
    return this.save(realmId, { id: input.id, name, root }, false, 'insert');
  }

  /** A rename when `root` is absent, else the whole tree (and name). */
  async update(realmId: string, input: HierarchyInput): Promise<HierarchyRecord> {
    const current = await this.byId(realmId, input.id);
    if (!current) throw DomainError.notFound('Hierarchy');
    const name = await this.checkName(realmId, input.name, input.id);
    if (!input.root) {
      await this.hierarchies.rename(realmId, input.id, name, name.toLowerCase(), this.now());
      await this.publish(realmId, 'update', input.id);
      return { ...current, name };
    }
    return this.save(realmId, { id: input.id, name, root: input.root }, true, 'update');
  }

  /** Deletes a hierarchy no view uses; otherwise answers which views do. */
  async delete(realmId: string, id: string): Promise<HierarchyDeleteOutcome> {
    if (!(await this.hierarchies.byId(realmId, id))) throw DomainError.notFound('Hierarchy');
    const usage = await viewsUsingHierarchy(this.views, realmId, id);
    if (usage.views.length > 0 || usage.sharedViews.length > 0) return { deleted: false, usage };
    await this.hierarchies.delete(realmId, id);
    await this.publish(realmId, 'delete', id);
    return { deleted: true, usage: null };
  }

  private async checkName(realmId: string, name: string, selfId?: string): Promise<string> {
    const trimmed = name.trim();
    const error = hierarchyNameError(trimmed, [], selfId);
    if (error === 'empty') throw DomainError.badInput(HIERARCHY_NAME_EMPTY);
    if (await this.hierarchies.nameTaken(realmId, trimmed.toLowerCase(), selfId)) {
      throw new DomainError('conflict', HIERARCHY_NAME_EXISTS);
    }
    return trimmed;
  }

  private async save(
    realmId: string,
    record: HierarchyRecord,
    exists: boolean,
    type: HierarchyChange['type'],
  ): Promise<HierarchyRecord> {
    const treeError = hierarchyTreeError(record.root);
    if (treeError) throw DomainError.badInput(treeError);
    const leaves = leafLabels(record.root);
    const labelIds = [...new Set(leaves.flatMap((leaf) => leaf.labelIds))];
    if ((await this.labels.byIds(realmId, labelIds)).length < labelIds.length) throw DomainError.notFound('Label');
    const root = normalise(record.root);
    await this.hierarchies.save(
      {
        id: record.id,
        realm_id: realmId,
        name: record.name,
        name_key: record.name.toLowerCase(),
        root: JSON.stringify(root),
        updated_at: this.now(),
      },
      leaves,
      exists,
    );
    await this.publish(realmId, type, record.id);
    return { ...record, root };
  }

  private async publish(realmId: string, type: HierarchyChange['type'], id: string): Promise<void> {
    await this.bus.publish(topics.hierarchyUpdate(realmId), { realmId, type, id } satisfies HierarchyChange);
  }
}

/** The tree as stored: only the fields of a level, names trimmed. */
function normalise(level: HierarchyLevel): HierarchyLevel {
  const levels = (level.levels ?? []).map(normalise);
  return {
    id: level.id,
    name: level.name.trim(),
    levels,
    labelIds: levels.length ? [] : [...new Set(level.labelIds ?? [])],
  };
}
