import type { TMyWork } from '@ats/contract';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { CLASS_REQUESTS, listHref, REQ_TRACKER, RESULTS_PATHS } from './figure-links';

/** The caller's queues, each a link to the list that holds them. */
export const MyWork = ({ work, loading }: { work: TMyWork | undefined; loading: boolean }) => {
  const items = [
    {
      key: 'review',
      value: work?.applicantsToReview,
      label: 'Applicants waiting for review',
      hint: 'Completed applications still Incomplete',
      href: listHref(REQ_TRACKER, { status: 'incomplete' }),
    },
    {
      key: 'evaluate',
      value: work?.interviewsToEvaluate,
      label: 'Interviews waiting for evaluation',
      hint: 'Submitted, not yet evaluated',
      href: listHref(RESULTS_PATHS['typing-assessment']!, { status: 'submitted' }),
    },
    {
      key: 'class-requests',
      value: work?.newClassRequests,
      label: 'New class requests',
      hint: 'Not yet reviewed',
      href: listHref(CLASS_REQUESTS, { status: 'new' }),
    },
  ].filter((i) => loading || (i.value !== null && i.value !== undefined));
  if (!items.length) return null;
  return (
    <Box component="section" aria-labelledby="my-work-title" sx={{ mb: 3 }}>
      <Typography id="my-work-title" variant="h4" component="h2" sx={{ mb: 1.5 }}>
        My work
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
        {items.map((i) => (
          <Card key={i.key} data-testid={`my-work-${i.key}`}>
            <CardActionArea component={Link} to={i.href} sx={{ height: '100%' }}>
              <CardContent>
                <Typography variant="h3" component="p">
                  {loading && i.value === undefined ? <Skeleton width={48} /> : i.value}
                </Typography>
                <Typography variant="subtitle1" component="p">
                  {i.label}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {i.hint}
                </Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        ))}
      </Box>
    </Box>
  );
};
