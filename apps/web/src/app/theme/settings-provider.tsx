import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { DEFAULT_SETTINGS, readSettings, type ThemeSettings, writeSettings } from './settings';
import { buildTheme } from './theme';

interface SettingsContextValue {
  settings: ThemeSettings;
  update: (patch: Partial<ThemeSettings>) => void;
  reset: () => void;
}

const SettingsContext = createContext<SettingsContextValue | null>(null);

export const useThemeSettings = () => {
  const ctx = useContext(SettingsContext);
  if (!ctx) throw new Error('useThemeSettings outside ThemeSettingsProvider');
  return ctx;
};

export const ThemeSettingsProvider = ({ children }: { children: ReactNode }) => {
  const [settings, setSettings] = useState<ThemeSettings>(readSettings);
  const update = useCallback((patch: Partial<ThemeSettings>) => {
    setSettings((s) => {
      const next = { ...s, ...patch };
      writeSettings(next);
      return next;
    });
  }, []);
  const reset = useCallback(() => {
    writeSettings(DEFAULT_SETTINGS);
    setSettings(DEFAULT_SETTINGS);
  }, []);
  const theme = useMemo(() => buildTheme(settings), [settings]);
  useEffect(() => {
    document.documentElement.dir = settings.themeDirection;
  }, [settings.themeDirection]);
  const value = useMemo(() => ({ settings, update, reset }), [settings, update, reset]);
  return (
    <SettingsContext.Provider value={value}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </SettingsContext.Provider>
  );
};
