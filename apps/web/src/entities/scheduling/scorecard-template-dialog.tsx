import { ZScorecardTemplateUpdate } from '@ats/contract';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { errorMessageOf } from '../../shared/api-error';
import { notify } from '../../shared/notify/notify';
import { useSaveScorecardTemplateMutation } from './api';

/** The requisition's scorecard attributes (each rated 1–4 by the interviewers). */
export const ScorecardTemplateDialog = ({
  requisitionId,
  attributes: initial,
  onClose,
}: {
  requisitionId: string;
  attributes: string[];
  onClose: () => void;
}) => {
  const titleId = useId();
  const [attributes, setAttributes] = useState(initial);
  const [error, setError] = useState('');
  const [save, { isLoading }] = useSaveScorecardTemplateMutation();
  const submit = async () => {
    const parsed = ZScorecardTemplateUpdate.safeParse({ attributes });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Check the attributes');
    try {
      await save({ requisitionId, attributes: parsed.data.attributes }).unwrap();
      notify('Scorecard attributes saved');
      onClose();
    } catch (e) {
      setError(errorMessageOf(e));
    }
  };
  return (
    <Dialog open onClose={isLoading ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>Scorecard attributes of this requisition</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        {error && <Alert severity="error">{error}</Alert>}
        <Autocomplete
          multiple
          freeSolo
          options={[]}
          value={attributes}
          onChange={(_e, v) => setAttributes(v.map((s) => s.trim()).filter(Boolean))}
          renderValue={(value, getItemProps) =>
            value.map((option, index) => {
              const { key, ...props } = getItemProps({ index });
              return <Chip key={key} label={option} {...props} />;
            })
          }
          renderInput={(params) => (
            <TextField {...params} label="Attributes" helperText="Type an attribute and press Enter" />
          )}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={isLoading}>
          Cancel
        </Button>
        <Button variant="contained" onClick={submit} disabled={isLoading}>
          Save attributes
        </Button>
      </DialogActions>
    </Dialog>
  );
};
