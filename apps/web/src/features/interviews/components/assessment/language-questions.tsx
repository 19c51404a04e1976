import type { TCandidateAssessment, TCandidateLanguageSection } from '@ats/contract';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { LightRadio } from '../../../../shared/ui/light-choice/light-choice';
import { ListeningPlayer } from './listening-player';
import { SpokenSection } from './spoken-section';

/** One section: its text or recording, then each question as a labelled radio group. */
export const LanguageSection = ({
  token,
  section,
  index,
  answers,
  onAnswer,
  audioPlays,
  language,
  spoken,
}: {
  token: string;
  section: TCandidateLanguageSection;
  index: number;
  answers: Record<string, number>;
  onAnswer: (questionId: string, option: number) => void;
  audioPlays: Record<string, number>;
  language: string;
  spoken: TCandidateAssessment['spoken'];
}) => (
  <Box component="section" aria-labelledby={`section-${section.id}`} sx={{ mb: 4 }}>
    <Typography
      id={`section-${section.id}`}
      variant="h2"
      sx={{ fontSize: '1.25rem', fontWeight: 700, mb: 1 }}
    >
      {index + 1}. <span translate="no">{section.title}</span>
    </Typography>
    {section.instructions && (
      <Typography sx={{ mb: 1 }} translate="no">
        {section.instructions}
      </Typography>
    )}
    {section.passage && (
      <Paper
        variant="outlined"
        sx={{ p: 2, my: 2, bgcolor: 'action.hover', whiteSpace: 'pre-wrap', lineHeight: 1.7 }}
        translate="no"
      >
        {section.passage}
      </Paper>
    )}
    {section.type === 'listening' && (
      <ListeningPlayer
        token={token}
        sectionId={section.id}
        maxPlays={section.maxPlays}
        initialPlays={audioPlays[section.id] ?? 0}
        language={language}
        hasAudio={section.hasAudio}
      />
    )}
    {section.type === 'speaking' && <SpokenSection token={token} section={section} spoken={spoken} />}
    <Box component="ol" sx={{ pl: 0, listStyle: 'none', display: 'grid', gap: 2 }}>
      {section.questions.map((q, qi) => (
        <Box component="li" key={q.id}>
          <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
            <Typography component="legend" sx={{ fontWeight: 600, mb: 0.5 }}>
              {qi + 1}. <span translate="no">{q.prompt}</span>
            </Typography>
            <Box role="radiogroup" sx={{ display: 'flex', flexDirection: 'column' }}>
              {q.options.map((o, oi) => (
                <LightRadio
                  key={o}
                  name={q.id}
                  value={String(oi)}
                  label={<span translate="no">{o}</span>}
                  checked={answers[q.id] === oi}
                  onChange={() => onAnswer(q.id, oi)}
                />
              ))}
            </Box>
          </Box>
        </Box>
      ))}
    </Box>
  </Box>
);
