import type { ReactNode } from 'react';
import { Translated } from '../../../../shared/i18n';
import { InterviewTranslated } from '../interview-translated';

/**
 * The public recordings pages' own words: the i18next namespace `recordings` (./messages), so the
 * interview pages never download them; with the interview pages' language switcher.
 */
const MESSAGES = {
  ns: 'recordings',
  files: import.meta.glob<{ default: Record<string, unknown> }>('./messages/*.json'),
};

export const RecordingsTranslated = ({ children }: { children: ReactNode }) => (
  <InterviewTranslated>
    <Translated messages={MESSAGES}>{children}</Translated>
  </InterviewTranslated>
);
