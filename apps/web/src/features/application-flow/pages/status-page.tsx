import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { candidateErrorOf } from '../../../entities/candidate-pages/candidate-error';
import { MyDataDownload } from '../../../entities/data-exports';
import { Translated, useIntlFormat } from '../../../shared/i18n';
import { useApplicationStateQuery, useRequestDeletionMutation, useWithdrawApplicationMutation } from '../api';
import { FlowLayout } from '../components/flow-layout';
import { FlowError, FlowLoading, FlowMessage, JobsLink } from '../components/flow-state';
import { stepPath } from '../flow-paths';

type Pending = 'withdraw' | 'delete' | null;

const StatusContent = () => {
  const { t } = useTranslation();
  const fmt = useIntlFormat();
  const { applicantId = '' } = useParams();
  const {
    data: fetched,
    isLoading,
    isError,
  } = useApplicationStateQuery(applicantId, {
    skip: !applicantId,
    refetchOnMountOrArgChange: true,
  });
  const [updated, setUpdated] = useState<typeof fetched>();
  const state = updated ?? fetched;
  const [confirming, setConfirming] = useState<Pending>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [withdraw, w] = useWithdrawApplicationMutation();
  const [requestDeletion, d] = useRequestDeletionMutation();
  if (isLoading) return <FlowLoading />;
  if (isError || !state)
    return (
      <FlowMessage title={t('notOpen.title')} action={<JobsLink />}>
        {t('notOpen.text')}
      </FlowMessage>
    );
  const act = async () => {
    const what = confirming;
    setConfirming(null);
    setFailure(null);
    try {
      setUpdated(await (what === 'withdraw' ? withdraw(applicantId) : requestDeletion(applicantId)).unwrap());
    } catch (err) {
      setFailure(candidateErrorOf(err, t));
    }
  };
  const canWithdraw = state.stage === 'in-progress' || state.stage === 'awaiting-review';
  return (
    <FlowLayout
      jobTitle={state.title}
      clientName={state.clientName}
      steps={null}
      step="success"
      title={t('status.open')}
    >
      <Typography variant="h2" sx={{ fontSize: '1.2rem', fontWeight: 700, mb: 1 }}>
        {t('status.title')}
      </Typography>
      <Box role="status" sx={{ mb: 2 }}>
        <Typography sx={{ fontWeight: 600 }}>{t(`stages.${state.stage}`)}</Typography>
        <Typography color="text.secondary">{t(`stages.${state.stage}-text`)}</Typography>
      </Box>
      <Typography sx={{ mb: 1 }}>
        {t('success.reference')} <strong translate="no">{state.reference}</strong>
      </Typography>
      {state.completedAt && (
        <Typography sx={{ mb: 1 }}>{t('success.sentOn', { date: fmt.date(state.completedAt) })}</Typography>
      )}
      {state.nextStep && (
        <Button
          variant="contained"
          component={RouterLink}
          to={stepPath(state.requisitionId, state.applicantId, state.nextStep)}
          sx={{ my: 2 }}
        >
          {t('status.resume', { step: t(`steps.${state.nextStep}`) })}
        </Button>
      )}
      <FlowError message={failure} />
      {state.deletionRequestedAt && (
        <Alert severity="info" sx={{ my: 2 }}>
          {t('status.deletionRequested', { date: fmt.date(state.deletionRequestedAt) })}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mt: 3 }}>
        {canWithdraw && (
          <Button
            variant="outlined"
            color="error"
            onClick={() => setConfirming('withdraw')}
            disabled={w.isLoading}
          >
            {t('status.withdraw')}
          </Button>
        )}
        {!state.deletionRequestedAt && (
          <Button variant="outlined" onClick={() => setConfirming('delete')} disabled={d.isLoading}>
            {t('status.delete')}
          </Button>
        )}
      </Box>
      <MyDataDownload applicantId={applicantId} />
      <Dialog open={confirming !== null} onClose={() => setConfirming(null)} aria-labelledby="confirm-title">
        <DialogTitle id="confirm-title">
          {confirming === 'withdraw' ? t('status.withdrawConfirmTitle') : t('status.deleteConfirmTitle')}
        </DialogTitle>
        <DialogContent>
          <DialogContentText>
            {confirming === 'withdraw' ? t('status.withdrawConfirmText') : t('status.deleteConfirmText')}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(null)}>{t('common.cancel')}</Button>
          <Button onClick={act} color={confirming === 'withdraw' ? 'error' : 'primary'} variant="contained">
            {confirming === 'withdraw' ? t('status.withdraw') : t('status.delete')}
          </Button>
        </DialogActions>
      </Dialog>
    </FlowLayout>
  );
};

/** /interviews/requisition/:requisitionId/:applicantId/status — where the application stands. */
const StatusPage = () => (
  <Translated>
    <StatusContent />
  </Translated>
);
export default StatusPage;
