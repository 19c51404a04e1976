import {
  COUNTRIES,
  LINE_TYPES,
  type TLineOfBusiness,
  type TLineOfBusinessCreate,
  ZLineOfBusinessCreate,
} from '@ats/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  enumOptions,
  FormDialog,
  FormSelect,
  FormSwitch,
  FormTextArea,
  FormTextField,
} from '../../../shared/form';
import { notify } from '../../../shared/notify/notify';
import { useCreateLineOfBusinessMutation, useUpdateLineOfBusinessMutation } from '../api';
import { OwnerPicker } from './owner-picker';

type In = z.input<typeof ZLineOfBusinessCreate>;
type Out = z.output<typeof ZLineOfBusinessCreate>;

const EMPTY: In = {
  name: '',
  clientName: '',
  ownerId: null,
  lineType: 'bpo',
  country: 'philippines',
  description: '',
  active: true,
  anpsAfterApplication: false,
  anpsAfterDecision: false,
};

const valuesOf = (lob: TLineOfBusiness): In => ({
  name: lob.name,
  clientName: lob.clientName,
  ownerId: lob.ownerId,
  lineType: lob.lineType,
  country: lob.country,
  description: lob.description,
  active: lob.active,
  anpsAfterApplication: lob.anpsAfterApplication,
  anpsAfterDecision: lob.anpsAfterDecision,
});

/** The line's switches, each with what it does. */
const SWITCHES = [
  {
    name: 'active',
    label: 'Active',
    helperText: 'Inactive lines keep their requisitions but cannot get new ones.',
  },
  {
    name: 'anpsAfterApplication',
    label: 'aNPS survey after an application',
    helperText: 'Mails the one-question survey when an applicant finishes applying.',
  },
  {
    name: 'anpsAfterDecision',
    label: 'aNPS survey after a final decision',
    helperText: 'Mails the survey once an applicant is hired or declined.',
  },
] as const;

/** Create or edit a line of business (mounted only while open, so each opening starts fresh). */
export const LineOfBusinessDialog = ({
  lob,
  onClose,
}: {
  lob: TLineOfBusiness | null;
  onClose: () => void;
}) => {
  const form = useForm<In, unknown, Out>({
    resolver: zodResolver(ZLineOfBusinessCreate),
    defaultValues: lob ? valuesOf(lob) : EMPTY,
    mode: 'onTouched',
  });
  const [create] = useCreateLineOfBusinessMutation();
  const [update] = useUpdateLineOfBusinessMutation();

  return (
    <FormDialog
      form={form}
      title={lob ? 'Edit line of business' : 'New line of business'}
      submitLabel={lob ? 'Save' : 'Create'}
      onClose={onClose}
      onSubmit={async (values) => {
        if (lob) await update({ id: lob.id, body: values }).unwrap();
        else await create(values as TLineOfBusinessCreate).unwrap();
        notify(lob ? 'Line of business saved' : 'Line of business created');
        onClose();
      }}
    >
      <Box sx={{ display: 'grid', gap: 2, pt: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormTextField name="name" label="Name" required autoFocus />
        <FormTextField name="clientName" label="Client" required />
        <FormSelect name="lineType" label="Line type" required options={enumOptions(LINE_TYPES)} />
        <FormSelect name="country" label="Country" required options={enumOptions(COUNTRIES)} />
        <Box sx={{ gridColumn: '1 / -1' }}>
          <OwnerPicker
            name="ownerId"
            initialOwner={lob?.ownerId ? { id: lob.ownerId, name: lob.ownerName, email: '' } : null}
          />
        </Box>
        <Box sx={{ gridColumn: '1 / -1' }}>
          <FormTextArea name="description" label="Description" rows={3} />
        </Box>
        {SWITCHES.map((props) => (
          <Box key={props.name} sx={{ gridColumn: '1 / -1' }}>
            <FormSwitch {...props} />
          </Box>
        ))}
      </Box>
    </FormDialog>
  );
};
