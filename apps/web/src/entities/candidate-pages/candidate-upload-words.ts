import type { TUploadKind } from '@ats/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type UploadProblem, type UploadWords, uploadTypesOf } from '../../shared/ui/upload';

/**
 * The upload control's words in the candidate's language (the shared messages' `upload` group).
 * A refused file is named with the types the control accepts, never with the server's English.
 */
export const useCandidateUploadWords = (kind: TUploadKind): UploadWords => {
  const { t, i18n } = useTranslation();
  const types = uploadTypesOf(kind);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the words change with the language.
  return useMemo(
    () => ({
      drop: t('upload.drop'),
      hint: (list, limit) => t('upload.hint', { types: list, limit }),
      choose: t('upload.choose'),
      replace: t('upload.replace'),
      remove: t('upload.remove'),
      uploaded: t('upload.uploaded'),
      cancel: t('upload.cancel'),
      retry: t('upload.retry'),
      dismiss: t('upload.dismiss'),
      uploading: (fileName) => t('upload.uploading', { fileName }),
      problem: (p: UploadProblem) => t(`upload.problems.${p.code}`, { types, ...p }),
    }),
    [t, i18n.language, types],
  );
};
