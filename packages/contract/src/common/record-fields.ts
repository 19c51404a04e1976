import { z } from 'zod';

/** The closing fields of every archivable record a response shows: archive state and dates. */
export const archivableRecordFields = {
  archived: z.boolean(),
  archivedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
};
