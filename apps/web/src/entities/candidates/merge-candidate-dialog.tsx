import type { TPossibleDuplicate } from '@ats/contract';
import DialogContentText from '@mui/material/DialogContentText';
import { useState } from 'react';
import { errorMessageOf } from '../../shared/api-error';
import { notify } from '../../shared/notify/notify';
import { ActionDialog } from '../../shared/ui/action-dialog/action-dialog';
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
    <ActionDialog
      title={`Merge ${name} into this candidate?`}
      error={error}
      busy={busy}
      submitLabel="Merge records"
      busyLabel="Merging…"
      onSubmit={submit}
      onClose={onClose}
    >
      <DialogContentText>
        Their applications move here, with their notes, tags, emails, interviews and files. Each keeps its own
        page and timeline; the merge is recorded in the audit log.
      </DialogContentText>
    </ActionDialog>
  );
};
