import { RESOURCE_AUDIENCES, type TResource, ZResourceCreate } from '@ats/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { enumOptions, FormDialog, FormSelect, FormTextArea, FormTextField } from '../../../shared/form';
import { notify } from '../../../shared/notify/notify';
import { FileUpload } from '../../../shared/ui/upload';
import { type LobOption, useCreateResourceMutation, useUpdateResourceMutation } from '../api';

type In = z.input<typeof ZResourceCreate>;
type Out = z.output<typeof ZResourceCreate>;

/** Create or edit a resource: a link or a file (the shared upload control), for staff or candidates. */
export const ResourceDialog = ({
  resource,
  lobs,
  onClose,
}: {
  resource: TResource | null;
  lobs: LobOption[];
  onClose: () => void;
}) => {
  const [kind, setKind] = useState<'link' | 'file'>(resource?.file ? 'file' : 'link');
  const [busy, setBusy] = useState(false);
  const form = useForm<In, unknown, Out>({
    resolver: zodResolver(ZResourceCreate),
    defaultValues: {
      title: resource?.title ?? '',
      description: resource?.description ?? '',
      audience: resource?.audience ?? 'staff',
      lobId: resource?.lobId ?? null,
      url: resource?.url ?? null,
      fileKey: resource?.file?.s3Key ?? null,
    },
  });
  const [create] = useCreateResourceMutation();
  const [update] = useUpdateResourceMutation();
  return (
    <FormDialog
      form={form}
      title={resource ? 'Edit resource' : 'New resource'}
      submitLabel="Save"
      busyLabel={busy && 'Uploading…'}
      onClose={onClose}
      onSubmit={async (values) => {
        const body = {
          ...values,
          url: kind === 'link' ? values.url : null,
          fileKey: kind === 'file' ? values.fileKey : null,
        };
        if (resource) await update({ id: resource.id, body }).unwrap();
        else await create(body).unwrap();
        notify(resource ? 'Resource saved' : 'Resource added');
        onClose();
      }}
    >
      {form.formState.errors.root?.server && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {form.formState.errors.root.server.message}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 2, pt: 1 }}>
        <FormTextField name="title" label="Title" required autoFocus />
        <FormTextArea name="description" label="Description" rows={2} />
        <FormSelect name="audience" label="Audience" required options={enumOptions(RESOURCE_AUDIENCES)} />
        <FormSelect
          name="lobId"
          label="Line of business"
          emptyLabel="Every line of business"
          options={lobs.map((l) => ({ value: l.id, label: l.name }))}
        />
        <ToggleButtonGroup
          size="small"
          exclusive
          value={kind}
          onChange={(_e, v) => v && setKind(v)}
          aria-label="Resource is a"
        >
          <ToggleButton value="link">Link</ToggleButton>
          <ToggleButton value="file">File</ToggleButton>
        </ToggleButtonGroup>
        {kind === 'link' ? (
          <FormTextField name="url" label="Link (https://…)" type="url" />
        ) : (
          <FileUpload
            kind="document"
            label="File"
            current={resource?.file ?? null}
            onChange={(key) => form.setValue('fileKey', key, { shouldDirty: true })}
            onBusyChange={setBusy}
            helperText={form.formState.errors.url?.message}
          />
        )}
      </Box>
    </FormDialog>
  );
};
