import type { TRequisitionApplicantView } from '@ats/contract';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';

/** The questions as the candidate saw them, with their answers (SPEC §5 applied by the server). */
export const QualificationAnswers = ({ view }: { view: TRequisitionApplicantView }) => {
  if (!view.qualificationQuestions.length)
    return <Typography color="text.secondary">No qualification answers.</Typography>;
  return (
    <Box component="ol" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 1.5 }}>
      {view.qualificationQuestions.map((q) => {
        const result = view.qualificationQuestionResults.find((r) => r.questionId === q.questionId);
        return (
          <li key={q.questionId}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {q.text}
            </Typography>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
              <Typography variant="body2">{result?.answerText || <em>No answer</em>}</Typography>
              {result && q.type !== 'text-entry' && (
                <Chip
                  size="small"
                  variant="outlined"
                  color={result.qualifies ? 'success' : 'warning'}
                  label={result.qualifies ? 'Qualifies' : 'Does not qualify'}
                />
              )}
            </Box>
          </li>
        );
      })}
    </Box>
  );
};
