import { EMAIL_LANGUAGES, EMAIL_TEMPLATE_PURPOSES, labelOf, type TEmailTemplate } from '@ats/contract';
import Add from '@mui/icons-material/Add';
import Delete from '@mui/icons-material/Delete';
import Edit from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { useState } from 'react';
import { type ColumnDefinition, ListPage, toWholeList } from '../../../shared/list';
import { useConfirm } from '../../../shared/notify/confirm-dialog';
import { notify } from '../../../shared/notify/notify';
import { useCan } from '../../../shared/permissions/use-can';
import { useDeleteEmailTemplateMutation, useEmailTemplatesQuery } from '../api';
import { EmailTemplateDialog } from '../components/email-template-dialog';

const COLUMNS: ColumnDefinition<TEmailTemplate>[] = [
  { key: 'name', header: 'Name', render: (t) => <Box sx={{ fontWeight: 600 }}>{t.name}</Box> },
  { key: 'purpose', header: 'Purpose', render: (t) => labelOf(EMAIL_TEMPLATE_PURPOSES, t.purpose) },
  { key: 'language', header: 'Language', render: (t) => labelOf(EMAIL_LANGUAGES, t.language) },
  { key: 'subject', header: 'Subject', hideBelow: 'md' },
];

/** Settings › Email Templates: candidate emails per purpose and language, with merge fields. */
export default function EmailTemplatesPage() {
  const templates = useEmailTemplatesQuery();
  const canEdit = useCan('email-templates', 'edit');
  const canDelete = useCan('email-templates', 'delete');
  const [remove] = useDeleteEmailTemplateMutation();
  const confirm = useConfirm();
  const [editing, setEditing] = useState<TEmailTemplate | 'new' | null>(null);

  const onDelete = async (t: TEmailTemplate) => {
    const ok = await confirm({
      title: `Delete "${t.name}"?`,
      message: 'Emails already sent keep their text.',
      confirmLabel: 'Delete',
      destructive: true,
    });
    if (!ok) return;
    await remove(t.id).unwrap();
    notify('Template deleted');
  };

  return (
    <>
      <ListPage
        title="Email Templates"
        description={
          <>
            Used by the status changes and the interview scheduler. Merge fields such as{' '}
            <code>{'{{first_name}}'}</code> are filled for each candidate.
          </>
        }
        actions={
          canEdit && (
            <Button variant="contained" startIcon={<Add />} onClick={() => setEditing('new')}>
              New template
            </Button>
          )
        }
        list={toWholeList(templates)}
        columns={COLUMNS}
        rowActions={
          canEdit || canDelete
            ? (t) => (
                <>
                  {canEdit && (
                    <IconButton aria-label={`Edit ${t.name}`} onClick={() => setEditing(t)}>
                      <Edit />
                    </IconButton>
                  )}
                  {canDelete && (
                    <IconButton aria-label={`Delete ${t.name}`} onClick={() => onDelete(t)}>
                      <Delete />
                    </IconButton>
                  )}
                </>
              )
            : undefined
        }
      />
      {editing && (
        <EmailTemplateDialog
          template={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}
