import { conflict, notFound } from './http-error';

/**
 * The version of a versioned record (hiring form, prompt) that may be deleted: 404 when it is not
 * one of the record's, 409 while it is the current one.
 */
export const versionToDelete = <V>(
  version: V | undefined,
  versionId: string,
  currentVersionId: string | null,
): V => {
  if (!version) throw notFound('Version');
  if (currentVersionId === versionId)
    throw conflict('The current version cannot be deleted; mark another version as current first');
  return version;
};
