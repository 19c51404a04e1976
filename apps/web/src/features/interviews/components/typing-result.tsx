import type { TCandidateTypingOutcome } from '@ats/contract';
import TaskAlt from '@mui/icons-material/TaskAlt';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { FigureTerm } from './figure-term';
import { useInterviewFormat } from './use-interview-format';

/** A figure of the result; the main ones (speed, accuracy) larger. */
const Figure = ({ label, value, main }: { label: string; value: string; main?: boolean }) => (
  <FigureTerm
    label={label}
    value={value}
    fontSize={main ? '2.4rem' : '1.4rem'}
    fontWeight={700}
    lineHeight={1.2}
  />
);

/** The server's figures (the page's own count is never the result). */
export const TypingResult = ({
  outcome,
  inFlow = false,
}: {
  outcome: TCandidateTypingOutcome;
  inFlow?: boolean;
}) => {
  const { t } = useTranslation('interviews');
  const f = useInterviewFormat();
  return (
    <Box role="status" aria-live="polite">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2, color: 'success.dark' }}>
        <TaskAlt aria-hidden />
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          {t('typing.result.heading')}
        </Typography>
      </Box>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, auto)' },
          gap: 2.5,
          m: 0,
        }}
      >
        <Figure label={t('typing.result.speed')} value={f.wpm(outcome.netWpm)} main />
        <Figure label={t('typing.result.accuracy')} value={f.percent(outcome.accuracy)} main />
        <Figure label={t('typing.result.rawSpeed')} value={f.wpm(outcome.rawWpm)} />
        <Figure label={t('typing.result.consistency')} value={f.percent(outcome.consistency)} />
      </Box>
      <Typography color="text.secondary" sx={{ mt: 2 }}>
        {/* In the application flow the page leads on: nothing says the page may be closed. */}
        {t(inFlow ? 'typing.result.thanksInFlow' : 'typing.result.thanks')}
      </Typography>
    </Box>
  );
};
