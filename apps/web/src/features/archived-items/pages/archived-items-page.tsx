import { isAllowed, STAFF_URLS, staffPath } from '@ats/contract';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useSession } from '../../../shared/session/use-session';

/** The results archived twice over: the interviews' results and the test pilots' (by email). */
const RESULT_KINDS = [
  {
    slug: 'typing-test-results',
    title: 'Typing Test Results',
    taken: 'Typing assessments',
    piloted: 'Typing test pilots',
  },
  {
    slug: 'video-question-results',
    title: 'Video Question Results',
    taken: 'Video interviews',
    piloted: 'Video interview test pilots',
  },
] as const;

/**
 * Each archive and the permission that opens its data (the page itself needs archived-items).
 * The results issues add their archived results here.
 */
const SECTIONS = [
  {
    title: 'Manual Applicant Tracker',
    description: 'Manual applicants that were archived.',
    to: STAFF_URLS.archivedApplicantTracker,
    needs: 'applicant-tracker',
  },
  {
    title: 'Requisition Applicant Tracker',
    description: 'Applicants of requisitions that were archived.',
    to: STAFF_URLS.archivedReqApplicantTracker,
    needs: 'req-applicant-tracker',
  },
  ...RESULT_KINDS.map((k) => ({
    title: k.title,
    description: `${k.taken} of applicants that were archived.`,
    to: staffPath('archivedInterviewResults', { slug: k.slug }),
    needs: k.slug,
  })),
  ...RESULT_KINDS.map((k) => ({
    title: `Testing Results · ${k.title}`,
    description: `${k.piloted} (test results by email) that were archived.`,
    to: staffPath('archivedTestResults', { slug: k.slug }),
    needs: `testing-${k.slug}`,
  })),
];

/** The Archived Items index: one card per archive the role may open. */
export default function ArchivedItemsPage() {
  const { role } = useSession();
  const permissions = role?.permissions;
  const visible = SECTIONS.filter((s) => permissions && isAllowed(permissions, s.needs, 'view'));
  return (
    <Box>
      <Typography variant="h1" component="h1" sx={{ mb: 0.5 }}>
        Archived Items
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Archived records stay out of every list and export until they are unarchived.
      </Typography>
      {visible.length ? (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr 1fr 1fr' },
          }}
        >
          {visible.map((s) => (
            <Card key={s.to} variant="outlined">
              <CardActionArea component={RouterLink} to={s.to} sx={{ height: '100%' }}>
                <CardContent>
                  <Typography variant="h2" sx={{ fontSize: '1.05rem', fontWeight: 700 }}>
                    {s.title}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {s.description}
                  </Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          ))}
        </Box>
      ) : (
        <Typography color="text.secondary">Your role cannot open any archive.</Typography>
      )}
    </Box>
  );
}
