import { CEFR_LEVELS, LANGUAGE_SECTION_TYPES, labelOf, type TLanguageAnalysis } from '@ats/contract';
import Check from '@mui/icons-material/Check';
import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Section } from '../section';

/** Section scores, the CEFR estimate with its stated mapping, and every answer against the key. */
export const LanguageResult = ({ a }: { a: TLanguageAnalysis }) => (
  <>
    <Section title="Sections">
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        {a.sections.map((s) => (
          <Box key={s.id}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {s.title}{' '}
                <Typography component="span" variant="caption" color="text.secondary">
                  ({labelOf(LANGUAGE_SECTION_TYPES, s.type)})
                </Typography>
              </Typography>
              <Typography variant="body2">
                {s.correct}/{s.total} · {s.percent} %
              </Typography>
            </Box>
            <LinearProgress
              variant="determinate"
              value={s.percent}
              aria-label={`${s.title}: ${s.percent} %`}
              sx={{ height: 8, borderRadius: 4, mt: 0.5 }}
            />
          </Box>
        ))}
      </Box>
      <Typography sx={{ mt: 2 }} data-testid="cefr-estimate">
        <strong>CEFR estimate: {labelOf(CEFR_LEVELS, a.cefr)}</strong> from {a.percent} % (target{' '}
        {a.targetLevel}){a.cefrCapped ? ', capped one level above the target' : ''}.
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        Mapping: {a.mapping}. {CEFR_LEVELS[a.cefr].description}
      </Typography>
    </Section>
    <Section title="Answers">
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>Question</TableCell>
              <TableCell>Answer</TableCell>
              <TableCell>Key</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {a.answers.map((q) => {
              const right = q.chosen === q.correct;
              return (
                <TableRow key={q.questionId}>
                  <TableCell sx={{ minWidth: 200 }}>{q.prompt}</TableCell>
                  <TableCell>
                    <Box sx={{ display: 'flex', gap: 0.5, alignItems: 'center' }}>
                      {right ? (
                        <Check fontSize="small" color="success" aria-label="right" />
                      ) : (
                        <Close fontSize="small" color="error" aria-label="wrong" />
                      )}
                      {q.chosen === null ? <em>no answer</em> : q.options[q.chosen]}
                    </Box>
                  </TableCell>
                  <TableCell>{q.options[q.correct]}</TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </Box>
    </Section>
  </>
);
