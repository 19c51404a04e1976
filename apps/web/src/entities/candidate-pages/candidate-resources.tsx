import type { TPublicResource } from '@ats/contract';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { usePublicQuery } from '../../shared/public-data/use-public-query';

type Source = { requisitionId: string } | { interviewToken: string };

/**
 * Candidate-facing resources of the job's line of business (and of no line), on the application's
 * instructions step and the interview pages. Public and light (no RTK Query); shows nothing when
 * there are none or the call fails.
 */
export const CandidateResources = ({ title, ...source }: Source & { title: string }) => {
  const query =
    'requisitionId' in source
      ? `requisitionId=${encodeURIComponent(source.requisitionId)}`
      : `interviewToken=${encodeURIComponent(source.interviewToken)}`;
  const { data } = usePublicQuery<{ items: TPublicResource[] }>(`/resources/candidate?${query}`);
  const titleId = useId();
  if (!data?.items.length) return null;
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ my: 2 }} data-testid="candidate-resources">
      <Typography id={titleId} variant="h2" sx={{ fontSize: '1.15rem', fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      <Box component="ul" sx={{ pl: 3, mt: 0 }}>
        {data.items.map((r) => (
          <li key={r.id}>
            {/* A plain link in the theme's colour (MUI's Link would add its ButtonBase to the page). */}
            <Box
              component="a"
              href={r.url}
              target="_blank"
              rel="noopener noreferrer"
              sx={{ color: 'primary.main', textUnderlineOffset: 2 }}
            >
              {r.title}
            </Box>
            {r.description ? (
              <Typography variant="body2" color="text.secondary">
                {r.description}
              </Typography>
            ) : null}
          </li>
        ))}
      </Box>
    </Box>
  );
};
