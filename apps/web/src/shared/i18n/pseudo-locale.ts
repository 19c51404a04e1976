import { PSEUDO_LOCALE, pseudoMessages, type TMessageTree } from '@ats/contract';
import { ENV } from '../config/environment';
import { savedLanguage } from './language-choice';

/**
 * Tests only (docs/decisions/i18n.md#the-pseudo-locale): loaded only when the saved language is
 * not one of the pages' languages, so real candidates never download it.
 */
export { PSEUDO_LOCALE, pseudoMessages };

/**
 * The pseudo-locale and how to make its messages, when it is saved on this device and the server
 * says it is on (`PSEUDO_LOCALE=true`); else null.
 */
export const pseudoLocale = async () => {
  if (savedLanguage() !== PSEUDO_LOCALE) return null;
  const res = await fetch(`${ENV.apiBase}/public/pseudo-locale`).catch(() => null);
  return res?.ok ? { lng: PSEUDO_LOCALE, of: pseudoMessages as (m: TMessageTree) => TMessageTree } : null;
};
