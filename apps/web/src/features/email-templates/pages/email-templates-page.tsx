import { EMAIL_LANGUAGES, EMAIL_TEMPLATE_PURPOSES, labelOf, type TEmailTemplate } from '@ats/contract';
import Add from '@mui/icons-material/Add';
import Delete from '@mui/icons-material/Delete';
import Edit from '@mui/icons-material/Edit';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useConfirm } from '../../../shared/notify/confirm-dialog';
import { notify } from '../../../shared/notify/notify';
import { useCan } from '../../../shared/permissions/use-can';
import { useDeleteEmailTemplateMutation, useEmailTemplatesQuery } from '../api';
import { EmailTemplateDialog } from '../components/email-template-dialog';

/** Settings › Email Templates: candidate emails per purpose and language, with merge fields. */
export default function EmailTemplatesPage() {
  const { data, isLoading, isError, refetch } = useEmailTemplatesQuery();
  const canEdit = useCan('email-templates', 'edit');
  const canDelete = useCan('email-templates', 'delete');
  const [remove] = useDeleteEmailTemplateMutation();
  const confirm = useConfirm();
  const [editing, setEditing] = useState<TEmailTemplate | 'new' | null>(null);

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h1" sx={{ fontSize: '1.5rem', fontWeight: 700, flex: 1 }}>
          Email Templates
        </Typography>
        {canEdit && (
          <Button variant="contained" startIcon={<Add />} onClick={() => setEditing('new')}>
            New template
          </Button>
        )}
      </Box>
      <Typography color="text.secondary">
        Used by the status changes and the interview scheduler. Merge fields such as{' '}
        <code>{'{{first_name}}'}</code> are filled for each candidate.
      </Typography>
      {isError && (
        <Alert severity="error" action={<Button onClick={() => refetch()}>Retry</Button>}>
          Could not load the templates.
        </Alert>
      )}
      <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
        {isLoading ? (
          <Skeleton height={200} />
        ) : (
          <Table aria-label="Email templates">
            <TableHead>
              <TableRow>
                <TableCell>Name</TableCell>
                <TableCell>Purpose</TableCell>
                <TableCell>Language</TableCell>
                <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>Subject</TableCell>
                <TableCell align="right">
                  <Box component="span" sx={visuallyHidden}>
                    Actions
                  </Box>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {(data ?? []).map((t) => (
                <TableRow key={t.id} hover>
                  <TableCell sx={{ fontWeight: 600 }}>{t.name}</TableCell>
                  <TableCell>{labelOf(EMAIL_TEMPLATE_PURPOSES, t.purpose)}</TableCell>
                  <TableCell>{labelOf(EMAIL_LANGUAGES, t.language)}</TableCell>
                  <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{t.subject}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {canEdit && (
                      <IconButton aria-label={`Edit ${t.name}`} onClick={() => setEditing(t)}>
                        <Edit />
                      </IconButton>
                    )}
                    {canDelete && (
                      <IconButton
                        aria-label={`Delete ${t.name}`}
                        onClick={async () => {
                          if (
                            await confirm({
                              title: `Delete "${t.name}"?`,
                              message: 'Emails already sent keep their text.',
                              confirmLabel: 'Delete',
                              destructive: true,
                            })
                          ) {
                            await remove(t.id).unwrap();
                            notify('Template deleted');
                          }
                        }}
                      >
                        <Delete />
                      </IconButton>
                    )}
                  </TableCell>
                </TableRow>
              ))}
              {data?.length === 0 && (
                <TableRow>
                  <TableCell colSpan={5}>Nothing here yet.</TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        )}
      </Paper>
      {editing && (
        <EmailTemplateDialog
          template={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </Box>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
