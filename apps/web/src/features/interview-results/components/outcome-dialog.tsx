import { optionsOf, RESULT_OUTCOMES } from '@ats/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import DialogContentText from '@mui/material/DialogContentText';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormDialog, FormRadioGroup, FormTextArea } from '../../../shared/form';

export type Outcome = 'passed' | 'failed';

const optionalNote = z.object({ outcome: z.enum(['passed', 'failed']), note: z.string() });
const requiredNote = optionalNote.extend({
  note: z.string().trim().min(3, 'Write why you decide this (at least 3 characters).'),
});

/**
 * A reviewer's decision on a result: passed or failed, and a note (required where `noteRequired`).
 * Closes once `onSubmit` has saved; a refused save shows its message in the dialog.
 */
export const OutcomeDialog = (p: {
  title: string;
  intro?: ReactNode;
  noteLabel: string;
  noteRequired?: boolean;
  submitLabel: string;
  initial: { outcome: Outcome; note: string };
  onClose: () => void;
  onSubmit: (v: { outcome: Outcome; note: string }) => Promise<void>;
}) => {
  const form = useForm({
    resolver: zodResolver(p.noteRequired ? requiredNote : optionalNote),
    defaultValues: p.initial,
  });
  return (
    <FormDialog
      form={form}
      title={p.title}
      submitLabel={p.submitLabel}
      maxWidth="xs"
      fieldOf={(name) => (name === 'outcome' ? 'outcome' : 'note')}
      onSubmit={async (v) => {
        await p.onSubmit(v);
        p.onClose();
      }}
      onClose={p.onClose}
    >
      <Box sx={{ display: 'grid', gap: 2, pt: 1 }}>
        {p.intro && <DialogContentText>{p.intro}</DialogContentText>}
        <FormRadioGroup name="outcome" label="Decision" options={optionsOf(RESULT_OUTCOMES)} />
        <FormTextArea
          name="note"
          label={p.noteLabel}
          required={p.noteRequired}
          slotProps={{ htmlInput: { maxLength: 5000 } }}
        />
      </Box>
    </FormDialog>
  );
};
