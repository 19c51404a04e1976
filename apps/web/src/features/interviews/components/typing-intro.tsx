import { labelOf, type TTypingContent, TYPING_LANGUAGES } from '@ats/contract';
import Keyboard from '@mui/icons-material/Keyboard';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { LightButton } from '../../../shared/ui/light-button/light-button';
import { FigureTerm } from './figure-term';
import { useInterviewFormat } from './use-interview-format';

interface Props {
  content: TTypingContent;
  onPractice: () => void;
  onSkipPractice: () => void;
}

/** A fact of the test, before it starts. */
const Fact = ({ label, value, intl }: { label: string; value: string; intl?: boolean }) => (
  <FigureTerm label={label} value={value} intl={intl} fontSize="1.15rem" fontWeight={600} />
);

/** What the test is, before anything is timed: duration, thresholds, how it works. */
export const TypingIntro = ({ content, onPractice, onSkipPractice }: Props) => {
  const { t } = useTranslation('interviews');
  const f = useInterviewFormat();
  const duration = f.duration(content.durationSeconds);
  return (
    <Stack spacing={3}>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)' }, gap: 2, m: 0 }}
      >
        <Fact label={t('typing.facts.duration')} value={duration} intl />
        <Fact label={t('typing.facts.speed')} value={f.wpm(content.minNetWpm)} />
        <Fact label={t('typing.facts.accuracy')} value={f.percent(content.minAccuracy)} intl />
        <Fact
          label={t('typing.facts.language')}
          value={f.languageName(content.language, labelOf(TYPING_LANGUAGES, content.language))}
          intl
        />
      </Box>
      <Box component="ul" sx={{ m: 0, pl: 2.5, '& li': { mb: 0.75, lineHeight: 1.6 } }}>
        <li>{t('typing.rules.clock', { duration })}</li>
        <li>{t('typing.rules.typing')}</li>
        <li>{t('typing.rules.speed')}</li>
        <li>{t('typing.rules.paste')}</li>
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <LightButton type="button" look="contained" size="large" onClick={onPractice}>
          <Keyboard fontSize="small" aria-hidden />
          {t('typing.warmUp')}
        </LightButton>
        <LightButton type="button" look="text" size="large" onClick={onSkipPractice}>
          {t('typing.skipPractice')}
        </LightButton>
      </Stack>
    </Stack>
  );
};
