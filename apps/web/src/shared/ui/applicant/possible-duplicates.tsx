import type { TPossibleDuplicate } from '@ats/contract';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';

const hrefOf = (d: TPossibleDuplicate) =>
  d.tracker === 'requisition'
    ? `${d.archived ? '/archived-items' : '/talent-discovery'}/req-applicant-tracker/${d.id}`
    : `${d.archived ? '/archived-items' : '/talent-discovery'}/applicant-tracker?search=${encodeURIComponent(d.email || d.phone)}`;

/** "Possible duplicates": other applicants with the same email or phone, with links. */
export const PossibleDuplicates = ({ items }: { items: TPossibleDuplicate[] }) =>
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
          </li>
        ))}
      </ul>
    </Alert>
  ) : null;
