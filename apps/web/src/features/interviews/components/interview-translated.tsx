import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { LanguageSwitcher, Translated } from '../../../shared/i18n';

/**
 * The interview pages' own words: the i18next namespace `interviews`, one file a language in
 * ../messages, downloaded only by these pages (the job page and the application flow never load
 * it; scripts/check-bundle-budget.mjs). Adding a language is adding its file here and in
 * shared/i18n/messages.
 */
const MESSAGES = {
  ns: 'interviews',
  files: import.meta.glob<{ default: Record<string, unknown> }>('../messages/*.json'),
};

/**
 * A candidate interview page in the candidate's language (the browser's, or the one chosen with
 * the application flow's switcher, shown above the page), once its messages are loaded. Staff
 * pages that show a candidate's screens (test links) go without the switcher.
 */
export const InterviewTranslated = ({
  children,
  switcher = true,
}: {
  children: ReactNode;
  switcher?: boolean;
}) => (
  <Translated messages={MESSAGES}>
    {switcher && (
      <Box sx={{ maxWidth: 860, mx: 'auto', mb: 1, display: 'flex', justifyContent: 'flex-end' }}>
        <LanguageSwitcher />
      </Box>
    )}
    {children}
  </Translated>
);
