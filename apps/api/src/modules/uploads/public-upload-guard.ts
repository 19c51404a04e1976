import type { Db } from '../../db/client';
import type { ModuleDeps } from '../module-deps';
import { createDiskFloor, type DiskFloor } from './disk-floor';
import { createUploadBudget } from './upload-budget';

/** One free-space reading per database (so per app), shared by every public upload route. */
const floors = new WeakMap<Db, DiskFloor>();
const diskFloorOf = (deps: Pick<ModuleDeps, 'db' | 'config' | 'log'>) => {
  const known = floors.get(deps.db);
  if (known) return known;
  const floor = createDiskFloor(deps);
  floors.set(deps.db, floor);
  return floor;
};

/**
 * What every sign-in-free upload of recording bytes passes before a byte is written (tus PATCHes,
 * recorder chunks): the disk's free-space floor (507) and the hourly byte budgets (429)
 * (docs/decisions/uploads.md#byte-budgets-for-public-uploads).
 */
export const publicUploadGuard = (deps: Pick<ModuleDeps, 'db' | 'config' | 'log'>) => {
  const floor = diskFloorOf(deps);
  const budget = createUploadBudget(deps.db, deps.config);
  return {
    /** Refuses (507) when the disk is below its floor: before an upload is created. */
    assertRoom: () => floor.assertRoom(),
    /** Refuses (507, 429) `bytes` from `address`, or counts them against its budgets. */
    async admit(address: string, bytes: number) {
      await floor.assertRoom();
      await budget.take(address, bytes);
    },
  };
};
