import { NOTE_VISIBILITIES } from '@ats/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { errorMessageOf } from '../../shared/api-error';
import { formatDateTime } from '../../shared/format/format';
import { useNoteHistoryQuery } from './api';
import { NoteBody } from './note-body';

/** Earlier versions of a note, newest first. */
export const NoteHistoryDialog = ({ noteId, onClose }: { noteId: string; onClose: () => void }) => {
  const titleId = useId();
  const { data, isLoading, error } = useNoteHistoryQuery(noteId);
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>Earlier versions</DialogTitle>
      <DialogContent>
        {isLoading ? (
          <Skeleton height={64} />
        ) : error ? (
          <Alert severity="error">{errorMessageOf(error)}</Alert>
        ) : !data?.length ? (
          <Typography color="text.secondary">This note was never edited.</Typography>
        ) : (
          <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 2 }}>
            {data.map((r) => (
              <Box component="li" key={r.id} sx={{ borderLeft: 3, borderColor: 'divider', pl: 1.5 }}>
                <Typography variant="caption" color="text.secondary" component="p">
                  Replaced {formatDateTime(r.replacedAt)} · {NOTE_VISIBILITIES[r.visibility].label}
                </Typography>
                <NoteBody body={r.body} />
              </Box>
            ))}
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
};
