import type { TApplicantKind, TNoteAbout } from '@ats/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useId, useMemo } from 'react';
import { errorMessageOf } from '../../shared/api-error';
import { notify } from '../../shared/notify/notify';
import { useCreateNoteMutation, useListNotesQuery } from './api';
import { NoteComposer } from './note-composer';
import { NoteItem } from './note-item';

/**
 * The Notes section of an applicant page: write a note (with @mentions, visible to everyone
 * with access or only to you), and read the notes others shared. Mount it with the applicant's
 * kind and id; the server checks access.
 */
export const NotesPanel = ({
  applicantKind,
  applicantId,
}: {
  applicantKind: TApplicantKind;
  applicantId: string;
}) => {
  const subject = useMemo(() => ({ applicantKind, applicantId }), [applicantKind, applicantId]);
  const { data, isLoading, error, refetch } = useListNotesQuery(subject);
  const [create] = useCreateNoteMutation();
  const titleId = useId();
  // A manual applicant is a person without an application; a requisition applicant is both.
  const aboutChoices: TNoteAbout[] =
    applicantKind === 'requisition' ? ['candidate', 'application'] : ['candidate'];

  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: 2.5, minWidth: 0 }}>
      <Typography id={titleId} variant="h2" sx={{ fontSize: '1.05rem', fontWeight: 700, mb: 1.5 }}>
        Notes
      </Typography>
      <NoteComposer
        subject={subject}
        initial={{ text: '', mentions: [], visibility: 'everyone', about: 'candidate' }}
        aboutChoices={aboutChoices}
        submitLabel="Add note"
        onSubmit={async (v) => {
          await create({ ...subject, ...v }).unwrap();
          notify('Note added');
        }}
      />
      {isLoading ? (
        <Skeleton height={64} sx={{ mt: 1 }} />
      ) : error ? (
        <Alert
          severity="error"
          sx={{ mt: 2 }}
          action={
            <Button color="inherit" onClick={() => void refetch()}>
              Retry
            </Button>
          }
        >
          {errorMessageOf(error)}
        </Alert>
      ) : data?.length ? (
        <Box component="ul" aria-label="Notes" sx={{ m: 0, mt: 2, p: 0 }}>
          {data.map((n) => (
            <NoteItem key={n.id} note={n} subject={subject} />
          ))}
        </Box>
      ) : (
        <Typography color="text.secondary" sx={{ mt: 2 }}>
          No notes yet.
        </Typography>
      )}
    </Paper>
  );
};
