import type { TClassRequest } from '@ats/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { errorMessageOf } from '../../../shared/api-error';
import type { LobOption } from '../api';

/** Accept into a requisition: pick the line of business and the requisition's name. */
export const AcceptDialog = ({
  request,
  lobs,
  open,
  busy,
  error,
  onClose,
  onAccept,
}: {
  request: TClassRequest;
  lobs: LobOption[];
  open: boolean;
  busy: boolean;
  error: unknown;
  onClose: () => void;
  onAccept: (body: { lobId: string; name: string }) => void;
}) => {
  const [lobId, setLobId] = useState(request.lob?.id ?? '');
  const [name, setName] = useState(`${request.company} – ${request.positionTitle}`.slice(0, 160));
  const [touched, setTouched] = useState(false);
  const active = lobs.filter((l) => l.active);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (lobId && name.trim()) onAccept({ lobId, name: name.trim() });
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="accept-title">
      <Box component="form" onSubmit={submit} noValidate>
        <DialogTitle id="accept-title">Accept into a requisition</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            A draft requisition is created from version {request.current.versionNumber} (the current one):
            position, headcount, start date, country, work mode, pay, shift and requirements. The request is
            then closed for edits.
          </DialogContentText>
          {error ? (
            <Alert severity="error" sx={{ mb: 2 }}>
              {errorMessageOf(error)}
            </Alert>
          ) : null}
          <Box sx={{ display: 'grid', gap: 2 }}>
            <TextField
              select
              label="Line of business"
              required
              value={lobId}
              onChange={(e) => setLobId(e.target.value)}
              error={touched && !lobId}
              helperText={
                touched && !lobId ? 'Choose the line of business the requisition belongs to' : undefined
              }
            >
              {active.length === 0 && (
                <MenuItem disabled value="">
                  No active lines of business
                </MenuItem>
              )}
              {active.map((l) => (
                <MenuItem key={l.id} value={l.id}>
                  {l.name}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label="Requisition name"
              required
              value={name}
              onChange={(e) => setName(e.target.value)}
              error={touched && !name.trim()}
              helperText={touched && !name.trim() ? 'Name is required' : undefined}
              slotProps={{ htmlInput: { maxLength: 160 } }}
            />
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" color="success" disabled={busy}>
            {busy ? 'Creating…' : 'Create draft requisition'}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
};
