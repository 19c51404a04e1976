import type { TUploadKind } from '@ats/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type UploadProblem, type UploadWords, uploadTypesOf } from '../../shared/ui/upload';

/**
 * The upload control's words in the candidate's language (the `upload` namespace, ./messages). A
 * refused file is named with the types the control accepts, never with the server's English.
 */
export const useCandidateUploadWords = (kind: TUploadKind): UploadWords => {
  const { t, i18n } = useTranslation('upload');
  const types = uploadTypesOf(kind);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the words change with the language.
  return useMemo(
    () => ({
      drop: t('drop'),
      hint: (list, limit) => t('hint', { types: list, limit }),
      choose: t('choose'),
      replace: t('replace'),
      remove: t('remove'),
      uploaded: t('uploaded'),
      cancel: t('cancel'),
      retry: t('retry'),
      dismiss: t('dismiss'),
      uploading: (fileName) => t('uploading', { fileName }),
      problem: (p: UploadProblem) => t(`problems.${p.code}`, { types, ...p }),
    }),
    [t, i18n.language, types],
  );
};
