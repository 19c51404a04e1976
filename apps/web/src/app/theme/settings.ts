import type { FontFamily, PresetColor } from './presets';

/** Look-and-feel settings (SPEC §3 client-side state), kept in localStorage, applied live. */
export interface ThemeSettings {
  mode: 'light' | 'dark';
  presetColor: PresetColor;
  fontFamily: FontFamily;
  themeDirection: 'ltr' | 'rtl';
  /** Boxed content (max width 1440) instead of full width. */
  container: boolean;
  menuOrientation: 'vertical' | 'horizontal';
}

export const DEFAULT_SETTINGS: ThemeSettings = {
  mode: 'light',
  presetColor: 'default',
  fontFamily: 'urbanist',
  themeDirection: 'ltr',
  container: true,
  menuOrientation: 'vertical',
};

const SETTINGS_STORAGE_KEY = 'ats-settings';

export const readSettings = (): ThemeSettings => {
  try {
    const raw = localStorage.getItem(SETTINGS_STORAGE_KEY);
    return raw ? { ...DEFAULT_SETTINGS, ...(JSON.parse(raw) as Partial<ThemeSettings>) } : DEFAULT_SETTINGS;
  } catch {
    return DEFAULT_SETTINGS;
  }
};

export const writeSettings = (s: ThemeSettings) => {
  try {
    localStorage.setItem(SETTINGS_STORAGE_KEY, JSON.stringify(s));
  } catch {
    // Private mode or quota: settings simply do not persist.
  }
};
