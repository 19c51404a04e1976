import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { browserName, permissionHelpKeys } from './media-support';
import { useRecorderText } from './recorder-text';

/** What to do when the camera or microphone is blocked, for the candidate's own browser. */
export const CameraHelp = ({ onRetry }: { onRetry: () => void }) => {
  const { t } = useRecorderText();
  const name = browserName();
  const browser = name === 'Unknown browser' ? t('cameraHelp.unknownBrowser') : name;
  return (
    <section aria-labelledby="camera-help-title">
      <Typography id="camera-help-title" variant="h2" sx={{ fontSize: '1.125rem', fontWeight: 700, mt: 2 }}>
        {t('cameraHelp.title', { browser })}
      </Typography>
      <ol>
        {permissionHelpKeys(name).map((step) => (
          <li key={step}>
            <Typography>{t(step)}</Typography>
          </li>
        ))}
      </ol>
      <Button variant="contained" onClick={onRetry}>
        {t('cameraHelp.tryAgain')}
      </Button>
    </section>
  );
};
