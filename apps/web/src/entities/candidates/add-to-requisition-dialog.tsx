import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { errorMessageOf } from '../../shared/api-error';
import { notify } from '../../shared/notify/notify';
import { ActionDialog } from '../../shared/ui/action-dialog/action-dialog';
import { useRequisitionOptionsQuery } from '../lookups';
import { useAddToRequisitionMutation } from './api';

/**
 * "Add to requisition": the manual applicant enters an open requisition's pipeline as a
 * requisition applicant of the same candidate (docs/decisions/candidates.md#add-to-requisition).
 */
export const AddToRequisitionDialog = ({
  applicantId,
  name,
  onClose,
}: {
  applicantId: string;
  name: string;
  onClose: () => void;
}) => {
  const { data: options = [], isLoading } = useRequisitionOptionsQuery({ status: 'opened,moved' });
  const [add, { isLoading: busy }] = useAddToRequisitionMutation();
  const [requisitionId, setRequisitionId] = useState('');
  const [error, setError] = useState('');
  const submit = async () => {
    if (!requisitionId) return setError('Choose a requisition');
    try {
      await add({ applicantId, requisitionId }).unwrap();
      const label = options.find((o) => o.value === requisitionId)?.label ?? 'the requisition';
      notify(`${name} added to ${label}`);
      onClose();
    } catch (e) {
      setError(errorMessageOf(e));
    }
  };
  return (
    <ActionDialog
      title={`Add ${name} to a requisition`}
      error={error}
      busy={busy}
      submitLabel="Add to requisition"
      busyLabel="Adding…"
      onSubmit={submit}
      onClose={onClose}
      contentSx={{ pt: '8px !important' }}
    >
      <TextField
        select
        label="Requisition"
        required
        value={requisitionId}
        disabled={isLoading}
        error={Boolean(error) && !requisitionId}
        helperText={!isLoading && !options.length ? 'No open requisition you may add to.' : undefined}
        onChange={(e) => {
          setRequisitionId(e.target.value);
          setError('');
        }}
      >
        {options.map((o) => (
          <MenuItem key={o.value} value={o.value}>
            {o.label}
          </MenuItem>
        ))}
      </TextField>
      <Typography variant="body2" color="text.secondary">
        The applicant joins the pipeline as Sent to Operations, with their details and resume. It stays one
        candidate: both pages list each other's applications.
      </Typography>
    </ActionDialog>
  );
};
