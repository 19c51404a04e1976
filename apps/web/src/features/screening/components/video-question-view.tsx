import Videocam from '@mui/icons-material/Videocam';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { seconds } from './candidate-preview';

interface Props {
  number: number;
  of: number;
  question?: unknown;
  thinkTimeSeconds?: unknown;
  maxAnswerSeconds?: unknown;
  retakes?: unknown;
}

/** One video question as the one-way interview shows it: the question, the limits, the camera. */
export const VideoQuestionView = ({
  number,
  of,
  question,
  thinkTimeSeconds,
  maxAnswerSeconds,
  retakes,
}: Props) => {
  const n = Number(retakes) || 0;
  return (
    <Box>
      <Typography variant="overline" color="text.secondary">
        Question {number} of {of}
      </Typography>
      <Typography variant="h4" component="p" sx={{ mb: 1 }}>
        {String(question || 'Your question')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {seconds(thinkTimeSeconds)} to think · up to {seconds(maxAnswerSeconds)} to answer ·{' '}
        {n === 0 ? 'no retakes' : `${n} retake${n > 1 ? 's' : ''}`}
      </Typography>
      <Box
        sx={{
          aspectRatio: '16 / 9',
          maxHeight: 240,
          bgcolor: 'grey.900',
          color: 'grey.300',
          borderRadius: 1,
          display: 'grid',
          placeItems: 'center',
        }}
        aria-hidden
      >
        <Videocam fontSize="large" />
      </Box>
      <Button variant="contained" sx={{ mt: 2 }} tabIndex={-1}>
        Start recording
      </Button>
    </Box>
  );
};
