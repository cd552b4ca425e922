/** Writes that span several aggregates (the demo seed) run here in one transaction, through
 *  repositories bound to it, so they all land or none does. */
import type { Kysely } from 'kysely';
import { DeviceRepository } from './repositories/devices';
import { HierarchyRepository } from './repositories/hierarchies';
import { LabelRepository } from './repositories/labels';
import { ParameterRepository } from './repositories/parameters';
import { RealmRepository } from './repositories/realms';
import { UserRepository } from './repositories/users';
import { VaeConfigRepository } from './repositories/vaeConfigs';
import type { Database } from './schema';

/** The repositories a transaction offers; their methods that open a transaction of their own
 *  (DeviceRepository.updateConfig) are not for use inside one. */
export interface TransactionRepositories {
  realms: RealmRepository;
  users: UserRepository;
  devices: DeviceRepository;
  params: ParameterRepository;
  labels: LabelRepository;
  hierarchies: HierarchyRepository;
  vaeConfigs: VaeConfigRepository;
}

export class Transactions {
  constructor(private readonly db: Kysely<Database>) {}

  run<T>(work: (repositories: TransactionRepositories) => Promise<T>): Promise<T> {
    return this.db.transaction().execute((trx) =>
      work({
        realms: new RealmRepository(trx),
        users: new UserRepository(trx),
        devices: new DeviceRepository(trx),
        params: new ParameterRepository(trx),
        labels: new LabelRepository(trx),
        hierarchies: new HierarchyRepository(trx),
        vaeConfigs: new VaeConfigRepository(trx),
      }),
    );
  }
}
