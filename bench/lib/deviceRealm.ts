/** The realm bench/devices measures (issue 14): `cameras` plain cameras named 'Site {n % 97} Camera
 *  {n}' and `labels` LABEL labels, each camera carrying one to three of them, written through the
 *  platform's repositories in batches. */
import type { Kysely } from 'kysely';
import type { Database } from '../../server/db/schema';
import { DeviceRepository } from '../../server/db/repositories/devices';
import { LabelRepository } from '../../server/db/repositories/labels';
import { cameraRow } from '../../server/testing/cameraRow';

const BATCH = 500;

export const benchLabelId = (n: number) => `bench-label-${n}`;

export async function fillDeviceRealm(
  db: Kysely<Database>,
  realmId: string,
  cameras: number,
  labels: number,
): Promise<void> {
  const devices = new DeviceRepository(db);
  const repository = new LabelRepository(db);
  await repository.insert(
    Array.from({ length: labels }, (_, n) => ({
      id: benchLabelId(n),
      realm_id: realmId,
      name: `Label ${n}`,
      type: 'LABEL',
      created_at: 0,
    })),
  );
  for (let start = 0; start < cameras; start += BATCH) {
    const ids = Array.from({ length: Math.min(BATCH, cameras - start) }, (_, i) => start + i);
    await devices.insertMany(ids.map((n) => cameraRow(`bench-camera-${n}`, realmId, `Site ${n % 97} Camera ${n}`, 0)));
    const pairs = ids.flatMap((n) =>
      Array.from({ length: 1 + (n % 3) }, (_, k) => ({
        labelId: benchLabelId((n * 7 + k * 131) % labels),
        objectId: `bench-camera-${n}`,
      })),
    );
    await repository.attach(realmId, pairs);
  }
}
