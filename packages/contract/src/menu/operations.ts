import { z } from 'zod';

export const OPERATIONS = ['view', 'edit', 'delete', 'small_teams'] as const;
export const ZOperation = z.enum(OPERATIONS);
export type TOperation = z.infer<typeof ZOperation>;

export const OPERATION_LABELS: Record<TOperation, string> = {
  view: 'View',
  edit: 'Edit',
  delete: 'Delete',
  small_teams: 'Small teams',
};
