import Translate from '@mui/icons-material/Translate';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { LightButton } from '../ui/light-button/light-button';
import { changeLanguage, LANGUAGES } from './i18n';

/** A language named in itself ("English", "español"), from the browser's Intl data. */
const nameOf = (lng: string) => {
  try {
    const name = new Intl.DisplayNames([lng], { type: 'language' }).of(lng) ?? lng;
    return name.charAt(0).toLocaleUpperCase(lng) + name.slice(1);
  } catch {
    return lng;
  }
};

/**
 * The visible language choice of candidate pages: one pressed button per language, each named
 * in itself (plain buttons: a select menu would double the page's script on phones).
 */
export const LanguageSwitcher = () => {
  const { t, i18n } = useTranslation();
  return (
    <Box
      role="group"
      aria-label={t('language.label')}
      sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
    >
      <Translate fontSize="small" aria-hidden sx={{ color: 'text.secondary', mr: 0.5 }} />
      {LANGUAGES.map((lng) => {
        const active = i18n.language === lng;
        return (
          <LightButton
            key={lng}
            type="button"
            size="small"
            lang={lng}
            look={active ? 'contained' : 'text'}
            aria-pressed={active}
            onClick={() => void changeLanguage(lng)}
          >
            {nameOf(lng)}
          </LightButton>
        );
      })}
    </Box>
  );
};
