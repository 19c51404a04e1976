import type { TApplicantRef, TNote } from '@ats/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { errorMessageOf } from '../../shared/api-error';
import { formatDateTime } from '../../shared/format/format';
import { useConfirm } from '../../shared/notify/confirm-dialog';
import { notify, notifyAlert } from '../../shared/notify/notify';
import { useDeleteNoteMutation, useUpdateNoteMutation } from './api';
import { toEditorText } from './mention-text';
import { NoteBody } from './note-body';
import { NoteComposer } from './note-composer';
import { NoteHistoryDialog } from './note-history-dialog';

/** One note: who wrote it and when, what it says; its author may edit or delete it. */
export const NoteItem = ({ note, subject }: { note: TNote; subject: TApplicantRef }) => {
  const [editing, setEditing] = useState(false);
  const [history, setHistory] = useState(false);
  const [update] = useUpdateNoteMutation();
  const [remove] = useDeleteNoteMutation();
  const confirm = useConfirm();
  const author = note.author?.name || 'A former user';

  const onDelete = async () => {
    const ok = await confirm({
      title: 'Delete this note?',
      message: 'It disappears for everyone; its history is kept for audit.',
      confirmLabel: 'Delete',
      destructive: true,
    });
    if (!ok) return;
    try {
      notify((await remove({ id: note.id, ref: subject }).unwrap()).message);
    } catch (e) {
      notifyAlert(errorMessageOf(e));
    }
  };

  return (
    <Box component="li" sx={{ py: 1.5, borderTop: 1, borderColor: 'divider', listStyle: 'none' }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 0.5 }}>
        <Typography variant="body2" sx={{ fontWeight: 700 }}>
          {author}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {formatDateTime(note.createdAt)}
        </Typography>
        {note.visibility === 'private' && <Chip size="small" label="Only me" />}
        {note.about === 'application' && <Chip size="small" variant="outlined" label="This application" />}
        {note.edited && (
          <Button
            size="small"
            onClick={() => setHistory(true)}
            sx={{ minWidth: 0, p: 0, textTransform: 'none' }}
          >
            (edited)
          </Button>
        )}
      </Box>
      {editing ? (
        <NoteComposer
          subject={subject}
          initial={{ ...toEditorText(note.body), visibility: note.visibility, about: note.about }}
          aboutChoices={[]}
          submitLabel="Save note"
          autoFocus
          onCancel={() => setEditing(false)}
          onSubmit={async (v) => {
            await update({
              id: note.id,
              ref: subject,
              body: { body: v.body, visibility: v.visibility },
            }).unwrap();
            setEditing(false);
          }}
        />
      ) : (
        <NoteBody body={note.body} />
      )}
      {note.mine && !editing && (
        <Box sx={{ display: 'flex', gap: 1, mt: 0.5 }}>
          <Button
            size="small"
            onClick={() => setEditing(true)}
            aria-label={`Edit note of ${formatDateTime(note.createdAt)}`}
          >
            Edit
          </Button>
          <Button
            size="small"
            color="error"
            onClick={() => void onDelete()}
            aria-label={`Delete note of ${formatDateTime(note.createdAt)}`}
          >
            Delete
          </Button>
        </Box>
      )}
      {history && <NoteHistoryDialog noteId={note.id} onClose={() => setHistory(false)} />}
    </Box>
  );
};
