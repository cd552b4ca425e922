/** Spec 3 §3.3: the demo realm's labels on its cameras and a two-level hierarchy over them, so the
 *  Device List's label filter and hierarchy have something to show on first start. */
import { leafLabels, type HierarchyLevel } from '../../shared/labels/hierarchyTree';
import type { TransactionRepositories } from '../db/transactions';

/** Demo labels: id suffix, name and the camera numbers that carry it. */
const DEMO_LABELS = [
  { key: 'entrance', name: 'Entrance', cameras: [1, 2] },
  { key: 'lobby', name: 'Lobby', cameras: [3] },
  { key: 'parking', name: 'Parking', cameras: [4, 5] },
  { key: 'perimeter', name: 'Perimeter', cameras: [2, 5, 6] },
] as const;

export const DEMO_HIERARCHY_NAME = 'Sites';

export async function seedDemoLabels(
  { labels, hierarchies }: Pick<TransactionRepositories, 'labels' | 'hierarchies'>,
  realmId: string,
  cameras: number,
  now: number,
): Promise<void> {
  const labelId = (key: string) => `${realmId}-label-${key}`;
  await labels.insert(
    DEMO_LABELS.map((l) => ({ id: labelId(l.key), realm_id: realmId, name: l.name, type: 'LABEL', created_at: now })),
  );
  await labels.attach(
    realmId,
    DEMO_LABELS.flatMap((l) =>
      l.cameras
        .filter((n) => n <= cameras)
        .map((n) => ({ labelId: labelId(l.key), objectId: `${realmId}-camera-${n}` })),
    ),
  );
  const id = `${realmId}-hierarchy-sites`;
  const level = (key: string, name: string, levels: HierarchyLevel[], labelIds: string[] = []): HierarchyLevel => ({
    id: `${id}-${key}`,
    name,
    levels,
    labelIds,
  });
  const root = level('root', DEMO_HIERARCHY_NAME, [
    level('building', 'Building', [level('ground', 'Ground floor', [], [labelId('entrance'), labelId('lobby')])]),
    level('outside', 'Outside', [
      level('car-park', 'Car park', [], [labelId('parking')]),
      level('fence', 'Fence', [], [labelId('perimeter')]),
    ]),
  ]);
  await hierarchies.write(
    {
      id,
      realm_id: realmId,
      name: DEMO_HIERARCHY_NAME,
      name_key: DEMO_HIERARCHY_NAME.toLowerCase(),
      root: JSON.stringify(root),
      updated_at: now,
    },
    leafLabels(root),
    false,
  );
}
