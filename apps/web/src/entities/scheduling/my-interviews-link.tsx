import { STAFF_URLS } from '@ats/contract';
import EventNote from '@mui/icons-material/EventNote';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { Link } from 'react-router';

/** Top-bar entry to "My interviews" (any signed-in user may be an interviewer). */
export const MyInterviewsLink = () => (
  <Tooltip title="My interviews">
    <IconButton
      component={Link}
      to={STAFF_URLS.myInterviews}
      aria-label="My interviews"
      // Phones: the top bar has no room; the invitation email links to the page.
      sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
    >
      <EventNote />
    </IconButton>
  </Tooltip>
);
