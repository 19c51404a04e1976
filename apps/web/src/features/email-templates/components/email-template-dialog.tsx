import {
  EMAIL_LANGUAGES,
  EMAIL_TEMPLATE_PURPOSES,
  MERGE_FIELDS,
  optionsOf,
  renderEmailTemplate,
  type TEmailTemplate,
  type TEmailTemplateCreate,
  type TMergeValues,
  ZEmailTemplateCreate,
} from '@ats/contract';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useCheckedSave } from '../../../shared/form';
import { notify } from '../../../shared/notify/notify';
import { ActionDialog } from '../../../shared/ui/action-dialog/action-dialog';
import { SimpleSelect } from '../../../shared/ui/simple-select';
import { useCreateEmailTemplateMutation, useUpdateEmailTemplateMutation } from '../api';

const EXAMPLES = Object.fromEntries(
  Object.entries(MERGE_FIELDS).map(([k, v]) => [k, v.example]),
) as TMergeValues;

/** Create or edit a template: merge fields insert at the cursor; the preview fills examples. */
export const EmailTemplateDialog = ({
  template,
  onClose,
}: {
  template?: TEmailTemplate;
  onClose: () => void;
}) => {
  const [create] = useCreateEmailTemplateMutation();
  const [update] = useUpdateEmailTemplateMutation();
  const [v, setV] = useState<TEmailTemplateCreate>(
    template
      ? {
          name: template.name,
          purpose: template.purpose,
          language: template.language,
          subject: template.subject,
          body: template.body,
        }
      : { name: '', purpose: 'invitation', language: 'en', subject: '', body: '' },
  );
  const { errors, failure, busy, run } = useCheckedSave({ serverFieldErrors: true });
  const body = useRef<HTMLTextAreaElement>(null);
  const setField = (k: keyof TEmailTemplateCreate) => (value: string) => setV((x) => ({ ...x, [k]: value }));
  const set = (k: keyof TEmailTemplateCreate) => (e: { target: { value: string } }) =>
    setField(k)(e.target.value);

  const insert = (field: string) => {
    const el = body.current;
    const token = `{{${field}}}`;
    const at = el?.selectionStart ?? v.body.length;
    const end = el?.selectionEnd ?? at;
    setV((x) => ({ ...x, body: x.body.slice(0, at) + token + x.body.slice(end) }));
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(at + token.length, at + token.length);
    });
  };

  const save = () =>
    run(ZEmailTemplateCreate, v, async (values) => {
      if (template) await update({ id: template.id, body: values }).unwrap();
      else await create(values).unwrap();
      notify(template ? 'Template saved' : 'Template created');
      onClose();
    });
  const preview = renderEmailTemplate({ subject: v.subject, body: v.body }, EXAMPLES);

  return (
    <ActionDialog
      title={template ? 'Edit email template' : 'New email template'}
      maxWidth="md"
      contentSx={{ pt: '8px !important', gridTemplateColumns: { md: '1fr 1fr 1fr' } }}
      error={failure}
      busy={busy}
      submitLabel="Save template"
      busyLabel="Saving…"
      onSubmit={save}
      onClose={onClose}
    >
      <TextField
        label="Name"
        required
        value={v.name}
        onChange={set('name')}
        error={Boolean(errors.name)}
        helperText={errors.name}
      />
      <SimpleSelect
        label="Purpose"
        value={v.purpose}
        onChange={setField('purpose')}
        options={optionsOf(EMAIL_TEMPLATE_PURPOSES)}
      />
      <SimpleSelect
        label="Language"
        value={v.language}
        onChange={setField('language')}
        options={optionsOf(EMAIL_LANGUAGES)}
      />
      <TextField
        label="Subject"
        required
        value={v.subject}
        onChange={set('subject')}
        error={Boolean(errors.subject)}
        helperText={errors.subject}
        sx={{ gridColumn: '1 / -1' }}
      />
      <Box sx={{ gridColumn: '1 / -1' }} role="group" aria-label="Insert a merge field">
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 0.5 }}>
          Insert a merge field into the body:
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
          {Object.entries(MERGE_FIELDS).map(([k, f]) => (
            <Chip key={k} size="small" label={`{{${k}}}`} title={f.label} onClick={() => insert(k)} />
          ))}
        </Box>
      </Box>
      <TextField
        label="Body"
        required
        multiline
        minRows={8}
        value={v.body}
        onChange={set('body')}
        inputRef={body}
        error={Boolean(errors.body)}
        helperText={errors.body ?? 'Plain text; values are escaped in the HTML version.'}
        sx={{ gridColumn: { xs: '1 / -1', md: '1 / 3' } }}
      />
      <Box
        component="section"
        aria-label="Preview"
        sx={{
          bgcolor: 'action.hover',
          p: 1.5,
          borderRadius: 1,
          minWidth: 0,
          gridColumn: { xs: '1 / -1', md: '3' },
        }}
      >
        <Typography variant="caption" color="text.secondary">
          Preview with example values
        </Typography>
        <Typography variant="body2" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {preview.subject}
        </Typography>
        <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {preview.text}
        </Typography>
      </Box>
    </ActionDialog>
  );
};
