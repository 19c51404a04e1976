export { useIntlFormat } from './intl-format';
export { LanguageSwitcher } from './language-switcher';
export { Translated } from './translated';
