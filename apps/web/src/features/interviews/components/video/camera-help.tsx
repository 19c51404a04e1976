import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { browserName, permissionHelp } from './media-support';

/** What to do when the camera or microphone is blocked, for the candidate's own browser. */
export const CameraHelp = ({ onRetry }: { onRetry: () => void }) => {
  const browser = browserName();
  return (
    <section aria-labelledby="camera-help-title">
      <Typography id="camera-help-title" variant="h2" sx={{ fontSize: '1.125rem', fontWeight: 700, mt: 2 }}>
        How to allow the camera in {browser}
      </Typography>
      <ol>
        {permissionHelp(browser).map((step) => (
          <li key={step}>
            <Typography>{step}</Typography>
          </li>
        ))}
      </ol>
      <Button variant="contained" onClick={onRetry}>
        Try again
      </Button>
    </section>
  );
};
