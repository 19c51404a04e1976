import type { TPossibleDuplicate } from '@ats/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';
import { errorMessageOf } from '../../shared/api-error';
import { notify } from '../../shared/notify/notify';
import { useMergeCandidatesMutation } from './api';

/** Confirms merging a possible duplicate's candidate record into this applicant's record. */
export const MergeCandidateDialog = ({
  survivorId,
  duplicate,
  onClose,
}: {
  survivorId: string;
  duplicate: TPossibleDuplicate;
  onClose: () => void;
}) => {
  const titleId = useId();
  const [merge, { isLoading: busy }] = useMergeCandidatesMutation();
  const [error, setError] = useState('');
  const name = `${duplicate.firstName} ${duplicate.lastName}`.trim() || duplicate.email;
  const submit = async () => {
    if (!duplicate.candidateId) return;
    try {
      const r = await merge({ survivorId, mergedId: duplicate.candidateId }).unwrap();
      notify(`Merged: ${r.movedApplications} application(s) moved to this candidate`);
      onClose();
    } catch (e) {
      setError(errorMessageOf(e));
    }
  };
  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>Merge {name} into this candidate?</DialogTitle>
      <DialogContent>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        <DialogContentText>
          Their applications move here, with their notes, tags, emails, interviews and files. Each keeps its
          own page and timeline; the merge is recorded in the audit log.
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button variant="contained" onClick={submit} disabled={busy}>
          {busy ? 'Merging…' : 'Merge records'}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
