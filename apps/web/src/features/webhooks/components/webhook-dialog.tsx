import {
  optionsOf,
  type TWebhookEndpoint,
  type TWebhookEndpointCreate,
  type TWebhookEndpointCreated,
  WEBHOOK_EVENTS,
  ZWebhookEndpointCreate,
} from '@ats/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import { useForm } from 'react-hook-form';
import { FormDialog, FormMultiSelect, FormTextField } from '../../../shared/form';
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
  const [create] = useCreateWebhookEndpointMutation();
  const [update] = useUpdateWebhookEndpointMutation();
  const form = useForm<TWebhookEndpointCreate>({
    resolver: zodResolver(ZWebhookEndpointCreate) as never,
    defaultValues: endpoint
      ? { url: endpoint.url, description: endpoint.description, events: endpoint.events as never }
      : { url: '', description: '', events: [] },
    mode: 'onTouched',
  });
  return (
    <FormDialog
      form={form}
      title={endpoint ? 'Edit endpoint' : 'Add endpoint'}
      submitLabel={endpoint ? 'Save' : 'Add endpoint'}
      onClose={onClose}
      onSubmit={async (values) => {
        if (endpoint) {
          await update({ id: endpoint.id, body: values }).unwrap();
          notify('Endpoint saved');
          onClose();
        } else onCreated(await create(values).unwrap());
      }}
    >
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
    </FormDialog>
  );
};
