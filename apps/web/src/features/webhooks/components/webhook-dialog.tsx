import {
  optionsOf,
  type TWebhookEndpoint,
  type TWebhookEndpointCreate,
  type TWebhookEndpointCreated,
  WEBHOOK_EVENTS,
  ZWebhookEndpointCreate,
} from '@ats/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId } from 'react';
import { FormProvider, type Path, useForm } from 'react-hook-form';
import { errorMessageOf, fieldErrorsOf } from '../../../shared/api-error';
import { FormMultiSelect, FormTextField } from '../../../shared/form';
import { notify } from '../../../shared/notify/notify';
import { useCreateWebhookEndpointMutation, useUpdateWebhookEndpointMutation } from '../api';

const EVENT_OPTIONS = optionsOf(WEBHOOK_EVENTS);

/** Add or edit an endpoint: its HTTPS URL, a description and the events it receives. */
export const WebhookDialog = ({
  endpoint,
  onClose,
  onCreated,
}: {
  endpoint?: TWebhookEndpoint;
  onClose: () => void;
  onCreated: (created: TWebhookEndpointCreated) => void;
}) => {
  const titleId = useId();
  const fullScreen = useMediaQuery((t: Theme) => t.breakpoints.down('sm'));
  const [create] = useCreateWebhookEndpointMutation();
  const [update] = useUpdateWebhookEndpointMutation();
  const form = useForm<TWebhookEndpointCreate>({
    resolver: zodResolver(ZWebhookEndpointCreate) as never,
    defaultValues: endpoint
      ? { url: endpoint.url, description: endpoint.description, events: endpoint.events as never }
      : { url: '', description: '', events: [] },
    mode: 'onTouched',
  });
  const { isSubmitting, errors } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      if (endpoint) {
        await update({ id: endpoint.id, body: values }).unwrap();
        notify('Endpoint saved');
        onClose();
      } else onCreated(await create(values).unwrap());
    } catch (e) {
      const fields = fieldErrorsOf(e);
      for (const [k, m] of Object.entries(fields))
        form.setError(k as Path<TWebhookEndpointCreate>, { type: 'server', message: m });
      if (!Object.keys(fields).length)
        form.setError('root.server', { type: 'server', message: errorMessageOf(e) });
    }
  });
  return (
    <Dialog
      open
      onClose={isSubmitting ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
    >
      <FormProvider {...form}>
        <Box component="form" noValidate onSubmit={submit}>
          <DialogTitle id={titleId}>{endpoint ? 'Edit endpoint' : 'Add endpoint'}</DialogTitle>
          <DialogContent>
            {errors.root?.server && (
              <Alert severity="error" sx={{ mb: 2 }}>
                {errors.root.server.message}
              </Alert>
            )}
            <Box sx={{ display: 'grid', gap: 2, pt: 1 }}>
              <FormTextField
                name="url"
                label="Endpoint URL"
                type="url"
                placeholder="https://hris.example.com/ats-events"
                required
                autoFocus
                helperText="HTTPS. Messages are signed (Standard Webhooks) and retried for about a day."
              />
              <FormTextField name="description" label="Description" />
              <FormMultiSelect name="events" label="Events" options={EVENT_OPTIONS} required />
            </Box>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button onClick={onClose} disabled={isSubmitting}>
              Cancel
            </Button>
            <Button type="submit" variant="contained" disabled={isSubmitting}>
              {isSubmitting ? 'Saving…' : endpoint ? 'Save' : 'Add endpoint'}
            </Button>
          </DialogActions>
        </Box>
      </FormProvider>
    </Dialog>
  );
};
