import { fieldErrorsOf, statusOf } from '../../shared/api-error';

/**
 * A failed call on a candidate page, as words in the candidate's language: the server's messages
 * are English (staff read them too), so candidate pages say what happened from the status alone.
 * `t` reads the page's own `errors` group: network, notFound, conflict, tooMany, tooLarge,
 * unsupported, checkFields, invalid, generic.
 */
export const candidateErrorOf = (e: unknown, t: (key: string) => string): string => {
  const status = statusOf(e);
  if (status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR') return t('errors.network');
  switch (status) {
    case 404:
      return t('errors.notFound');
    case 409:
    case 410:
      return t('errors.conflict');
    case 413:
      return t('errors.tooLarge');
    case 415:
      return t('errors.unsupported');
    case 429:
      return t('errors.tooMany');
    case 400:
      return Object.keys(fieldErrorsOf(e)).length ? t('errors.checkFields') : t('errors.invalid');
    default:
      return t('errors.generic');
  }
};
