import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { errorMessageOf } from '../../shared/api-error';
import { notify } from '../../shared/notify/notify';
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
  const titleId = useId();
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
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>Add {name} to a requisition</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        {error && <Alert severity="error">{error}</Alert>}
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
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button variant="contained" onClick={submit} disabled={busy}>
          {busy ? 'Adding…' : 'Add to requisition'}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
