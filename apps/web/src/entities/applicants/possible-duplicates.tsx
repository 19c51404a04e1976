import type { TPossibleDuplicate } from '@ats/contract';
import { STAFF_URLS, staffPath } from '@ats/contract';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';

const hrefOf = (d: TPossibleDuplicate) =>
  d.tracker === 'requisition'
    ? staffPath(d.archived ? 'archivedReqApplicant' : 'reqApplicant', { id: d.id })
    : `${d.archived ? STAFF_URLS.archivedApplicantTracker : STAFF_URLS.applicantTracker}?search=${encodeURIComponent(d.email || d.phone)}`;

/**
 * "Possible duplicates": other applicants with the same email or phone, with links; `onMerge`
 * offers merging each one's candidate record into this one's.
 */
export const PossibleDuplicates = ({
  items,
  onMerge,
}: {
  items: TPossibleDuplicate[];
  onMerge?: ((d: TPossibleDuplicate) => void) | undefined;
}) =>
  items.length ? (
    <Alert severity="warning" sx={{ mb: 2 }}>
      <AlertTitle>Possible duplicates</AlertTitle>
      <ul style={{ margin: 0, paddingLeft: 18 }}>
        {items.map((d) => (
          <li key={`${d.tracker}-${d.id}`}>
            <Link component={RouterLink} to={hrefOf(d)} underline="always">
              {d.firstName} {d.lastName}
            </Link>{' '}
            — same {d.matchedOn.join(' and ')} (
            {d.tracker === 'requisition' ? `applied to ${d.requisitionName}` : 'manual applicant'}
            {d.archived ? ', archived' : ''})
            {onMerge && d.candidateId && (
              <Button
                size="small"
                sx={{ ml: 1, py: 0 }}
                onClick={() => onMerge(d)}
                aria-label={`Merge ${d.firstName} ${d.lastName} into this candidate`}
              >
                Merge
              </Button>
            )}
          </li>
        ))}
      </ul>
    </Alert>
  ) : null;
