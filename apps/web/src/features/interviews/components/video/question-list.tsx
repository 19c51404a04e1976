import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { AnswerProgress } from './question-overview';
import { useRecorderText } from './recorder-text';

/** The chip's border only: its text stays the body colour (contrast on every status). */
const BORDER: Record<AnswerProgress, string> = {
  answered: 'success.main',
  sending: 'info.main',
  checking: 'info.main',
  retake: 'warning.main',
  notAnswered: 'divider',
};

interface Props {
  questions: { token: string; index: number; question: string; progress: AnswerProgress }[];
  currentToken: string | null;
  /** The question that needs the candidate next (offered with a button), if any. */
  attention: { token: string; index: number } | null;
  /** Null while the recorder is busy (recording or sending): the button is then disabled. */
  onGoTo: ((token: string) => void) | null;
}

/** Every question of the interview with where its answer stands, and a way to the one that needs attention. */
export const QuestionList = ({ questions, currentToken, attention, onGoTo }: Props) => {
  const { t } = useRecorderText();
  const answered = questions.filter((q) => q.progress === 'answered').length;
  return (
    <Box
      component="section"
      aria-labelledby="answers-title"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}
    >
      <Box
        sx={{
          display: 'flex',
          justifyContent: 'space-between',
          flexWrap: 'wrap',
          gap: 1,
          alignItems: 'baseline',
        }}
      >
        <Typography id="answers-title" variant="h2" sx={{ fontSize: '1.125rem', fontWeight: 700 }}>
          {t('overview.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('overview.summary', { answered, total: questions.length })}
        </Typography>
      </Box>
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
        {questions.map((q) => (
          <Box
            component="li"
            key={q.token}
            aria-current={q.token === currentToken ? 'step' : undefined}
            data-progress={q.progress}
            sx={{
              display: 'flex',
              gap: 1,
              alignItems: 'center',
              justifyContent: 'space-between',
              py: 0.75,
              borderTop: 1,
              borderColor: 'divider',
              '&:first-of-type': { borderTop: 0 },
            }}
          >
            <Typography
              sx={{
                minWidth: 0,
                overflow: 'hidden',
                textOverflow: 'ellipsis',
                whiteSpace: 'nowrap',
                fontWeight: q.token === currentToken ? 700 : 400,
              }}
            >
              {t('flow.questionN', { n: q.index + 1 })}
              {q.token === currentToken ? ` (${t('overview.current')})` : ''}:{' '}
              <span translate="no">{q.question}</span>
            </Typography>
            <Chip
              size="small"
              variant="outlined"
              label={t(`overview.status.${q.progress}`)}
              sx={{ flexShrink: 0, borderColor: BORDER[q.progress], borderWidth: 2, color: 'text.primary' }}
            />
          </Box>
        ))}
      </Box>
      {attention && (
        <Button
          sx={{ mt: 1 }}
          variant="outlined"
          size="small"
          disabled={!onGoTo}
          onClick={() => onGoTo?.(attention.token)}
        >
          {t('overview.goTo', { n: attention.index + 1 })}
        </Button>
      )}
    </Box>
  );
};
