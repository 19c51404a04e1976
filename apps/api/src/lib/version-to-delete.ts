import { conflict, notFound } from './http-error';

/**
 * Deletes a version of a versioned record (hiring form, prompt) and returns it: 404 when it is not
 * one of the record's, 409 while it is the current one (then nothing is deleted).
 */
export const deleteVersionChecked = async <V>(
  version: V | undefined,
  versionId: string,
  currentVersionId: string | null,
  remove: (versionId: string) => Promise<unknown>,
): Promise<V> => {
  if (!version) throw notFound('Version');
  if (currentVersionId === versionId)
    throw conflict('The current version cannot be deleted; mark another version as current first');
  await remove(versionId);
  return version;
};
