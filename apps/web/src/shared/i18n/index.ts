export { changeLanguage, detectLanguage, ensureI18n, LANGUAGES, type MessageFiles } from './i18n';
export { useIntlFormat } from './intl-format';
export { LanguageSwitcher } from './language-switcher';
export { Translated } from './translated';
